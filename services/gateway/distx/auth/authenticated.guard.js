"use strict";
var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.CurrentUserId = exports.AuthenticatedGuard = void 0;
const contracts_1 = require("@avtalt/contracts");
const service_kit_1 = require("@avtalt/service-kit");
const common_1 = require("@nestjs/common");
/** 401 unless the session belongs to a logged-in user. */
let AuthenticatedGuard = class AuthenticatedGuard {
    canActivate(context) {
        if (!context.switchToHttp().getRequest().session?.userId) {
            throw new service_kit_1.DomainError(contracts_1.ErrorCode.LoginRequired, contracts_1.Messages.unauthenticated);
        }
        return true;
    }
};
exports.AuthenticatedGuard = AuthenticatedGuard;
exports.AuthenticatedGuard = AuthenticatedGuard = __decorate([
    (0, common_1.Injectable)()
], AuthenticatedGuard);
/** The logged-in user's id, from the session (never from the request body). */
exports.CurrentUserId = (0, common_1.createParamDecorator)((_data, context) => {
    const userId = context.switchToHttp().getRequest().session?.userId;
    if (!userId)
        throw new service_kit_1.DomainError(contracts_1.ErrorCode.LoginRequired, contracts_1.Messages.unauthenticated);
    return userId;
});
//# sourceMappingURL=authenticated.guard.js.map