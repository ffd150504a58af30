import { proposalDraftSchema, type ProposalDraft, type ProposalDraftRequest } from '@avtalt/contracts';
import {
  chatCompletionJson,
  type ChatCompletionFailure,
  type OpenAiSettings,
} from '../generation/chat-completion';
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
      text: {
        type: 'string',
        description: 'Et ja/nei-spørsmål på norsk bokmål som møter begge sider på halvveien.',
      },
      clause: {
        type: 'string',
        description: 'Avtaleteksten når alle svarer Ja, som en hel setning ("Partene ...").',
      },
    },
  },
} as const;

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
    const reply = await chatCompletionJson(this.settings, this.buildRequest(request), this.fetchImpl);
    if (!reply.ok) throw new ProposalDraftError(this.reasonOf(reply.failure));
    const content = reply.content;
    const draft = proposalDraftSchema.safeParse(content);
    if (!draft.success) {
      throw new ProposalDraftError(
        `content breaks the schema at ${draft.error.issues[0]?.path.join('.') || 'root'}`,
      );
    }
    // The draft goes into the contract as it comes: a 'Part A' the model kept is malformed (review 19, finding 2).
    if (holdsPartyLabel(draft.data)) throw new ProposalDraftError('content names a party label');
    return draft.data;
  }

  /** The log's reason for a failed exchange (never content). */
  private reasonOf(failure: ChatCompletionFailure): string {
    switch (failure.kind) {
      case 'timeout':
        return `no answer within ${this.settings.timeoutMs} ms`;
      case 'no-connection':
        return 'no connection';
      case 'http':
        return `HTTP ${failure.status}`;
      case 'body-not-json':
        return 'body is not JSON';
      case 'not-a-completion':
        return 'body is not a chat completion';
      case 'content-not-json':
        return 'content is not JSON';
    }
  }
}
