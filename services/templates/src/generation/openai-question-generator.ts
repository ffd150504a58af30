import { AGREEMENT_KIND_LABELS, generatedQuestionSchema, type GeneratedQuestion } from '@avtalt/contracts';
import { z } from 'zod';
import { chatCompletionJson, type ChatCompletionFailure, type OpenAiSettings } from './chat-completion';
import { GenerationError, type GenerationInput, type QuestionGenerator } from './question-generator.port';

export type { OpenAiSettings } from './chat-completion';

const nullableString = (description: string) => ({ type: ['string', 'null'], description }) as const;

/**
 * The JSON schema the model must answer with (structured output; strict, so every field is present and
 * null where it does not apply). The questions are typed as the catalogue's are (docs/typed-answers.md).
 */
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
          required: [
            'text',
            'description',
            'type',
            'clauseYes',
            'clauseNo',
            'options',
            'optionClauses',
            'format',
            'clauseTemplate',
            'partyRoles',
            'section',
            'fact',
          ],
          properties: {
            text: {
              type: 'string',
              description: 'Spørsmålet på norsk bokmål, avsluttet med spørsmålstegn.',
            },
            description: nullableString('Valgfri kort forklaring.'),
            type: {
              type: 'string',
              enum: ['yes_no', 'multiple_choice', 'free_text'],
              description:
                'yes_no: ja/nei. multiple_choice: ett av flere alternativer. free_text: en verdi (beløp, dato, part, tall, prosent eller tekst).',
            },
            clauseYes: nullableString(
              'yes_no: avtaleteksten når alle svarer Ja, som en hel setning; ellers null.',
            ),
            clauseNo: nullableString(
              'yes_no: avtaleteksten når alle svarer Nei, som en hel setning; ellers null.',
            ),
            options: {
              type: ['array', 'null'],
              items: { type: 'string' },
              description: 'multiple_choice: 2–6 korte alternativer; ellers null.',
            },
            optionClauses: {
              type: ['array', 'null'],
              items: { type: 'string' },
              description:
                'multiple_choice: avtaleteksten for hvert alternativ, i samme rekkefølge; ellers null.',
            },
            format: {
              type: ['string', 'null'],
              enum: ['text', 'number', 'amount', 'percent', 'date', 'party', null],
              description: 'free_text: hva slags verdi (party: en av partene); ellers null.',
            },
            clauseTemplate: nullableString(
              'free_text: avtaleteksten med {{svar}} der svaret skal stå, som en hel setning; ellers null.',
            ),
            partyRoles: {
              type: ['object', 'null'],
              additionalProperties: false,
              required: ['chosen', 'others'],
              properties: {
                chosen: { type: 'string', description: 'Rollen til parten som velges, f.eks. «utleier».' },
                others: { type: ['string', 'null'], description: 'Rollen til de andre, f.eks. «leietaker».' },
              },
              description: 'free_text med format party: rollene; ellers null.',
            },
            section: {
              type: 'string',
              description: 'Overskriften punktet står under i avtalen, f.eks. «Leieforholdet», «Økonomi».',
            },
            fact: {
              type: 'boolean',
              description:
                'true for et faktum (hva avtalen gjelder, adresse, registreringsnummer), ikke et vilkår.',
            },
          },
        },
      },
    },
  },
} as const;

/** What the system message asks of the model (also given to whoever records answers for the tests). */
export const SYSTEM_PROMPT =
  'Du lager spørsmål til Avtalt, en tjeneste der partene i en avtale svarer på de samme spørsmålene og blir enige. ' +
  'Les temaet som hva partene gjør med hverandre (låne bort, leie ut, eie sammen, kjøpe og selge, dele kostnader, ' +
  'passe på, utføre en tjeneste, …) og hva avtalen gjelder, og spør om det partene faktisk må bli enige om for nettopp det. ' +
  'Skriv korrekte, naturlige spørsmål på norsk bokmål. Bruk free_text der en verdi betyr noe (beløp: amount, dato: date, ' +
  'hvem av partene: party med roller, hva avtalen gjelder: text med fact true), multiple_choice der det er noen få ' +
  'alternativer, og yes_no ellers. Hvert svar gir en hel setning i en juridisk avtale ("Partene ...", "Leietakeren ..."). ' +
  'Ingen to spørsmål må kunne gi avtaletekster som motsier hverandre, uansett svar, og ingen avtaletekst må vise til en ' +
  'verdi som ikke blir spurt om. Ikke påstå noe om lovens regler. Ingen duplikater. Svar bare med JSON etter skjemaet.';

/** The model's answer: a list whose questions are checked one by one (a malformed one is left out). */
const answerSchema = z.object({ questions: z.array(z.unknown()).min(1) });

const FAILED = 'Kunne ikke regenerere spørsmål. Prøv igjen senere.';

/**
 * Asks any OpenAI-compatible chat-completions endpoint for structured JSON and validates it with zod.
 * Every failure (HTTP error, timeout, malformed answer, too few questions) is a {@link GenerationError}.
 */
/** A model's question with the fields of other types cleared (strict output gives them as null or []). */
function withoutEmptyFields(q: GeneratedQuestion): GeneratedQuestion {
  const type = q.type ?? 'yes_no';
  return {
    ...q,
    type,
    clauseYes: type === 'yes_no' ? q.clauseYes : null,
    clauseNo: type === 'yes_no' ? q.clauseNo : null,
    options: type === 'multiple_choice' ? q.options : null,
    optionClauses: type === 'multiple_choice' ? q.optionClauses : null,
    format: type === 'free_text' ? q.format : null,
    clauseTemplate: type === 'free_text' ? q.clauseTemplate : null,
    partyRoles: type === 'free_text' && q.format === 'party' ? q.partyRoles : null,
  };
}

export class OpenAiQuestionGenerator implements QuestionGenerator {
  readonly name = 'openai-compatible';

  constructor(
    private readonly settings: OpenAiSettings,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  buildRequest({ title, description, count, kinds }: GenerationInput) {
    return {
      model: this.settings.model,
      temperature: 0.4,
      response_format: { type: 'json_schema', json_schema: QUESTIONS_JSON_SCHEMA },
      messages: [
        {
          role: 'system',
          content: SYSTEM_PROMPT,
        },
        {
          role: 'user',
          content:
            `Tema: ${title}\nBeskrivelse: ${description || '(ingen)'}\n` +
            // The person's own word on what kind of agreement it is weighs more than what the title seems to say.
            (kinds?.length
              ? `Slags avtale (valgt av brukeren): ${kinds.map((k) => AGREEMENT_KIND_LABELS[k]).join(', ')}\n`
              : '') +
            `Antall spørsmål: ${count}`,
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
    // A question that breaks the contract (a choice without clauses, a value without {{svar}}) is left out;
    // the rest count toward what was asked for.
    const valid = answer.data.questions.flatMap((q) => {
      const parsed = generatedQuestionSchema.safeParse(q);
      return parsed.success ? [withoutEmptyFields(parsed.data)] : [];
    });
    const seen = new Set<string>();
    const unique = valid.filter((q) => {
      const key = q.text.toLowerCase().replace(/\s+/g, ' ');
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
    if (unique.length < input.count) {
      throw new GenerationError(
        FAILED,
        `Språkmodellen ga ${unique.length} ulike gyldige spørsmål, ${input.count} ble bedt om`,
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
