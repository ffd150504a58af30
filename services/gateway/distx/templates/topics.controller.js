"use strict";
var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
var __metadata = (this && this.__metadata) || function (k, v) {
    if (typeof Reflect === "object" && typeof Reflect.metadata === "function") return Reflect.metadata(k, v);
};
var __param = (this && this.__param) || function (paramIndex, decorator) {
    return function (target, key) { decorator(target, key, paramIndex); }
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.TopicsController = void 0;
const contracts_1 = require("@avtalt/contracts");
const common_1 = require("@nestjs/common");
const rpc_service_1 = require("../rpc/rpc.service");
/** Public topic lists of the home page (end-user spec §7). */
let TopicsController = class TopicsController {
    rpc;
    constructor(rpc) {
        this.rpc = rpc;
    }
    list(req) {
        return this.rpc.request(contracts_1.TemplatesRpc.listPublicTopics, {}, req.requestId);
    }
    featured(req) {
        return this.rpc.request(contracts_1.TemplatesRpc.listFeaturedTopics, {}, req.requestId);
    }
};
exports.TopicsController = TopicsController;
__decorate([
    (0, common_1.Get)(),
    __param(0, (0, common_1.Req)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object]),
    __metadata("design:returntype", Promise)
], TopicsController.prototype, "list", null);
__decorate([
    (0, common_1.Get)('featured'),
    __param(0, (0, common_1.Req)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object]),
    __metadata("design:returntype", Promise)
], TopicsController.prototype, "featured", null);
exports.TopicsController = TopicsController = __decorate([
    (0, common_1.Controller)('topics'),
    __metadata("design:paramtypes", [rpc_service_1.RpcService])
], TopicsController);
//# sourceMappingURL=topics.controller.js.map