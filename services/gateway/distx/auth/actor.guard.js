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
Object.defineProperty(exports, "__esModule", { value: true });
exports.CurrentActor = exports.AdminGuard = exports.ActorGuard = void 0;
const contracts_1 = require("@avtalt/contracts");
const service_kit_1 = require("@avtalt/service-kit");
const common_1 = require("@nestjs/common");
const rpc_service_1 = require("../rpc/rpc.service");
/** 401 unless logged in; puts the caller's id and admin flag (asked of identity, never taken from the client) on the request. */
let ActorGuard = class ActorGuard {
    rpc;
    constructor(rpc) {
        this.rpc = rpc;
    }
    async canActivate(context) {
        const req = context.switchToHttp().getRequest();
        const userId = req.session?.userId;
        if (!userId)
            throw new service_kit_1.DomainError(contracts_1.ErrorCode.LoginRequired, contracts_1.Messages.unauthenticated);
        const user = await this.rpc
            .request(contracts_1.IdentityRpc.getUser, { userId }, req.requestId)
            .catch((error) => {
            if (error instanceof service_kit_1.DomainError && error.code === contracts_1.ErrorCode.NotFound)
                throw new service_kit_1.DomainError(contracts_1.ErrorCode.LoginRequired, contracts_1.Messages.unauthenticated);
            throw error;
        });
        req.actor = { userId: user.id, isAdmin: user.isAdmin };
        return true;
    }
};
exports.ActorGuard = ActorGuard;
exports.ActorGuard = ActorGuard = __decorate([
    (0, common_1.Injectable)(),
    __metadata("design:paramtypes", [rpc_service_1.RpcService])
], ActorGuard);
/** 401 when not logged in, 403 unless identity says the caller is an admin. */
let AdminGuard = class AdminGuard extends ActorGuard {
    async canActivate(context) {
        await super.canActivate(context);
        if (!context.switchToHttp().getRequest().actor?.isAdmin) {
            throw new service_kit_1.DomainError(contracts_1.ErrorCode.Forbidden, contracts_1.Messages.forbidden);
        }
        return true;
    }
};
exports.AdminGuard = AdminGuard;
exports.AdminGuard = AdminGuard = __decorate([
    (0, common_1.Injectable)()
], AdminGuard);
/** The actor resolved by {@link ActorGuard} / {@link AdminGuard}. */
exports.CurrentActor = (0, common_1.createParamDecorator)((_data, context) => {
    const actor = context.switchToHttp().getRequest().actor;
    if (!actor)
        throw new service_kit_1.DomainError(contracts_1.ErrorCode.LoginRequired, contracts_1.Messages.unauthenticated);
    return actor;
});
//# sourceMappingURL=actor.guard.js.map