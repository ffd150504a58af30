import { TemplatesSubjects } from '@avtalt/contracts';
import { createHealthController, ormOptions } from '@avtalt/service-kit';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { EntityManager } from '@mikro-orm/postgresql';
import { type DynamicModule, Module } from '@nestjs/common';
import { CatalogueUpdatesService } from './catalogue-updates/catalogue-updates.service';
import { TEMPLATES_CONFIG, type TemplatesConfig } from './config/templates.config';
import { QuestionDraftsRepository } from './drafts/question-drafts.repository';
import { QuestionDraftsService } from './drafts/question-drafts.service';
import { GenerationService } from './generation/generation.service';
import { OfflineQuestionGenerator } from './generation/offline-question-generator';
import { OpenAiQuestionGenerator } from './generation/openai-question-generator';
import { QUESTION_GENERATOR, type QuestionGenerator } from './generation/question-generator.port';
import { migrations } from './migrations';
import { QuestionTemplateEntity } from './questions/question-template.entity';
import { QuestionsService } from './questions/questions.service';
import { LogicRuleEntity } from './rules/logic-rule.entity';
import { RulesService } from './rules/rules.service';
import { CatalogueSeedEntity } from './seed/catalogue-seed.entity';
import { CatalogueSeeder } from './seed/catalogue.seeder';
import { ForgetRepository } from './privacy/forget.repository';
import { TemplatesController } from './templates.controller';
import { TopicEntity } from './topics/topic.entity';
import { TopicsService } from './topics/topics.service';
import { OpenAiProposalDrafter } from './proposals/openai-proposal-drafter';
import { proposalDraftTimeoutMs } from './proposals/proposal-drafts.rules';
import { PROPOSAL_DRAFTER, ProposalDraftsService } from './proposals/proposal-drafts.service';

/** The offline bank unless LLM_BASE_URL points at an OpenAI-compatible endpoint. */
export function questionGeneratorFor(config: TemplatesConfig): QuestionGenerator {
  if (!config.LLM_BASE_URL) return new OfflineQuestionGenerator();
  return new OpenAiQuestionGenerator({
    baseUrl: config.LLM_BASE_URL,
    apiKey: config.LLM_API_KEY,
    model: config.LLM_MODEL,
    timeoutMs: config.LLM_TIMEOUT_MS,
  });
}

/** The model adapter for proposal drafts (issue 19), or null without LLM_BASE_URL (then 404 MODEL_UNAVAILABLE). */
export function proposalDrafterFor(config: TemplatesConfig): OpenAiProposalDrafter | null {
  if (!config.LLM_BASE_URL) return null;
  return new OpenAiProposalDrafter({
    baseUrl: config.LLM_BASE_URL,
    apiKey: config.LLM_API_KEY,
    model: config.LLM_MODEL,
    timeoutMs: proposalDraftTimeoutMs(config.LLM_TIMEOUT_MS),
  });
}

@Module({})
export class AppModule {
  static register(config: TemplatesConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        MikroOrmModule.forRoot(
          ormOptions({
            clientUrl: config.DATABASE_URL,
            entities: [TopicEntity, QuestionTemplateEntity, LogicRuleEntity, CatalogueSeedEntity],
            migrations,
          }),
        ),
      ],
      controllers: [TemplatesController, createHealthController(TemplatesSubjects.health, 'templates')],
      providers: [
        { provide: TEMPLATES_CONFIG, useValue: config },
        { provide: QUESTION_GENERATOR, useValue: questionGeneratorFor(config) },
        TopicsService,
        QuestionsService,
        RulesService,
        GenerationService,
        {
          provide: QuestionDraftsRepository,
          useFactory: (em: EntityManager) => new QuestionDraftsRepository(em),
          inject: [EntityManager],
        },
        QuestionDraftsService,
        ForgetRepository,
        { provide: PROPOSAL_DRAFTER, useValue: proposalDrafterFor(config) },
        ProposalDraftsService,
        CatalogueSeeder,
        CatalogueUpdatesService,
      ],
    };
  }
}
