import {
  createTemplateBodySchema,
  createTopicBodySchema,
  generateBodySchema,
  reorderBodySchema,
  ruleBodySchema,
  TemplatesSubjects,
  updateTemplateBodySchema,
  updateTopicBodySchema,
  type Actor,
  type GenerateResponse,
  type LogicRuleDto,
  type QuestionTemplate,
  type Topic,
} from '@avtalt/contracts';
import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, UseGuards } from '@nestjs/common';
import { ActorGuard, AdminGuard, CurrentActor } from '../auth/actor.guard';
import { parseInput } from '../http/parse-input';
import { UuidParamPipe } from '../http/uuid-param.pipe';
import { RpcService } from '../rpc/rpc.service';

/** Generation may wait for a slow model (the templates service bounds it at 90 s). */
const GENERATION_TIMEOUT_MS = 95_000;

/** Admin spec §7. Every route needs an admin, except creating a topic (end-user spec §4). */
@Controller('admin')
export class AdminTemplatesController {
  constructor(private readonly rpc: RpcService) {}

  @Get('topics')
  @UseGuards(AdminGuard)
  topics(): Promise<Topic[]> {
    return this.rpc.request(TemplatesSubjects.listTopics, {});
  }

  /** Admins create catalogue topics; logged-in users publish a custom topic (public, never featured). */
  @Post('topics')
  @UseGuards(ActorGuard)
  createTopic(@CurrentActor() actor: Actor, @Body() body: unknown): Promise<Topic> {
    return this.rpc.request(TemplatesSubjects.createTopic, { actor, body: parseInput(createTopicBodySchema, body) });
  }

  @Put('topics/:id')
  @UseGuards(AdminGuard)
  updateTopic(@Param('id', UuidParamPipe) id: string, @Body() body: unknown): Promise<Topic> {
    return this.rpc.request(TemplatesSubjects.updateTopic, { id, body: parseInput(updateTopicBodySchema, body) });
  }

  @Delete('topics/:id')
  @HttpCode(204)
  @UseGuards(AdminGuard)
  async deleteTopic(@Param('id', UuidParamPipe) id: string): Promise<void> {
    await this.rpc.request(TemplatesSubjects.deleteTopic, { id });
  }

  @Get('topics/:id/templates')
  @UseGuards(AdminGuard)
  templates(@Param('id', UuidParamPipe) topicId: string): Promise<QuestionTemplate[]> {
    return this.rpc.request(TemplatesSubjects.listTemplates, { topicId });
  }

  @Post('topics/:id/templates')
  @UseGuards(AdminGuard)
  createTemplate(@Param('id', UuidParamPipe) topicId: string, @Body() body: unknown): Promise<QuestionTemplate> {
    return this.rpc.request(TemplatesSubjects.createTemplate, { topicId, body: parseInput(createTemplateBodySchema, body) });
  }

  @Post('topics/:id/templates/order')
  @HttpCode(200)
  @UseGuards(AdminGuard)
  reorder(@Param('id', UuidParamPipe) topicId: string, @Body() body: unknown): Promise<QuestionTemplate[]> {
    return this.rpc.request(TemplatesSubjects.reorderTemplates, { topicId, body: parseInput(reorderBodySchema, body) });
  }

  @Post('topics/:id/generate-questions')
  @HttpCode(200)
  @UseGuards(AdminGuard)
  generate(@Param('id', UuidParamPipe) topicId: string, @Body() body: unknown): Promise<GenerateResponse> {
    const { count } = parseInput(generateBodySchema, body);
    return this.rpc.request(TemplatesSubjects.generateQuestions, { topicId, count }, GENERATION_TIMEOUT_MS);
  }

  @Get('topics/:id/logic')
  @UseGuards(AdminGuard)
  topicRules(@Param('id', UuidParamPipe) topicId: string): Promise<LogicRuleDto[]> {
    return this.rpc.request(TemplatesSubjects.listRules, { topicId });
  }

  @Put('templates/:id')
  @UseGuards(AdminGuard)
  updateTemplate(@Param('id', UuidParamPipe) id: string, @Body() body: unknown): Promise<QuestionTemplate> {
    return this.rpc.request(TemplatesSubjects.updateTemplate, { id, body: parseInput(updateTemplateBodySchema, body) });
  }

  @Delete('templates/:id')
  @HttpCode(204)
  @UseGuards(AdminGuard)
  async deleteTemplate(@Param('id', UuidParamPipe) id: string): Promise<void> {
    await this.rpc.request(TemplatesSubjects.deleteTemplate, { id });
  }

  @Get('templates/:id/logic')
  @UseGuards(AdminGuard)
  rules(@Param('id', UuidParamPipe) templateId: string): Promise<LogicRuleDto[]> {
    return this.rpc.request(TemplatesSubjects.listRules, { templateId });
  }

  @Post('templates/:id/logic')
  @UseGuards(AdminGuard)
  createRule(@Param('id', UuidParamPipe) templateId: string, @Body() body: unknown): Promise<LogicRuleDto> {
    return this.rpc.request(TemplatesSubjects.createRule, { templateId, body: parseInput(ruleBodySchema, body) });
  }

  @Put('logic/:ruleId')
  @UseGuards(AdminGuard)
  updateRule(@Param('ruleId', UuidParamPipe) id: string, @Body() body: unknown): Promise<LogicRuleDto> {
    return this.rpc.request(TemplatesSubjects.updateRule, { id, body: parseInput(ruleBodySchema, body) });
  }

  @Delete('logic/:ruleId')
  @HttpCode(204)
  @UseGuards(AdminGuard)
  async deleteRule(@Param('ruleId', UuidParamPipe) id: string): Promise<void> {
    await this.rpc.request(TemplatesSubjects.deleteRule, { id });
  }
}
