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
exports.AdminTemplatesController = void 0;
const contracts_1 = require("@avtalt/contracts");
const service_kit_1 = require("@avtalt/service-kit");
const common_1 = require("@nestjs/common");
const actor_guard_1 = require("../auth/actor.guard");
const gateway_config_1 = require("../config/gateway.config");
const parse_input_1 = require("../http/parse-input");
const uuid_param_pipe_1 = require("../http/uuid-param.pipe");
const wait_for_job_1 = require("../jobs/wait-for-job");
const rpc_service_1 = require("../rpc/rpc.service");
/** Admin spec §7. Every route needs an admin, except creating a topic (end-user spec §4). */
let AdminTemplatesController = class AdminTemplatesController {
    rpc;
    config;
    constructor(rpc, config) {
        this.rpc = rpc;
        this.config = config;
    }
    topics(req) {
        return this.rpc.request(contracts_1.TemplatesRpc.listTopics, {}, req.requestId);
    }
    /** Admins create catalogue topics; logged-in users publish a custom topic (public, never featured). */
    createTopic(req, actor, body) {
        return this.rpc.request(contracts_1.TemplatesRpc.createTopic, {
            actor,
            body: (0, parse_input_1.parseInput)(contracts_1.createTopicBodySchema, body),
        }, req.requestId);
    }
    updateTopic(req, id, body) {
        return this.rpc.request(contracts_1.TemplatesRpc.updateTopic, { id, body: (0, parse_input_1.parseInput)(contracts_1.updateTopicBodySchema, body) }, req.requestId);
    }
    async deleteTopic(req, id) {
        await this.rpc.request(contracts_1.TemplatesRpc.deleteTopic, { id }, req.requestId);
    }
    templates(req, topicId) {
        return this.rpc.request(contracts_1.TemplatesRpc.listTemplates, { topicId }, req.requestId);
    }
    createTemplate(req, topicId, body) {
        return this.rpc.request(contracts_1.TemplatesRpc.createTemplate, {
            topicId,
            body: (0, parse_input_1.parseInput)(contracts_1.createTemplateBodySchema, body),
        }, req.requestId);
    }
    reorder(req, topicId, body) {
        return this.rpc.request(contracts_1.TemplatesRpc.reorderTemplates, {
            topicId,
            body: (0, parse_input_1.parseInput)(contracts_1.reorderBodySchema, body),
        }, req.requestId);
    }
    /**
     * Admin spec §5: answers with the new questions. The generation is a job in the templates service;
     * this request polls it with ordinary RPCs (at most JOB_WAIT_MS), so no RPC waits for a model and a
     * service that stops answering is a 503 within one RPC time limit.
     */
    async generate(req, topicId, body) {
        const { count } = (0, parse_input_1.parseInput)(contracts_1.generateBodySchema, body);
        const { jobId } = await this.rpc.request(contracts_1.TemplatesRpc.startRegeneration, { topicId, count }, req.requestId);
        const job = await (0, wait_for_job_1.waitForJob)(() => this.rpc.request(contracts_1.TemplatesRpc.regenerationStatus, { jobId }, req.requestId), this.config.JOB_WAIT_MS);
        if (job.status === 'pending')
            throw new service_kit_1.DomainError(contracts_1.ErrorCode.ServiceUnavailable, contracts_1.QuestionDraftMessages.timeout);
        if (job.status === 'failed') {
            throw new service_kit_1.DomainError(contracts_1.ErrorCode.UpstreamFailed, job.message ?? contracts_1.TemplateMessages.generationFailed, job.details ?? undefined);
        }
        return { templates: await this.rpc.request(contracts_1.TemplatesRpc.listTemplates, { topicId }, req.requestId) };
    }
    /** Issue 33: whether a catalogue update is offered for a seeded topic, and what it changes. */
    catalogueUpdate(req, topicId) {
        return this.rpc.request(contracts_1.TemplatesRpc.catalogueUpdate, { topicId }, req.requestId);
    }
    /** Issue 33: replaces the topic's content (the admin's own changes included) with the catalogue's version. */
    takeCatalogueUpdate(req, topicId, body) {
        return this.rpc.request(contracts_1.TemplatesRpc.takeCatalogueUpdate, { topicId, body: (0, parse_input_1.parseInput)(contracts_1.catalogueUpdateBodySchema, body) }, req.requestId);
    }
    /** Issue 33: keeps the topic's content; the notice goes until the catalogue changes again. */
    keepCatalogueVersion(req, topicId, body) {
        return this.rpc.request(contracts_1.TemplatesRpc.keepCatalogueVersion, { topicId, body: (0, parse_input_1.parseInput)(contracts_1.catalogueUpdateBodySchema, body) }, req.requestId);
    }
    topicRules(req, topicId) {
        return this.rpc.request(contracts_1.TemplatesRpc.listRules, { topicId }, req.requestId);
    }
    updateTemplate(req, id, body) {
        return this.rpc.request(contracts_1.TemplatesRpc.updateTemplate, {
            id,
            body: (0, parse_input_1.parseInput)(contracts_1.updateTemplateBodySchema, body),
        }, req.requestId);
    }
    async deleteTemplate(req, id) {
        await this.rpc.request(contracts_1.TemplatesRpc.deleteTemplate, { id }, req.requestId);
    }
    rules(req, templateId) {
        return this.rpc.request(contracts_1.TemplatesRpc.listRules, { templateId }, req.requestId);
    }
    createRule(req, templateId, body) {
        return this.rpc.request(contracts_1.TemplatesRpc.createRule, { templateId, body: (0, parse_input_1.parseInput)(contracts_1.ruleBodySchema, body) }, req.requestId);
    }
    updateRule(req, id, body) {
        return this.rpc.request(contracts_1.TemplatesRpc.updateRule, { id, body: (0, parse_input_1.parseInput)(contracts_1.ruleBodySchema, body) }, req.requestId);
    }
    async deleteRule(req, id) {
        await this.rpc.request(contracts_1.TemplatesRpc.deleteRule, { id }, req.requestId);
    }
};
exports.AdminTemplatesController = AdminTemplatesController;
__decorate([
    (0, common_1.Get)('topics'),
    (0, common_1.UseGuards)(actor_guard_1.AdminGuard),
    __param(0, (0, common_1.Req)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object]),
    __metadata("design:returntype", Promise)
], AdminTemplatesController.prototype, "topics", null);
__decorate([
    (0, common_1.Post)('topics'),
    (0, common_1.UseGuards)(actor_guard_1.ActorGuard),
    __param(0, (0, common_1.Req)()),
    __param(1, (0, actor_guard_1.CurrentActor)()),
    __param(2, (0, common_1.Body)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, Object, Object]),
    __metadata("design:returntype", Promise)
], AdminTemplatesController.prototype, "createTopic", null);
__decorate([
    (0, common_1.Put)('topics/:id'),
    (0, common_1.UseGuards)(actor_guard_1.AdminGuard),
    __param(0, (0, common_1.Req)()),
    __param(1, (0, common_1.Param)('id', uuid_param_pipe_1.UuidParamPipe)),
    __param(2, (0, common_1.Body)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, String, Object]),
    __metadata("design:returntype", Promise)
], AdminTemplatesController.prototype, "updateTopic", null);
__decorate([
    (0, common_1.Delete)('topics/:id'),
    (0, common_1.HttpCode)(204),
    (0, common_1.UseGuards)(actor_guard_1.AdminGuard),
    __param(0, (0, common_1.Req)()),
    __param(1, (0, common_1.Param)('id', uuid_param_pipe_1.UuidParamPipe)),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, String]),
    __metadata("design:returntype", Promise)
], AdminTemplatesController.prototype, "deleteTopic", null);
__decorate([
    (0, common_1.Get)('topics/:id/templates'),
    (0, common_1.UseGuards)(actor_guard_1.AdminGuard),
    __param(0, (0, common_1.Req)()),
    __param(1, (0, common_1.Param)('id', uuid_param_pipe_1.UuidParamPipe)),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, String]),
    __metadata("design:returntype", Promise)
], AdminTemplatesController.prototype, "templates", null);
__decorate([
    (0, common_1.Post)('topics/:id/templates'),
    (0, common_1.UseGuards)(actor_guard_1.AdminGuard),
    __param(0, (0, common_1.Req)()),
    __param(1, (0, common_1.Param)('id', uuid_param_pipe_1.UuidParamPipe)),
    __param(2, (0, common_1.Body)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, String, Object]),
    __metadata("design:returntype", Promise)
], AdminTemplatesController.prototype, "createTemplate", null);
__decorate([
    (0, common_1.Post)('topics/:id/templates/order'),
    (0, common_1.HttpCode)(200),
    (0, common_1.UseGuards)(actor_guard_1.AdminGuard),
    __param(0, (0, common_1.Req)()),
    __param(1, (0, common_1.Param)('id', uuid_param_pipe_1.UuidParamPipe)),
    __param(2, (0, common_1.Body)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, String, Object]),
    __metadata("design:returntype", Promise)
], AdminTemplatesController.prototype, "reorder", null);
__decorate([
    (0, common_1.Post)('topics/:id/generate-questions'),
    (0, common_1.HttpCode)(200),
    (0, common_1.UseGuards)(actor_guard_1.AdminGuard),
    __param(0, (0, common_1.Req)()),
    __param(1, (0, common_1.Param)('id', uuid_param_pipe_1.UuidParamPipe)),
    __param(2, (0, common_1.Body)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, String, Object]),
    __metadata("design:returntype", Promise)
], AdminTemplatesController.prototype, "generate", null);
__decorate([
    (0, common_1.Get)('topics/:id/catalogue-update'),
    (0, common_1.UseGuards)(actor_guard_1.AdminGuard),
    __param(0, (0, common_1.Req)()),
    __param(1, (0, common_1.Param)('id', uuid_param_pipe_1.UuidParamPipe)),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, String]),
    __metadata("design:returntype", Promise)
], AdminTemplatesController.prototype, "catalogueUpdate", null);
__decorate([
    (0, common_1.Post)('topics/:id/catalogue-update'),
    (0, common_1.HttpCode)(200),
    (0, common_1.UseGuards)(actor_guard_1.AdminGuard),
    __param(0, (0, common_1.Req)()),
    __param(1, (0, common_1.Param)('id', uuid_param_pipe_1.UuidParamPipe)),
    __param(2, (0, common_1.Body)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, String, Object]),
    __metadata("design:returntype", Promise)
], AdminTemplatesController.prototype, "takeCatalogueUpdate", null);
__decorate([
    (0, common_1.Post)('topics/:id/catalogue-update/keep'),
    (0, common_1.HttpCode)(200),
    (0, common_1.UseGuards)(actor_guard_1.AdminGuard),
    __param(0, (0, common_1.Req)()),
    __param(1, (0, common_1.Param)('id', uuid_param_pipe_1.UuidParamPipe)),
    __param(2, (0, common_1.Body)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, String, Object]),
    __metadata("design:returntype", Promise)
], AdminTemplatesController.prototype, "keepCatalogueVersion", null);
__decorate([
    (0, common_1.Get)('topics/:id/logic'),
    (0, common_1.UseGuards)(actor_guard_1.AdminGuard),
    __param(0, (0, common_1.Req)()),
    __param(1, (0, common_1.Param)('id', uuid_param_pipe_1.UuidParamPipe)),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, String]),
    __metadata("design:returntype", Promise)
], AdminTemplatesController.prototype, "topicRules", null);
__decorate([
    (0, common_1.Put)('templates/:id'),
    (0, common_1.UseGuards)(actor_guard_1.AdminGuard),
    __param(0, (0, common_1.Req)()),
    __param(1, (0, common_1.Param)('id', uuid_param_pipe_1.UuidParamPipe)),
    __param(2, (0, common_1.Body)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, String, Object]),
    __metadata("design:returntype", Promise)
], AdminTemplatesController.prototype, "updateTemplate", null);
__decorate([
    (0, common_1.Delete)('templates/:id'),
    (0, common_1.HttpCode)(204),
    (0, common_1.UseGuards)(actor_guard_1.AdminGuard),
    __param(0, (0, common_1.Req)()),
    __param(1, (0, common_1.Param)('id', uuid_param_pipe_1.UuidParamPipe)),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, String]),
    __metadata("design:returntype", Promise)
], AdminTemplatesController.prototype, "deleteTemplate", null);
__decorate([
    (0, common_1.Get)('templates/:id/logic'),
    (0, common_1.UseGuards)(actor_guard_1.AdminGuard),
    __param(0, (0, common_1.Req)()),
    __param(1, (0, common_1.Param)('id', uuid_param_pipe_1.UuidParamPipe)),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, String]),
    __metadata("design:returntype", Promise)
], AdminTemplatesController.prototype, "rules", null);
__decorate([
    (0, common_1.Post)('templates/:id/logic'),
    (0, common_1.UseGuards)(actor_guard_1.AdminGuard),
    __param(0, (0, common_1.Req)()),
    __param(1, (0, common_1.Param)('id', uuid_param_pipe_1.UuidParamPipe)),
    __param(2, (0, common_1.Body)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, String, Object]),
    __metadata("design:returntype", Promise)
], AdminTemplatesController.prototype, "createRule", null);
__decorate([
    (0, common_1.Put)('logic/:ruleId'),
    (0, common_1.UseGuards)(actor_guard_1.AdminGuard),
    __param(0, (0, common_1.Req)()),
    __param(1, (0, common_1.Param)('ruleId', uuid_param_pipe_1.UuidParamPipe)),
    __param(2, (0, common_1.Body)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, String, Object]),
    __metadata("design:returntype", Promise)
], AdminTemplatesController.prototype, "updateRule", null);
__decorate([
    (0, common_1.Delete)('logic/:ruleId'),
    (0, common_1.HttpCode)(204),
    (0, common_1.UseGuards)(actor_guard_1.AdminGuard),
    __param(0, (0, common_1.Req)()),
    __param(1, (0, common_1.Param)('ruleId', uuid_param_pipe_1.UuidParamPipe)),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, String]),
    __metadata("design:returntype", Promise)
], AdminTemplatesController.prototype, "deleteRule", null);
exports.AdminTemplatesController = AdminTemplatesController = __decorate([
    (0, common_1.Controller)('admin'),
    __param(1, (0, common_1.Inject)(gateway_config_1.GATEWAY_CONFIG)),
    __metadata("design:paramtypes", [rpc_service_1.RpcService, Object])
], AdminTemplatesController);
//# sourceMappingURL=admin-templates.controller.js.map