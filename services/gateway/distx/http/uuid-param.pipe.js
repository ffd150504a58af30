"use strict";
var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.UuidParamPipe = void 0;
const contracts_1 = require("@avtalt/contracts");
const service_kit_1 = require("@avtalt/service-kit");
const common_1 = require("@nestjs/common");
const zod_1 = require("zod");
const uuid = zod_1.z.uuid();
/** Path ids are UUIDs; anything else is a 400 before any service is asked. */
let UuidParamPipe = class UuidParamPipe {
    transform(value) {
        if (!uuid.safeParse(value).success) {
            throw new service_kit_1.DomainError(contracts_1.ErrorCode.ValidationFailed, 'Ugyldig id i adressen', [
                { path: 'id', message: 'Må være en UUID' },
            ]);
        }
        return value;
    }
};
exports.UuidParamPipe = UuidParamPipe;
exports.UuidParamPipe = UuidParamPipe = __decorate([
    (0, common_1.Injectable)()
], UuidParamPipe);
//# sourceMappingURL=uuid-param.pipe.js.map