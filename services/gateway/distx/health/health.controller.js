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
exports.HealthController = exports.HEALTH_CACHE_MS = void 0;
const contracts_1 = require("@avtalt/contracts");
const common_1 = require("@nestjs/common");
const redis_provider_1 = require("../redis/redis.provider");
const rpc_service_1 = require("../rpc/rpc.service");
const shared_result_1 = require("./shared-result");
/** The services the gateway depends on, by name, with their health message. */
const SERVICES = {
    identity: contracts_1.IdentityRpc.health,
    templates: contracts_1.TemplatesRpc.health,
    agreements: contracts_1.AgreementsRpc.health,
    documents: contracts_1.DocumentsRpc.health,
    chat: contracts_1.ChatRpc.health,
    notifications: contracts_1.NotificationsRpc.health,
};
/** How long one check's answer is given to every caller (review L8: the route is open to anyone). */
exports.HEALTH_CACHE_MS = 1000;
let HealthController = class HealthController {
    rpc;
    redis;
    shared = new shared_result_1.SharedResult(() => this.check(), exports.HEALTH_CACHE_MS);
    constructor(rpc, redis) {
        this.rpc = rpc;
        this.redis = redis;
    }
    /** 200 when everything answers, else 503; one check at a time, its answer shared for a second. */
    async health(res) {
        const body = await this.shared.get();
        res.status(body.status === 'ok' ? 200 : 503).json(body);
    }
    async check() {
        const [nats, redis, ...services] = await Promise.all([
            this.rpc.natsHealthy(contracts_1.HEALTH_TIMEOUT_MS).then(status),
            this.redisHealthy(),
            ...Object.values(SERVICES).map((definition) => this.rpc
                .request(definition, {})
                .then((reply) => reply.status)
                .catch(() => 'down')),
        ]);
        const byName = Object.fromEntries(Object.keys(SERVICES).map((name, i) => [name, services[i]]));
        const allOk = nats === 'ok' && redis === 'ok' && services.every((s) => s === 'ok');
        return { status: allOk ? 'ok' : 'down', nats, redis, services: byName };
    }
    async redisHealthy() {
        if (!this.redis.isReady)
            return 'down';
        const timeout = new Promise((_, reject) => setTimeout(() => reject(new Error('timeout')), contracts_1.HEALTH_TIMEOUT_MS));
        return Promise.race([this.redis.ping(), timeout]).then(() => 'ok', () => 'down');
    }
};
exports.HealthController = HealthController;
__decorate([
    (0, common_1.Get)(),
    __param(0, (0, common_1.Res)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object]),
    __metadata("design:returntype", Promise)
], HealthController.prototype, "health", null);
exports.HealthController = HealthController = __decorate([
    (0, common_1.Controller)('health'),
    __param(1, (0, common_1.Inject)(redis_provider_1.REDIS)),
    __metadata("design:paramtypes", [rpc_service_1.RpcService, Object])
], HealthController);
function status(ok) {
    return ok ? 'ok' : 'down';
}
//# sourceMappingURL=health.controller.js.map