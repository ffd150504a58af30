import { proposalDraftSchema, type ProposalDraft, type ProposalDraftRequest } from '@avtalt/contracts';
import { z } from 'zod';
import type { OpenAiSettings } from '../generation/openai-question-generator';
import { holdsPartyLabel, PROPOSAL_SYSTEM_PROMPT, proposalUserPrompt } from './proposal-drafts.rules';

/** The JSON schema the model must answer with (structured output): one Ja/Nei question and its clause. */
export const PROPOSAL_JSON_SCHEMA = {
  name: 'avtalt_proposal',
  strict: true,
  schema: {
    type: 'object',
    additionalProperties: false,
    required: ['text', 'clause'],
    properties: {
      text: { type: 'string', description: 'Et ja/nei-spørsmål på norsk bokmål som møter begge sider på halvveien.' },
      clause: { type: 'string', description: 'Avtaleteksten når alle svarer Ja, som en hel setning ("Partene ...").' },
    },
  },
} as const;

const completionSchema = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string().nullable() }) })).min(1),
});

/**
 * A model draft that could not be made. `reason` is for the log only: it never holds the request's or the
 * answer's content (the HTTP status, the time limit, the failing field's path).
 */
export class ProposalDraftError extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = 'ProposalDraftError';
  }
}

/**
 * Asks an OpenAI-compatible chat-completions endpoint (the settings of question generation) for a middle
 * ground on a disputed question: structured JSON {text, clause}, validated with zod. Every failure — no
 * contact, time limit, HTTP error, a body that is not a completion, content that is not JSON or breaks the
 * schema — is a {@link ProposalDraftError}.
 */
export class OpenAiProposalDrafter {
  constructor(
    private readonly settings: OpenAiSettings,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  buildRequest(request: ProposalDraftRequest) {
    return {
      model: this.settings.model,
      temperature: 0.3,
      response_format: { type: 'json_schema', json_schema: PROPOSAL_JSON_SCHEMA },
      messages: [
        { role: 'system', content: PROPOSAL_SYSTEM_PROMPT },
        { role: 'user', content: proposalUserPrompt(request) },
      ],
    };
  }

  async draft(request: ProposalDraftRequest): Promise<ProposalDraft> {
    const url = `${this.settings.baseUrl.replace(/\/$/, '')}/chat/completions`;
    const signal = AbortSignal.timeout(this.settings.timeoutMs);
    let response: Response;
    try {
      response = await this.fetchImpl(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(this.settings.apiKey ? { authorization: `Bearer ${this.settings.apiKey}` } : {}),
        },
        body: JSON.stringify(this.buildRequest(request)),
        signal,
      });
    } catch (error) {
      throw new ProposalDraftError(this.connectionReason(error));
    }
    if (!response.ok) {
      // The body is not read (it may echo the prompt); the connection is released.
      await response.body?.cancel().catch(() => undefined);
      throw new ProposalDraftError(`HTTP ${response.status}`);
    }
    let body: unknown;
    try {
      // The time limit covers the body too (the signal aborts a body that never ends).
      body = await response.json();
    } catch (error) {
      const name = (error as { name?: string } | null)?.name;
      throw new ProposalDraftError(name === 'TimeoutError' || name === 'AbortError' ? this.timeoutReason() : 'body is not JSON');
    }
    const completion = completionSchema.safeParse(body);
    if (!completion.success) throw new ProposalDraftError('body is not a chat completion');
    let content: unknown;
    try {
      content = JSON.parse(completion.data.choices[0].message.content ?? '');
    } catch {
      throw new ProposalDraftError('content is not JSON');
    }
    const draft = proposalDraftSchema.safeParse(content);
    if (!draft.success) {
      throw new ProposalDraftError(`content breaks the schema at ${draft.error.issues[0]?.path.join('.') || 'root'}`);
    }
    // The draft goes into the contract as it comes: a 'Part A' the model kept is malformed (review 19, finding 2).
    if (holdsPartyLabel(draft.data)) throw new ProposalDraftError('content names a party label');
    return draft.data;
  }

  private timeoutReason(): string {
    return `no answer within ${this.settings.timeoutMs} ms`;
  }

  private connectionReason(error: unknown): string {
    // AbortSignal.timeout rejects with a DOMException named TimeoutError (not always an Error instance).
    const name = (error as { name?: string } | null)?.name;
    return name === 'TimeoutError' || name === 'AbortError' ? this.timeoutReason() : 'no connection';
  }
}
