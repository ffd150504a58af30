import {
  createTemplateBodySchema,
  createTopicBodySchema,
  generateBodySchema,
  reorderBodySchema,
  ruleBodySchema,
  TemplatesRpc,
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

/** Admin spec §7. Every route needs an admin, except creating a topic (end-user spec §4). */
@Controller('admin')
export class AdminTemplatesController {
  constructor(private readonly rpc: RpcService) {}

  @Get('topics')
  @UseGuards(AdminGuard)
  topics(): Promise<Topic[]> {
    return this.rpc.request(TemplatesRpc.listTopics, {});
  }

  /** Admins create catalogue topics; logged-in users publish a custom topic (public, never featured). */
  @Post('topics')
  @UseGuards(ActorGuard)
  createTopic(@CurrentActor() actor: Actor, @Body() body: unknown): Promise<Topic> {
    return this.rpc.request(TemplatesRpc.createTopic, {
      actor,
      body: parseInput(createTopicBodySchema, body),
    });
  }

  @Put('topics/:id')
  @UseGuards(AdminGuard)
  updateTopic(@Param('id', UuidParamPipe) id: string, @Body() body: unknown): Promise<Topic> {
    return this.rpc.request(TemplatesRpc.updateTopic, { id, body: parseInput(updateTopicBodySchema, body) });
  }

  @Delete('topics/:id')
  @HttpCode(204)
  @UseGuards(AdminGuard)
  async deleteTopic(@Param('id', UuidParamPipe) id: string): Promise<void> {
    await this.rpc.request(TemplatesRpc.deleteTopic, { id });
  }

  @Get('topics/:id/templates')
  @UseGuards(AdminGuard)
  templates(@Param('id', UuidParamPipe) topicId: string): Promise<QuestionTemplate[]> {
    return this.rpc.request(TemplatesRpc.listTemplates, { topicId });
  }

  @Post('topics/:id/templates')
  @UseGuards(AdminGuard)
  createTemplate(
    @Param('id', UuidParamPipe) topicId: string,
    @Body() body: unknown,
  ): Promise<QuestionTemplate> {
    return this.rpc.request(TemplatesRpc.createTemplate, {
      topicId,
      body: parseInput(createTemplateBodySchema, body),
    });
  }

  @Post('topics/:id/templates/order')
  @HttpCode(200)
  @UseGuards(AdminGuard)
  reorder(@Param('id', UuidParamPipe) topicId: string, @Body() body: unknown): Promise<QuestionTemplate[]> {
    return this.rpc.request(TemplatesRpc.reorderTemplates, {
      topicId,
      body: parseInput(reorderBodySchema, body),
    });
  }

  @Post('topics/:id/generate-questions')
  @HttpCode(200)
  @UseGuards(AdminGuard)
  generate(@Param('id', UuidParamPipe) topicId: string, @Body() body: unknown): Promise<GenerateResponse> {
    const { count } = parseInput(generateBodySchema, body);
    return this.rpc.request(TemplatesRpc.generateQuestions, { topicId, count });
  }

  @Get('topics/:id/logic')
  @UseGuards(AdminGuard)
  topicRules(@Param('id', UuidParamPipe) topicId: string): Promise<LogicRuleDto[]> {
    return this.rpc.request(TemplatesRpc.listRules, { topicId });
  }

  @Put('templates/:id')
  @UseGuards(AdminGuard)
  updateTemplate(@Param('id', UuidParamPipe) id: string, @Body() body: unknown): Promise<QuestionTemplate> {
    return this.rpc.request(TemplatesRpc.updateTemplate, {
      id,
      body: parseInput(updateTemplateBodySchema, body),
    });
  }

  @Delete('templates/:id')
  @HttpCode(204)
  @UseGuards(AdminGuard)
  async deleteTemplate(@Param('id', UuidParamPipe) id: string): Promise<void> {
    await this.rpc.request(TemplatesRpc.deleteTemplate, { id });
  }

  @Get('templates/:id/logic')
  @UseGuards(AdminGuard)
  rules(@Param('id', UuidParamPipe) templateId: string): Promise<LogicRuleDto[]> {
    return this.rpc.request(TemplatesRpc.listRules, { templateId });
  }

  @Post('templates/:id/logic')
  @UseGuards(AdminGuard)
  createRule(@Param('id', UuidParamPipe) templateId: string, @Body() body: unknown): Promise<LogicRuleDto> {
    return this.rpc.request(TemplatesRpc.createRule, { templateId, body: parseInput(ruleBodySchema, body) });
  }

  @Put('logic/:ruleId')
  @UseGuards(AdminGuard)
  updateRule(@Param('ruleId', UuidParamPipe) id: string, @Body() body: unknown): Promise<LogicRuleDto> {
    return this.rpc.request(TemplatesRpc.updateRule, { id, body: parseInput(ruleBodySchema, body) });
  }

  @Delete('logic/:ruleId')
  @HttpCode(204)
  @UseGuards(AdminGuard)
  async deleteRule(@Param('ruleId', UuidParamPipe) id: string): Promise<void> {
    await this.rpc.request(TemplatesRpc.deleteRule, { id });
  }
}
