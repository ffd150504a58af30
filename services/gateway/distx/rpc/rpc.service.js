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
exports.RpcService = void 0;
const contracts_1 = require("@avtalt/contracts");
const service_kit_1 = require("@avtalt/service-kit");
const common_1 = require("@nestjs/common");
const gateway_config_1 = require("../config/gateway.config");
const trace_context_middleware_1 = require("../http/trace-context.middleware");
/**
 * The gateway's single NATS connection for request-reply with the services. Every call is bounded
 * by its definition's time limit; a service that does not answer becomes a 503.
 */
let RpcService = class RpcService {
    config;
    client;
    constructor(config) {
        this.config = config;
        this.client = (0, service_kit_1.createNatsClient)((0, service_kit_1.natsEndpoint)(config), 'gateway');
    }
    async connect() {
        await this.client.connect();
    }
    /**
     * Calls a service with a message defined in `libs/contracts`; waits the definition's time limit
     * (`RPC_TIMEOUT_MS` replaces the default 5 s ones, which every request-path message uses: long work
     * runs as jobs, docs/long-work-as-jobs.md; only the brief health checks differ).
     * `requestId` (the HTTP request's, `req.requestId`) travels in the message's headers. It is passed
     * explicitly rather than through AsyncLocalStorage: on Node 20 that cost the gateway ~10 % of its
     * throughput (docs/performance.md).
     */
    request(definition, payload, requestId) {
        const timeoutMs = definition.timeoutMs === contracts_1.DEFAULT_RPC_TIMEOUT_MS ? this.config.RPC_TIMEOUT_MS : definition.timeoutMs;
        return (0, service_kit_1.rpcRequest)(this.client, definition, payload, {
            timeoutMs,
            requestId,
            trace: (0, trace_context_middleware_1.traceOfRequest)(requestId),
        });
    }
    /** Subscribes this replica (no queue group) to a subject of plain JSON events. */
    subscribe(subject, onMessage) {
        return (0, service_kit_1.subscribeJson)(this.client, subject, onMessage);
    }
    /**
     * Publishes plain JSON to every subscriber of a subject and resolves once the NATS server has it (a
     * flush), so that what this replica does next is ordered after it; rejects after `timeoutMs`.
     */
    async publish(subject, payload, timeoutMs = 1000) {
        let timer;
        const timeout = new Promise((_, reject) => {
            timer = setTimeout(() => reject(new Error(`publishing on ${subject} timed out`)), timeoutMs);
        });
        const work = (async () => {
            await (0, service_kit_1.publishJson)(this.client, subject, payload);
            await this.client.unwrap().flush();
        })();
        work.catch(() => undefined);
        try {
            await Promise.race([work, timeout]);
        }
        finally {
            clearTimeout(timer);
        }
    }
    /** Whether the NATS connection is open and answers a round trip. */
    async natsHealthy(timeoutMs = 1000) {
        try {
            const connection = this.client.unwrap();
            if (connection.isClosed())
                return false;
            await Promise.race([
                connection.flush(),
                new Promise((_, reject) => setTimeout(() => reject(new Error('timeout')), timeoutMs)),
            ]);
            return true;
        }
        catch {
            return false;
        }
    }
    async onApplicationShutdown() {
        await this.client.close();
    }
};
exports.RpcService = RpcService;
exports.RpcService = RpcService = __decorate([
    (0, common_1.Injectable)(),
    __param(0, (0, common_1.Inject)(gateway_config_1.GATEWAY_CONFIG)),
    __metadata("design:paramtypes", [Object])
], RpcService);
//# sourceMappingURL=rpc.service.js.map