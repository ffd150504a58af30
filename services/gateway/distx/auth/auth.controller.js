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
exports.AuthController = void 0;
const contracts_1 = require("@avtalt/contracts");
const service_kit_1 = require("@avtalt/service-kit");
const common_1 = require("@nestjs/common");
const client_key_1 = require("../http/client-key");
const rate_limits_1 = require("../http/rate-limits");
const parse_input_1 = require("../http/parse-input");
const rpc_service_1 = require("../rpc/rpc.service");
const session_service_1 = require("../session/session.service");
const authenticated_guard_1 = require("./authenticated.guard");
const known_device_service_1 = require("./known-device.service");
const local_auth_guard_1 = require("./local-auth.guard");
const login_rate_limiter_1 = require("./login-rate-limiter");
const password_reset_rate_limiter_1 = require("./password-reset-rate-limiter");
let AuthController = class AuthController {
    rpc;
    sessions;
    devices;
    registrations;
    passwordResets;
    limiter;
    emailChanges;
    constructor(rpc, sessions, devices, registrations, passwordResets, limiter, emailChanges) {
        this.rpc = rpc;
        this.sessions = sessions;
        this.devices = devices;
        this.registrations = registrations;
        this.passwordResets = passwordResets;
        this.limiter = limiter;
        this.emailChanges = emailChanges;
    }
    /** The account's address, whose login bucket a password check draws on. */
    async accountEmail(req, userId) {
        return (await this.rpc.request(contracts_1.IdentityRpc.getUser, { userId }, req.requestId)).email;
    }
    async user(req) {
        const userId = req.session.userId;
        if (!userId)
            throw new service_kit_1.DomainError(contracts_1.ErrorCode.LoginRequired, contracts_1.Messages.unauthenticated);
        try {
            return await this.rpc.request(contracts_1.IdentityRpc.getUser, { userId }, req.requestId);
        }
        catch (error) {
            // The account is gone: the session is worthless.
            if (error instanceof service_kit_1.DomainError && error.code === contracts_1.ErrorCode.NotFound) {
                delete req.session.userId;
                throw new service_kit_1.DomainError(contracts_1.ErrorCode.LoginRequired, contracts_1.Messages.unauthenticated);
            }
            throw error;
        }
    }
    async login(req, res) {
        const user = req.user;
        await this.sessions.logIn(req, user);
        await this.devices.remember(req, res, user);
        return user;
    }
    /** Rate-limited per IP (every well-formed attempt counts) before identity is asked. */
    async register(req, res, body) {
        const input = (0, parse_input_1.parseInput)(contracts_1.registerBodySchema, body);
        await this.registrations.reserve((0, client_key_1.clientKey)(req.ip));
        const user = await this.rpc.request(contracts_1.IdentityRpc.register, input, req.requestId);
        await this.sessions.logIn(req, user);
        await this.devices.remember(req, res, user);
        return user;
    }
    async logout(req, res) {
        await this.sessions.logOut(req, res);
    }
    /**
     * Names and picture at once; a new address (issue 31) only with `currentPassword`, checked under the
     * account's login limit, and then only asked for: it becomes the account's when the link mailed to it
     * is followed (`pendingEmailMasked` meanwhile). Review L5: at most EMAIL_CHANGE_MAX_PER_ACCOUNT new
     * addresses per window (429 past it, before the password is checked), and the answer is the same whether
     * or not the new address is another account's, `message` included.
     */
    async profile(req, userId, body) {
        const input = { ...(0, parse_input_1.parseInput)(contracts_1.profileBodySchema, body), userId };
        const update = () => this.rpc.request(contracts_1.IdentityRpc.updateProfile, input, req.requestId);
        // Without a password identity changes no address (400 for a new one), so there is nothing to count.
        if (input.currentPassword === undefined)
            return this.withSessionName(req, await update());
        const accountEmail = await this.accountEmail(req, userId);
        const checked = () => this.limiter.guardPasswordCheck(accountEmail, update);
        if (input.email === accountEmail.toLowerCase())
            return this.withSessionName(req, await checked());
        const user = await this.emailChanges.guard(userId, checked);
        return { ...this.withSessionName(req, user), message: contracts_1.UserMessages.emailChangeLinkSent };
    }
    /** The session keeps the name the caller acts under (chat, activity); a profile change may have changed it. */
    withSessionName(req, user) {
        req.session.userName = (0, session_service_1.fullName)(user);
        return user;
    }
    /** Review M1: the current password is checked under the account's login limit (429 past it). */
    async password(req, userId, body) {
        const input = { ...(0, parse_input_1.parseInput)(contracts_1.changePasswordBodySchema, body), userId };
        await this.limiter.guardPasswordCheck(await this.accountEmail(req, userId), () => this.rpc.request(contracts_1.IdentityRpc.changePassword, input, req.requestId));
        await this.sessions.endOtherSessions(userId, req.sessionID);
        await this.devices.forgetOthers(req, userId);
    }
    /**
     * 'Glemt passord?' (issue 17): 202 `{accepted: true}` whether or not an account has the address (the
     * link goes only to an account's address). Rate-limited before identity is asked, per client and address
     * (review L6: a browser that has logged in to the account has a bucket of its own, so strangers asking for
     * the address cannot stop its owner's reset there). Past the address's ceiling over all clients the answer
     * is the same and identity is not asked: no mail, while the links already sent still work. The token is in
     * bodies only, never in a path, so the request log never holds one.
     */
    async requestPasswordReset(req, body) {
        const { email } = (0, parse_input_1.parseInput)(contracts_1.passwordResetRequestBodySchema, body);
        const device = await this.devices.recognise(req, email);
        const reservation = await this.passwordResets.reserve({
            client: (0, client_key_1.clientKey)(req.ip),
            email,
            knownDeviceHash: device?.tokenHash ?? null,
        });
        if (!reservation.mail)
            return { accepted: true };
        try {
            return await this.rpc.request(contracts_1.IdentityRpc.requestPasswordReset, { email }, req.requestId);
        }
        catch (error) {
            // No link was made (identity or notifications down): the ceiling counts only links that went out,
            // so it never holds mails back while no live link is in the mailbox.
            await reservation.release();
            throw error;
        }
    }
    /** A new password from a reset link; then every session of the account ends and every known device is forgotten. */
    async confirmPasswordReset(req, body) {
        const input = (0, parse_input_1.parseInput)(contracts_1.passwordResetConfirmBodySchema, body);
        const { userId } = await this.rpc.request(contracts_1.IdentityRpc.resetPassword, input, req.requestId);
        await this.sessions.endAllSessions(userId);
        await this.devices.forgetAll(userId);
    }
    /**
     * The confirmation link of an address, opened while logged in as its account (401 logged out, 403 as
     * another account): the account as it is now (`emailVerified: true`).
     */
    verifyEmail(req, body, userId) {
        return this.rpc.request(contracts_1.IdentityRpc.verifyEmail, { ...(0, parse_input_1.parseInput)(contracts_1.verifyEmailBodySchema, body), userId }, req.requestId);
    }
    /**
     * Issue 31: the link mailed to the old address when a new one was asked for stops the change (no login
     * needed); every session of the account ends, since whoever asked knew the password.
     */
    async stopEmailChange(req, body) {
        const { userId } = await this.rpc.request(contracts_1.IdentityRpc.stopEmailChange, (0, parse_input_1.parseInput)(contracts_1.stopEmailChangeBodySchema, body), req.requestId);
        await this.sessions.endAllSessions(userId);
    }
    /** The logged-in account withdraws its waiting address change (409 when none waits). */
    cancelEmailChange(req, userId) {
        return this.rpc.request(contracts_1.IdentityRpc.cancelEmailChange, { userId }, req.requestId);
    }
    /**
     * A new confirmation link: to the waiting new address when a change waits, else to the logged-in user's
     * address (409 when confirmed, 429 past the hourly limit).
     */
    async resendVerification(req, userId) {
        return this.rpc.request(contracts_1.IdentityRpc.requestEmailVerification, { userId }, req.requestId);
    }
};
exports.AuthController = AuthController;
__decorate([
    (0, common_1.Get)('user'),
    __param(0, (0, common_1.Req)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object]),
    __metadata("design:returntype", Promise)
], AuthController.prototype, "user", null);
__decorate([
    (0, common_1.Post)('login'),
    (0, common_1.HttpCode)(200),
    (0, common_1.UseGuards)(local_auth_guard_1.LocalAuthGuard),
    __param(0, (0, common_1.Req)()),
    __param(1, (0, common_1.Res)({ passthrough: true })),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, Object]),
    __metadata("design:returntype", Promise)
], AuthController.prototype, "login", null);
__decorate([
    (0, common_1.Post)('register'),
    (0, common_1.HttpCode)(201),
    __param(0, (0, common_1.Req)()),
    __param(1, (0, common_1.Res)({ passthrough: true })),
    __param(2, (0, common_1.Body)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, Object, Object]),
    __metadata("design:returntype", Promise)
], AuthController.prototype, "register", null);
__decorate([
    (0, common_1.Post)('logout'),
    (0, common_1.HttpCode)(204),
    __param(0, (0, common_1.Req)()),
    __param(1, (0, common_1.Res)({ passthrough: true })),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, Object]),
    __metadata("design:returntype", Promise)
], AuthController.prototype, "logout", null);
__decorate([
    (0, common_1.Put)('profile'),
    (0, common_1.UseGuards)(authenticated_guard_1.AuthenticatedGuard),
    __param(0, (0, common_1.Req)()),
    __param(1, (0, authenticated_guard_1.CurrentUserId)()),
    __param(2, (0, common_1.Body)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, String, Object]),
    __metadata("design:returntype", Promise)
], AuthController.prototype, "profile", null);
__decorate([
    (0, common_1.Put)('password'),
    (0, common_1.HttpCode)(204),
    (0, common_1.UseGuards)(authenticated_guard_1.AuthenticatedGuard),
    __param(0, (0, common_1.Req)()),
    __param(1, (0, authenticated_guard_1.CurrentUserId)()),
    __param(2, (0, common_1.Body)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, String, Object]),
    __metadata("design:returntype", Promise)
], AuthController.prototype, "password", null);
__decorate([
    (0, common_1.Post)('password-reset'),
    (0, common_1.HttpCode)(202),
    __param(0, (0, common_1.Req)()),
    __param(1, (0, common_1.Body)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, Object]),
    __metadata("design:returntype", Promise)
], AuthController.prototype, "requestPasswordReset", null);
__decorate([
    (0, common_1.Post)('password-reset/confirm'),
    (0, common_1.HttpCode)(204),
    __param(0, (0, common_1.Req)()),
    __param(1, (0, common_1.Body)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, Object]),
    __metadata("design:returntype", Promise)
], AuthController.prototype, "confirmPasswordReset", null);
__decorate([
    (0, common_1.Post)('verify-email'),
    (0, common_1.HttpCode)(200),
    (0, common_1.UseGuards)(authenticated_guard_1.AuthenticatedGuard),
    __param(0, (0, common_1.Req)()),
    __param(1, (0, common_1.Body)()),
    __param(2, (0, authenticated_guard_1.CurrentUserId)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, Object, String]),
    __metadata("design:returntype", Promise)
], AuthController.prototype, "verifyEmail", null);
__decorate([
    (0, common_1.Post)('email-change/stop'),
    (0, common_1.HttpCode)(204),
    __param(0, (0, common_1.Req)()),
    __param(1, (0, common_1.Body)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, Object]),
    __metadata("design:returntype", Promise)
], AuthController.prototype, "stopEmailChange", null);
__decorate([
    (0, common_1.Delete)('email-change'),
    (0, common_1.UseGuards)(authenticated_guard_1.AuthenticatedGuard),
    __param(0, (0, common_1.Req)()),
    __param(1, (0, authenticated_guard_1.CurrentUserId)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, String]),
    __metadata("design:returntype", Promise)
], AuthController.prototype, "cancelEmailChange", null);
__decorate([
    (0, common_1.Post)('verify-email/resend'),
    (0, common_1.HttpCode)(202),
    (0, common_1.UseGuards)(authenticated_guard_1.AuthenticatedGuard),
    __param(0, (0, common_1.Req)()),
    __param(1, (0, authenticated_guard_1.CurrentUserId)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, String]),
    __metadata("design:returntype", Promise)
], AuthController.prototype, "resendVerification", null);
exports.AuthController = AuthController = __decorate([
    (0, common_1.Controller)('auth'),
    __metadata("design:paramtypes", [rpc_service_1.RpcService,
        session_service_1.SessionService,
        known_device_service_1.KnownDeviceService,
        rate_limits_1.RegistrationLimiter,
        password_reset_rate_limiter_1.PasswordResetRateLimiter,
        login_rate_limiter_1.LoginRateLimiter,
        rate_limits_1.EmailChangeLimiter])
], AuthController);
//# sourceMappingURL=auth.controller.js.map