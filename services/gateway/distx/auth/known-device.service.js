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
exports.KnownDeviceService = exports.DEVICE_COOKIE = void 0;
exports.readCookie = readCookie;
const common_1 = require("@nestjs/common");
const node_crypto_1 = require("node:crypto");
const gateway_config_1 = require("../config/gateway.config");
const redis_provider_1 = require("../redis/redis.provider");
const login_limits_rules_1 = require("./login-limits.rules");
exports.DEVICE_COOKIE = 'avtalt.device';
/** The cookie is only sent to the login routes; nothing else needs it. */
const DEVICE_COOKIE_PATH = '/api/auth';
/** 32 random bytes in base64url. */
const TOKEN_FORMAT = /^[A-Za-z0-9_-]{43}$/;
const deviceKey = (tokenHash, account) => `login-device:${tokenHash}:${account}`;
const userDevicesKey = (userId) => `login-devices:user:${userId}`;
/** The value of one cookie in the request's Cookie header (no cookie parser is mounted on /api). */
function readCookie(header, name) {
    for (const part of (header ?? '').split(';')) {
        const index = part.indexOf('=');
        if (index > 0 && part.slice(0, index).trim() === name)
            return part.slice(index + 1).trim();
    }
    return undefined;
}
/**
 * Known devices: after a successful login the browser gets a long-lived, random, HttpOnly cookie whose
 * hash is stored in Redis bound to the account (hashed e-mail) and the user id. A login carrying it
 * uses a failure bucket of its own, so strangers cannot lock the owner out.
 */
let KnownDeviceService = class KnownDeviceService {
    redis;
    config;
    constructor(redis, config) {
        this.redis = redis;
        this.config = config;
    }
    get ttlSeconds() {
        return this.config.LOGIN_DEVICE_TTL_DAYS * 24 * 60 * 60;
    }
    token(req) {
        const token = readCookie(req.headers.cookie, exports.DEVICE_COOKIE);
        return token && TOKEN_FORMAT.test(token) ? token : undefined;
    }
    /** The device, when the request carries a device cookie known for the account with `email`. */
    async recognise(req, email) {
        const token = this.token(req);
        if (!token)
            return null;
        const tokenHash = (0, login_limits_rules_1.deviceTokenHash)(token);
        const userId = await this.redis.get(deviceKey(tokenHash, (0, login_limits_rules_1.accountHash)(email)));
        return userId ? { tokenHash, userId } : null;
    }
    /**
     * After a successful login (or registration): a device already known for this user keeps its token
     * and gets a fresh expiry; any other browser gets a new token (never one it brought along, so a
     * cookie planted by someone else never becomes a known device).
     */
    async remember(req, res, user) {
        const known = req.knownDevice && req.knownDevice.userId === user.id ? this.token(req) : undefined;
        const token = known ?? (0, node_crypto_1.randomBytes)(32).toString('base64url');
        const key = deviceKey((0, login_limits_rules_1.deviceTokenHash)(token), (0, login_limits_rules_1.accountHash)(user.email));
        const devices = userDevicesKey(user.id);
        await this.redis
            .multi()
            .set(key, user.id, { EX: this.ttlSeconds })
            .sAdd(devices, key)
            .expire(devices, this.ttlSeconds)
            .exec();
        res.cookie(exports.DEVICE_COOKIE, token, {
            httpOnly: true,
            sameSite: 'lax',
            secure: this.config.COOKIE_SECURE,
            path: DEVICE_COOKIE_PATH,
            maxAge: this.ttlSeconds * 1000,
        });
    }
    /** After a password change: every other device of the user is forgotten (it must log in again). */
    async forgetOthers(req, userId) {
        const devices = userDevicesKey(userId);
        const keys = await this.redis.sMembers(devices);
        const token = this.token(req);
        const current = token ? `login-device:${(0, login_limits_rules_1.deviceTokenHash)(token)}:` : undefined;
        const others = keys.filter((key) => !current || !key.startsWith(current));
        if (others.length === 0)
            return;
        await this.redis.multi().del(others).sRem(devices, others).exec();
    }
    /** After a password reset: every device of the user is forgotten (each must log in again). */
    async forgetAll(userId) {
        const devices = userDevicesKey(userId);
        const keys = await this.redis.sMembers(devices);
        await this.redis
            .multi()
            .del([...keys, devices])
            .exec();
    }
};
exports.KnownDeviceService = KnownDeviceService;
exports.KnownDeviceService = KnownDeviceService = __decorate([
    (0, common_1.Injectable)(),
    __param(0, (0, common_1.Inject)(redis_provider_1.REDIS)),
    __param(1, (0, common_1.Inject)(gateway_config_1.GATEWAY_CONFIG)),
    __metadata("design:paramtypes", [Object, Object])
], KnownDeviceService);
//# sourceMappingURL=known-device.service.js.map