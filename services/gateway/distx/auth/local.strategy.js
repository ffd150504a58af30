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
exports.LocalStrategy = void 0;
const contracts_1 = require("@avtalt/contracts");
const service_kit_1 = require("@avtalt/service-kit");
const common_1 = require("@nestjs/common");
const passport_1 = require("@nestjs/passport");
const passport_local_1 = require("passport-local");
const client_key_1 = require("../http/client-key");
const parse_input_1 = require("../http/parse-input");
const rpc_service_1 = require("../rpc/rpc.service");
const known_device_service_1 = require("./known-device.service");
const login_rate_limiter_1 = require("./login-rate-limiter");
/**
 * passport-local: a unit of the rate limit is reserved first (429 when none is left), then identity
 * verifies the credentials; a known device draws on its own bucket (docs/sessions-and-login.md).
 */
let LocalStrategy = class LocalStrategy extends (0, passport_1.PassportStrategy)(passport_local_1.Strategy, 'local') {
    rpc;
    limiter;
    devices;
    constructor(rpc, limiter, devices) {
        super({ usernameField: 'email', passwordField: 'password', passReqToCallback: true });
        this.rpc = rpc;
        this.limiter = limiter;
        this.devices = devices;
    }
    async validate(req) {
        const credentials = (0, parse_input_1.parseInput)(contracts_1.loginBodySchema, req.body);
        const device = await this.devices.recognise(req, credentials.email);
        const reservation = await this.limiter.reserve({
            email: credentials.email,
            ip: (0, client_key_1.clientKey)(req.ip),
            knownDeviceHash: device?.tokenHash ?? null,
        });
        let user;
        try {
            user = await this.rpc.request(contracts_1.IdentityRpc.verifyCredentials, credentials, req.requestId);
        }
        catch (error) {
            const wrong = error instanceof service_kit_1.DomainError && error.code === contracts_1.ErrorCode.InvalidCredentials;
            await this.limiter.settle(reservation, wrong ? 'wrong-credentials' : 'not-verified');
            throw error;
        }
        await this.limiter.settle(reservation, 'success');
        req.knownDevice = device;
        return user;
    }
};
exports.LocalStrategy = LocalStrategy;
exports.LocalStrategy = LocalStrategy = __decorate([
    (0, common_1.Injectable)(),
    __metadata("design:paramtypes", [rpc_service_1.RpcService,
        login_rate_limiter_1.LoginRateLimiter,
        known_device_service_1.KnownDeviceService])
], LocalStrategy);
//# sourceMappingURL=local.strategy.js.map