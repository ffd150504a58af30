import { generatedQuestionSchema, type GeneratedQuestion } from '@avtalt/contracts';
import { z } from 'zod';
import { GenerationError, type GenerationInput, type QuestionGenerator } from './question-generator.port';

export interface OpenAiSettings {
  baseUrl: string;
  apiKey?: string;
  model: string;
  timeoutMs: number;
}

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
            text: { type: 'string', description: 'Et ja/nei-spørsmål på norsk bokmål, avsluttet med spørsmålstegn.' },
            description: { type: ['string', 'null'], description: 'Valgfri kort forklaring.' },
            clauseYes: { type: 'string', description: 'Avtaleteksten når alle svarer Ja, som en hel setning.' },
            clauseNo: { type: 'string', description: 'Avtaleteksten når alle svarer Nei, som en hel setning.' },
          },
        },
      },
    },
  },
} as const;

const completionSchema = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string().nullable() }) })).min(1),
});
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
        { role: 'user', content: `Tema: ${title}\nBeskrivelse: ${description || '(ingen)'}\nAntall spørsmål: ${count}` },
      ],
    };
  }

  async generate(input: GenerationInput): Promise<GeneratedQuestion[]> {
    const url = `${this.settings.baseUrl.replace(/\/$/, '')}/chat/completions`;
    let response: Response;
    try {
      response = await this.fetchImpl(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(this.settings.apiKey ? { authorization: `Bearer ${this.settings.apiKey}` } : {}),
        },
        body: JSON.stringify(this.buildRequest(input)),
        signal: AbortSignal.timeout(this.settings.timeoutMs),
      });
    } catch (error) {
      // AbortSignal.timeout rejects with a DOMException named TimeoutError (not always an Error instance).
      const name = (error as { name?: string } | null)?.name;
      const timedOut = name === 'TimeoutError' || name === 'AbortError';
      throw new GenerationError(FAILED, timedOut ? `Språkmodellen svarte ikke innen ${this.settings.timeoutMs / 1000} s` : 'Fikk ikke kontakt med språkmodellen');
    }
    if (!response.ok) {
      throw new GenerationError(FAILED, `Språkmodellen svarte med HTTP ${response.status}`);
    }
    const completion = completionSchema.safeParse(await response.json().catch(() => undefined));
    if (!completion.success) throw new GenerationError(FAILED, 'Uventet svar fra språkmodellen');
    let content: unknown;
    try {
      content = JSON.parse(completion.data.choices[0].message.content ?? '');
    } catch {
      throw new GenerationError(FAILED, 'Språkmodellen svarte ikke med gyldig JSON');
    }
    const answer = answerSchema.safeParse(content);
    if (!answer.success) {
      throw new GenerationError(FAILED, `Språkmodellens svar fulgte ikke skjemaet (${answer.error.issues[0]?.path.join('.') || 'rot'})`);
    }
    const seen = new Set<string>();
    const unique = answer.data.questions.filter((q) => {
      const key = q.text.toLowerCase().replace(/\s+/g, ' ');
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
    if (unique.length < input.count) {
      throw new GenerationError(FAILED, `Språkmodellen ga ${unique.length} ulike spørsmål, ${input.count} ble bedt om`);
    }
    return unique.slice(0, input.count);
  }
}
