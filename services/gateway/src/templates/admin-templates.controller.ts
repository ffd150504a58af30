import {
  catalogueUpdateBodySchema,
  ErrorCode,
  QuestionDraftMessages,
  TemplateMessages,
  createTemplateBodySchema,
  createTopicBodySchema,
  generateBodySchema,
  reorderBodySchema,
  ruleBodySchema,
  TemplatesRpc,
  updateTemplateBodySchema,
  updateTopicBodySchema,
  type Actor,
  type CatalogueUpdate,
  type GenerateResponse,
  type LogicRuleDto,
  type QuestionTemplate,
  type Topic,
} from '@avtalt/contracts';
import { DomainError } from '@avtalt/service-kit';
import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Inject,
  Param,
  Post,
  Put,
  UseGuards,
  Req,
} from '@nestjs/common';
import type { Request } from 'express';
import { ActorGuard, AdminGuard, CurrentActor } from '../auth/actor.guard';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/gateway.config';
import { parseInput } from '../http/parse-input';
import { UuidParamPipe } from '../http/uuid-param.pipe';
import { waitForJob } from '../jobs/wait-for-job';
import { RpcService } from '../rpc/rpc.service';

/** Admin spec §7. Every route needs an admin, except creating a topic (end-user spec §4). */
@Controller('admin')
export class AdminTemplatesController {
  constructor(
    private readonly rpc: RpcService,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
  ) {}

  @Get('topics')
  @UseGuards(AdminGuard)
  topics(@Req() req: Request): Promise<Topic[]> {
    return this.rpc.request(TemplatesRpc.listTopics, {}, req.requestId);
  }

  /** Admins create catalogue topics; logged-in users publish a custom topic (public, never featured). */
  @Post('topics')
  @UseGuards(ActorGuard)
  createTopic(@Req() req: Request, @CurrentActor() actor: Actor, @Body() body: unknown): Promise<Topic> {
    return this.rpc.request(
      TemplatesRpc.createTopic,
      {
        actor,
        body: parseInput(createTopicBodySchema, body),
      },
      req.requestId,
    );
  }

  @Put('topics/:id')
  @UseGuards(AdminGuard)
  updateTopic(
    @Req() req: Request,
    @Param('id', UuidParamPipe) id: string,
    @Body() body: unknown,
  ): Promise<Topic> {
    return this.rpc.request(
      TemplatesRpc.updateTopic,
      { id, body: parseInput(updateTopicBodySchema, body) },
      req.requestId,
    );
  }

  @Delete('topics/:id')
  @HttpCode(204)
  @UseGuards(AdminGuard)
  async deleteTopic(@Req() req: Request, @Param('id', UuidParamPipe) id: string): Promise<void> {
    await this.rpc.request(TemplatesRpc.deleteTopic, { id }, req.requestId);
  }

  @Get('topics/:id/templates')
  @UseGuards(AdminGuard)
  templates(@Req() req: Request, @Param('id', UuidParamPipe) topicId: string): Promise<QuestionTemplate[]> {
    return this.rpc.request(TemplatesRpc.listTemplates, { topicId }, req.requestId);
  }

  @Post('topics/:id/templates')
  @UseGuards(AdminGuard)
  createTemplate(
    @Req() req: Request,
    @Param('id', UuidParamPipe) topicId: string,
    @Body() body: unknown,
  ): Promise<QuestionTemplate> {
    return this.rpc.request(
      TemplatesRpc.createTemplate,
      {
        topicId,
        body: parseInput(createTemplateBodySchema, body),
      },
      req.requestId,
    );
  }

  @Post('topics/:id/templates/order')
  @HttpCode(200)
  @UseGuards(AdminGuard)
  reorder(
    @Req() req: Request,
    @Param('id', UuidParamPipe) topicId: string,
    @Body() body: unknown,
  ): Promise<QuestionTemplate[]> {
    return this.rpc.request(
      TemplatesRpc.reorderTemplates,
      {
        topicId,
        body: parseInput(reorderBodySchema, body),
      },
      req.requestId,
    );
  }

  /**
   * Admin spec §5: answers with the new questions. The generation is a job in the templates service;
   * this request polls it with ordinary RPCs (at most JOB_WAIT_MS), so no RPC waits for a model and a
   * service that stops answering is a 503 within one RPC time limit.
   */
  @Post('topics/:id/generate-questions')
  @HttpCode(200)
  @UseGuards(AdminGuard)
  async generate(
    @Req() req: Request,
    @Param('id', UuidParamPipe) topicId: string,
    @Body() body: unknown,
  ): Promise<GenerateResponse> {
    const { count } = parseInput(generateBodySchema, body);
    const { jobId } = await this.rpc.request(
      TemplatesRpc.startRegeneration,
      { topicId, count },
      req.requestId,
    );
    const job = await waitForJob(
      () => this.rpc.request(TemplatesRpc.regenerationStatus, { jobId }, req.requestId),
      this.config.JOB_WAIT_MS,
    );
    if (job.status === 'pending')
      throw new DomainError(ErrorCode.ServiceUnavailable, QuestionDraftMessages.timeout);
    if (job.status === 'failed') {
      throw new DomainError(
        ErrorCode.UpstreamFailed,
        job.message ?? TemplateMessages.generationFailed,
        job.details ?? undefined,
      );
    }
    return { templates: await this.rpc.request(TemplatesRpc.listTemplates, { topicId }, req.requestId) };
  }

  /** Issue 33: whether a catalogue update is offered for a seeded topic, and what it changes. */
  @Get('topics/:id/catalogue-update')
  @UseGuards(AdminGuard)
  catalogueUpdate(
    @Req() req: Request,
    @Param('id', UuidParamPipe) topicId: string,
  ): Promise<CatalogueUpdate> {
    return this.rpc.request(TemplatesRpc.catalogueUpdate, { topicId }, req.requestId);
  }

  /** Issue 33: replaces the topic's content (the admin's own changes included) with the catalogue's version. */
  @Post('topics/:id/catalogue-update')
  @HttpCode(200)
  @UseGuards(AdminGuard)
  takeCatalogueUpdate(
    @Req() req: Request,
    @Param('id', UuidParamPipe) topicId: string,
    @Body() body: unknown,
  ): Promise<CatalogueUpdate> {
    return this.rpc.request(
      TemplatesRpc.takeCatalogueUpdate,
      { topicId, body: parseInput(catalogueUpdateBodySchema, body) },
      req.requestId,
    );
  }

  /** Issue 33: keeps the topic's content; the notice goes until the catalogue changes again. */
  @Post('topics/:id/catalogue-update/keep')
  @HttpCode(200)
  @UseGuards(AdminGuard)
  keepCatalogueVersion(
    @Req() req: Request,
    @Param('id', UuidParamPipe) topicId: string,
    @Body() body: unknown,
  ): Promise<CatalogueUpdate> {
    return this.rpc.request(
      TemplatesRpc.keepCatalogueVersion,
      { topicId, body: parseInput(catalogueUpdateBodySchema, body) },
      req.requestId,
    );
  }

  @Get('topics/:id/logic')
  @UseGuards(AdminGuard)
  topicRules(@Req() req: Request, @Param('id', UuidParamPipe) topicId: string): Promise<LogicRuleDto[]> {
    return this.rpc.request(TemplatesRpc.listRules, { topicId }, req.requestId);
  }

  @Put('templates/:id')
  @UseGuards(AdminGuard)
  updateTemplate(
    @Req() req: Request,
    @Param('id', UuidParamPipe) id: string,
    @Body() body: unknown,
  ): Promise<QuestionTemplate> {
    return this.rpc.request(
      TemplatesRpc.updateTemplate,
      {
        id,
        body: parseInput(updateTemplateBodySchema, body),
      },
      req.requestId,
    );
  }

  @Delete('templates/:id')
  @HttpCode(204)
  @UseGuards(AdminGuard)
  async deleteTemplate(@Req() req: Request, @Param('id', UuidParamPipe) id: string): Promise<void> {
    await this.rpc.request(TemplatesRpc.deleteTemplate, { id }, req.requestId);
  }

  @Get('templates/:id/logic')
  @UseGuards(AdminGuard)
  rules(@Req() req: Request, @Param('id', UuidParamPipe) templateId: string): Promise<LogicRuleDto[]> {
    return this.rpc.request(TemplatesRpc.listRules, { templateId }, req.requestId);
  }

  @Post('templates/:id/logic')
  @UseGuards(AdminGuard)
  createRule(
    @Req() req: Request,
    @Param('id', UuidParamPipe) templateId: string,
    @Body() body: unknown,
  ): Promise<LogicRuleDto> {
    return this.rpc.request(
      TemplatesRpc.createRule,
      { templateId, body: parseInput(ruleBodySchema, body) },
      req.requestId,
    );
  }

  @Put('logic/:ruleId')
  @UseGuards(AdminGuard)
  updateRule(
    @Req() req: Request,
    @Param('ruleId', UuidParamPipe) id: string,
    @Body() body: unknown,
  ): Promise<LogicRuleDto> {
    return this.rpc.request(
      TemplatesRpc.updateRule,
      { id, body: parseInput(ruleBodySchema, body) },
      req.requestId,
    );
  }

  @Delete('logic/:ruleId')
  @HttpCode(204)
  @UseGuards(AdminGuard)
  async deleteRule(@Req() req: Request, @Param('ruleId', UuidParamPipe) id: string): Promise<void> {
    await this.rpc.request(TemplatesRpc.deleteRule, { id }, req.requestId);
  }
}
