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
exports.AdminController = void 0;
const contracts_1 = require("@avtalt/contracts");
const service_kit_1 = require("@avtalt/service-kit");
const common_1 = require("@nestjs/common");
const actor_guard_1 = require("../auth/actor.guard");
const authenticated_guard_1 = require("../auth/authenticated.guard");
const parse_input_1 = require("../http/parse-input");
const rpc_service_1 = require("../rpc/rpc.service");
const admin_queues_rules_1 = require("./admin-queues.rules");
let AdminController = class AdminController {
    rpc;
    constructor(rpc) {
        this.rpc = rpc;
    }
    /** The caller's current standing as identity computes it (a delisted or changed address is no admin). */
    async check(req, userId) {
        const user = await this.rpc.request(contracts_1.IdentityRpc.getUser, { userId }, req.requestId);
        return { isAdmin: user.isAdmin };
    }
    /**
     * Identity decides (docs/admin-role.md): the account's VERIFIED address must be on ADMIN_EMAILS, and the
     * caller must be that account or an admin.
     */
    setup(req, userId, body) {
        return this.rpc.request(contracts_1.IdentityRpc.promoteAdmin, {
            callerId: userId,
            email: (0, parse_input_1.parseInput)(contracts_1.adminSetupBodySchema, body).email,
        }, req.requestId);
    }
    /**
     * Queue state for operators (admins): job counts and the latest failures of each BullMQ queue (PDFs,
     * sealed PDFs `pdf-seal`, question generation, mail). A service that does not answer is shown as
     * `unavailable` under its name instead of failing the whole view: that is when an operator most needs
     * the others. The seal queue is left out with SIGNING=off, and when documents as a whole is away
     * (listed once, as `documents`).
     */
    async queues(req) {
        const unavailable = (service) => (error) => {
            if (error instanceof service_kit_1.DomainError && error.code === contracts_1.ErrorCode.ServiceUnavailable)
                return { queue: service, counts: {}, failed: [], unavailable: true };
            throw error;
        };
        const [documents, seal, templates, notifications] = await Promise.all([
            this.rpc.request(contracts_1.DocumentsRpc.queueStats, {}, req.requestId).catch(unavailable('documents')),
            this.rpc
                .request(contracts_1.DocumentsRpc.sealQueueStats, {}, req.requestId)
                .catch((error) => {
                if (error instanceof service_kit_1.DomainError && error.code === contracts_1.ErrorCode.SigningDisabled)
                    return null;
                return unavailable(admin_queues_rules_1.SEAL_QUEUE)(error);
            }),
            this.rpc.request(contracts_1.TemplatesRpc.queueStats, {}, req.requestId).catch(unavailable('templates')),
            this.rpc.request(contracts_1.NotificationsRpc.queueStats, {}, req.requestId).catch(unavailable('notifications')),
        ]);
        return { queues: (0, admin_queues_rules_1.adminQueues)({ documents, seal, templates, notifications }) };
    }
};
exports.AdminController = AdminController;
__decorate([
    (0, common_1.Get)('check'),
    __param(0, (0, common_1.Req)()),
    __param(1, (0, authenticated_guard_1.CurrentUserId)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, String]),
    __metadata("design:returntype", Promise)
], AdminController.prototype, "check", null);
__decorate([
    (0, common_1.Post)('setup'),
    (0, common_1.HttpCode)(200),
    __param(0, (0, common_1.Req)()),
    __param(1, (0, authenticated_guard_1.CurrentUserId)()),
    __param(2, (0, common_1.Body)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, String, Object]),
    __metadata("design:returntype", Promise)
], AdminController.prototype, "setup", null);
__decorate([
    (0, common_1.Get)('queues'),
    (0, common_1.UseGuards)(actor_guard_1.AdminGuard),
    __param(0, (0, common_1.Req)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object]),
    __metadata("design:returntype", Promise)
], AdminController.prototype, "queues", null);
exports.AdminController = AdminController = __decorate([
    (0, common_1.Controller)('admin'),
    (0, common_1.UseGuards)(authenticated_guard_1.AuthenticatedGuard),
    __metadata("design:paramtypes", [rpc_service_1.RpcService])
], AdminController);
//# sourceMappingURL=admin.controller.js.map