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
exports.NotificationsController = void 0;
const contracts_1 = require("@avtalt/contracts");
const common_1 = require("@nestjs/common");
const actor_guard_1 = require("../auth/actor.guard");
const authenticated_guard_1 = require("../auth/authenticated.guard");
const parse_input_1 = require("../http/parse-input");
const uuid_param_pipe_1 = require("../http/uuid-param.pipe");
const rpc_service_1 = require("../rpc/rpc.service");
const caller_1 = require("../session/caller");
/**
 * The HTTP face of the notifications service (issue 17): invitations by e-mail, the caller's mail
 * preferences, one-click unsubscribe links and the admins' mail log. Every body and query is validated
 * here with its contract (400 in Norwegian) before the service is asked; the service's errors keep their
 * codes (http-status.table.ts: the daily invitation limit is RATE_LIMITED → 429).
 */
let NotificationsController = class NotificationsController {
    rpc;
    constructor(rpc) {
        this.rpc = rpc;
    }
    /** A participant sends the share link to 1–20 addresses; 202: queued, not yet delivered. */
    invite(req, agreementId, body) {
        const input = (0, parse_input_1.parseInput)(contracts_1.invitationsBodySchema, body);
        return this.rpc.request(contracts_1.NotificationsRpc.sendInvitations, { caller: (0, caller_1.callerOf)(req), agreementId, body: input }, req.requestId);
    }
    preferences(req, userId) {
        return this.rpc.request(contracts_1.NotificationsRpc.getPreferences, { userId }, req.requestId);
    }
    /** Changes the given switches; the answer holds all of them. */
    setPreferences(req, userId, body) {
        const input = (0, parse_input_1.parseInput)(contracts_1.notificationPreferencesBodySchema, body);
        return this.rpc.request(contracts_1.NotificationsRpc.setPreferences, { userId, body: input }, req.requestId);
    }
    /**
     * What an unsubscribe link stops (the kind and the masked address). No session: the token is the
     * permission. The request log shows the path without the token (logged-path.rules.ts).
     */
    describeUnsubscribe(req, token) {
        return this.rpc.request(contracts_1.NotificationsRpc.describeUnsubscribe, (0, parse_input_1.parseInput)(contracts_1.unsubscribeMessageSchema, { token }), req.requestId);
    }
    /**
     * Stops it: the page's 'Meld av' button, and RFC 8058 one-click (`List-Unsubscribe-Post`), which a
     * mail provider's server POSTs form-encoded (`List-Unsubscribe=One-Click`) without a cookie or an
     * Origin. The body is not read (any or none is accepted) and the origin check lets this path through
     * (origin-check.middleware.ts): a forged request can only do what the link's holder may do anyway.
     */
    unsubscribe(req, token) {
        return this.rpc.request(contracts_1.NotificationsRpc.unsubscribe, (0, parse_input_1.parseInput)(contracts_1.unsubscribeMessageSchema, { token }), req.requestId);
    }
    /** The mail log for admins: newest first, optionally one state; the addresses masked, never a body. */
    mails(req, query) {
        return this.rpc.request(contracts_1.NotificationsRpc.listMails, { query: (0, parse_input_1.parseInput)(contracts_1.mailLogQuerySchema, query) }, req.requestId);
    }
};
exports.NotificationsController = NotificationsController;
__decorate([
    (0, common_1.Post)('agreements/:id/invitations'),
    (0, common_1.HttpCode)(202),
    (0, common_1.UseGuards)(authenticated_guard_1.AuthenticatedGuard),
    __param(0, (0, common_1.Req)()),
    __param(1, (0, common_1.Param)('id', uuid_param_pipe_1.UuidParamPipe)),
    __param(2, (0, common_1.Body)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, String, Object]),
    __metadata("design:returntype", Promise)
], NotificationsController.prototype, "invite", null);
__decorate([
    (0, common_1.Get)('auth/notifications'),
    (0, common_1.UseGuards)(authenticated_guard_1.AuthenticatedGuard),
    __param(0, (0, common_1.Req)()),
    __param(1, (0, authenticated_guard_1.CurrentUserId)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, String]),
    __metadata("design:returntype", Promise)
], NotificationsController.prototype, "preferences", null);
__decorate([
    (0, common_1.Put)('auth/notifications'),
    (0, common_1.UseGuards)(authenticated_guard_1.AuthenticatedGuard),
    __param(0, (0, common_1.Req)()),
    __param(1, (0, authenticated_guard_1.CurrentUserId)()),
    __param(2, (0, common_1.Body)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, String, Object]),
    __metadata("design:returntype", Promise)
], NotificationsController.prototype, "setPreferences", null);
__decorate([
    (0, common_1.Get)('unsubscribe/:token'),
    __param(0, (0, common_1.Req)()),
    __param(1, (0, common_1.Param)('token')),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, String]),
    __metadata("design:returntype", Promise)
], NotificationsController.prototype, "describeUnsubscribe", null);
__decorate([
    (0, common_1.Post)('unsubscribe/:token'),
    (0, common_1.HttpCode)(200),
    __param(0, (0, common_1.Req)()),
    __param(1, (0, common_1.Param)('token')),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, String]),
    __metadata("design:returntype", Promise)
], NotificationsController.prototype, "unsubscribe", null);
__decorate([
    (0, common_1.Get)('admin/mails'),
    (0, common_1.UseGuards)(actor_guard_1.AdminGuard),
    __param(0, (0, common_1.Req)()),
    __param(1, (0, common_1.Query)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, Object]),
    __metadata("design:returntype", Promise)
], NotificationsController.prototype, "mails", null);
exports.NotificationsController = NotificationsController = __decorate([
    (0, common_1.Controller)(),
    __metadata("design:paramtypes", [rpc_service_1.RpcService])
], NotificationsController);
//# sourceMappingURL=notifications.controller.js.map