import { generatedQuestionSchema, type GeneratedQuestion } from '@avtalt/contracts';
import { z } from 'zod';
import { chatCompletionJson, type ChatCompletionFailure, type OpenAiSettings } from './chat-completion';
import { GenerationError, type GenerationInput, type QuestionGenerator } from './question-generator.port';

export type { OpenAiSettings } from './chat-completion';

/** The JSON schema the model must answer with (structured output). */
export const QUESTIONS_JSON_SCHEMA = {
  name: 'avtalt_questions',
  strict: true,
  schema: {
    type: 'object',
    additionalProperties: false,
    required: ['questions'],
    properties: {
      questions: {
        type: 'array',
        items: {
          type: 'object',
          additionalProperties: false,
          required: ['text', 'clauseYes', 'clauseNo', 'description'],
          properties: {
            text: {
              type: 'string',
              description: 'Et ja/nei-spørsmål på norsk bokmål, avsluttet med spørsmålstegn.',
            },
            description: { type: ['string', 'null'], description: 'Valgfri kort forklaring.' },
            clauseYes: {
              type: 'string',
              description: 'Avtaleteksten når alle svarer Ja, som en hel setning.',
            },
            clauseNo: {
              type: 'string',
              description: 'Avtaleteksten når alle svarer Nei, som en hel setning.',
            },
          },
        },
      },
    },
  },
} as const;

const answerSchema = z.object({ questions: z.array(generatedQuestionSchema).min(1) });

const FAILED = 'Kunne ikke regenerere spørsmål. Prøv igjen senere.';

/**
 * Asks any OpenAI-compatible chat-completions endpoint for structured JSON and validates it with zod.
 * Every failure (HTTP error, timeout, malformed answer, too few questions) is a {@link GenerationError}.
 */
export class OpenAiQuestionGenerator implements QuestionGenerator {
  readonly name = 'openai-compatible';

  constructor(
    private readonly settings: OpenAiSettings,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  buildRequest({ title, description, count }: GenerationInput) {
    return {
      model: this.settings.model,
      temperature: 0.4,
      response_format: { type: 'json_schema', json_schema: QUESTIONS_JSON_SCHEMA },
      messages: [
        {
          role: 'system',
          content:
            'Du lager spørsmål til Avtalt, en tjeneste der folk blir enige om en avtale ved å svare ja eller nei. ' +
            'Skriv korrekte, naturlige ja/nei-spørsmål på norsk bokmål som partene faktisk må bli enige om, ' +
            'og for hvert spørsmål en avtaletekst for Ja og for Nei som hele setninger i en juridisk avtale ("Partene ..."). ' +
            'Ingen duplikater. Svar bare med JSON etter skjemaet.',
        },
        {
          role: 'user',
          content: `Tema: ${title}\nBeskrivelse: ${description || '(ingen)'}\nAntall spørsmål: ${count}`,
        },
      ],
    };
  }

  async generate(input: GenerationInput): Promise<GeneratedQuestion[]> {
    const reply = await chatCompletionJson(this.settings, this.buildRequest(input), this.fetchImpl);
    if (!reply.ok) throw new GenerationError(FAILED, this.reasonOf(reply.failure));
    const content = reply.content;
    const answer = answerSchema.safeParse(content);
    if (!answer.success) {
      throw new GenerationError(
        FAILED,
        `Språkmodellens svar fulgte ikke skjemaet (${answer.error.issues[0]?.path.join('.') || 'rot'})`,
      );
    }
    const seen = new Set<string>();
    const unique = answer.data.questions.filter((q) => {
      const key = q.text.toLowerCase().replace(/\s+/g, ' ');
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
    if (unique.length < input.count) {
      throw new GenerationError(
        FAILED,
        `Språkmodellen ga ${unique.length} ulike spørsmål, ${input.count} ble bedt om`,
      );
    }
    return unique.slice(0, input.count);
  }

  /** The admin-facing detail of a failed exchange (Norwegian; never the content). */
  private reasonOf(failure: ChatCompletionFailure): string {
    switch (failure.kind) {
      case 'timeout':
        return `Språkmodellen svarte ikke innen ${this.settings.timeoutMs / 1000} s`;
      case 'no-connection':
        return 'Fikk ikke kontakt med språkmodellen';
      case 'http':
        return `Språkmodellen svarte med HTTP ${failure.status}`;
      case 'body-not-json':
      case 'not-a-completion':
        return 'Uventet svar fra språkmodellen';
      case 'content-not-json':
        return 'Språkmodellen svarte ikke med gyldig JSON';
    }
  }
}
