import { ErrorCode, NegotiationMessages, type ProposalDraftRequest } from '@avtalt/contracts';
import { DomainError } from '@avtalt/service-kit';
import { Logger } from '@nestjs/common';
import { OpenAiProposalDrafter, ProposalDraftError } from './openai-proposal-drafter';
import { PROPOSAL_DRAFT_EMAIL, ProposalDraftsService } from './proposal-drafts.service';

const request: ProposalDraftRequest = {
  topicTitle: 'Felles båt',
  question: { text: 'Skal båten selges?', type: 'yes_no', options: null, format: null, clauses: [] },
  answers: [
    { party: 'Part A', display: 'Ja' },
    { party: 'Part B', display: 'Nei' },
  ],
};

/** A drafter whose `draft` runs `impl` (the HTTP adapter itself is tested in openai-proposal-drafter.spec.ts). */
function drafterDoing(impl: () => Promise<{ text: string; clause: string }>) {
  const drafter = new OpenAiProposalDrafter({ baseUrl: 'http://unused', model: 'm', timeoutMs: 1000 });
  const calls: ProposalDraftRequest[] = [];
  drafter.draft = async (r) => (calls.push(r), impl());
  return { drafter, calls };
}

async function domainError(promise: Promise<unknown>): Promise<DomainError> {
  const error = await promise.catch((e: unknown) => e);
  expect(error).toBeInstanceOf(DomainError);
  return error as DomainError;
}

afterEach(() => jest.restoreAllMocks());

it('without a model: status unavailable, a draft is MODEL_UNAVAILABLE', async () => {
  const service = new ProposalDraftsService(null);
  expect(service.status()).toEqual({ available: false });
  const error = await domainError(service.draft(request));
  expect([error.code, error.message]).toEqual([
    ErrorCode.ModelUnavailable,
    NegotiationMessages.modelUnavailable,
  ]);
});

it('with a model: status available, a draft is the model’s', async () => {
  const { drafter } = drafterDoing(async () => ({
    text: 'Skal båten selges om fem år?',
    clause: 'Partene selger båten om fem år.',
  }));
  const service = new ProposalDraftsService(drafter);
  expect(service.status()).toEqual({ available: true });
  expect(await service.draft(request)).toEqual({
    text: 'Skal båten selges om fem år?',
    clause: 'Partene selger båten om fem år.',
  });
});

it('refuses a request with an @ (400) and never asks the model', async () => {
  const { drafter, calls } = drafterDoing(async () => ({ text: 'x', clause: 'y' }));
  const error = await domainError(
    new ProposalDraftsService(drafter).draft({
      ...request,
      answers: [{ party: 'Part A', display: 'kari@example.no' }, request.answers[1]],
    }),
  );
  expect([error.code, error.message]).toEqual([ErrorCode.ValidationFailed, PROPOSAL_DRAFT_EMAIL]);
  expect(calls).toHaveLength(0);
});

it('turns a model failure into UPSTREAM_FAILED with the Norwegian message and logs only the reason', async () => {
  const warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
  const { drafter } = drafterDoing(() => Promise.reject(new ProposalDraftError('HTTP 500')));
  const error = await domainError(new ProposalDraftsService(drafter).draft(request));
  expect([error.code, error.message]).toEqual([ErrorCode.UpstreamFailed, NegotiationMessages.modelFailed]);
  expect(warn).toHaveBeenCalledWith('proposal draft failed: HTTP 500');
});
