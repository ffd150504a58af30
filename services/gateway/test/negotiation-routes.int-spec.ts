/**
 * The gateway's negotiation routes (issue 19, docs/negotiation.md): proposals, their acceptance and
 * decline, private marks and model drafts.
 *
 * The agreements service's handlers are another slice's work (written in parallel); here a responder in
 * the test answers their NATS subjects the way Nest's transport does. Every request the gateway sends is
 * checked against the contract's request schema and every reply against its reply schema
 * (libs/contracts/src/agreements/negotiation*.ts), so what is proved is the gateway's half of the
 * contract: the routes, validation (400 in Norwegian before any service is asked), who may call (the
 * caller from the session, never from the body; 401 for a model draft without login), the statuses the
 * service's errors map to, and that the reply is passed through as it is. Identity runs for real.
 */
import {
  AgreementsRpc,
  type Comparison,
  ErrorCode,
  Messages,
  NegotiationMessages,
  type ProposalOption,
  type RpcDefinition,
} from '@avtalt/contracts';
import { DomainError } from '@avtalt/service-kit';
import { type ServiceProcess, TestClient, testInfra, unique } from '@avtalt/service-kit/testing';
import { randomUUID } from 'node:crypto';
import { connect, type NatsConnection } from 'nats';
import { type GatewayProcess, startGateway, startIdentity } from './support/system';

const REDIS_DB = 11;
/** MODEL_DRAFTS_MAX_PER_USER of this gateway (every other test's user asks for fewer). */
const DRAFTS_PER_USER = 3;

let identity: ServiceProcess;
let gateway: GatewayProcess;
let nats: NatsConnection;

/** Every message the gateway sent, by subject (already checked against its schema). */
const received = new Map<string, any[]>();
/** Requests or replies that broke the contract: must stay empty. */
const contractViolations: string[] = [];

// ---- the responder: a small agreements service with the contract's shapes ------------------------

interface FakeAgreement {
  /** Participants by caller id (user id, or the session's anonymous id). */
  participants: Map<string, string>;
  /** Anonymous callers become participants on their first call (as opening the link does). */
  openToAnonymous: boolean;
  questionId: string;
  /** What the next command fails with (a 409 of the contract), once. */
  failNext?: DomainError;
  marks: Map<string, { canAccept: boolean; important: boolean }>;
  /** Each participant's private limit (the service's own rules are tested in agreements). */
  limits: Map<string, number | string>;
  proposal: {
    id: string;
    optionId: string;
    proposedBy: string;
    acceptedBy: string[];
    declinedBy: string | null;
    createdAt: string;
  } | null;
  model: 'on' | 'off' | 'failing';
}
const agreements = new Map<string, FakeAgreement>();

function participantOf(agreement: FakeAgreement, caller: { id: string; anonymous: boolean }): string {
  if (!agreement.participants.has(caller.id) && caller.anonymous && agreement.openToAnonymous)
    agreement.participants.set(caller.id, randomUUID());
  const participantId = agreement.participants.get(caller.id);
  if (!participantId) throw new DomainError(ErrorCode.NotParticipant, NegotiationMessages.notParticipant);
  return participantId;
}

function person(agreement: FakeAgreement, participantId: string, callerParticipantId: string) {
  return {
    participantId,
    userName: `Deltaker ${participantId.slice(0, 4)}`,
    isYou: participantId === callerParticipantId,
  };
}

/** The caller's comparison: one disputed free_text amount question with its options, the caller's own marks. */
function comparisonFor(agreement: FakeAgreement, participantId: string): Comparison {
  const ids = [...agreement.participants.values()];
  const proposal = agreement.proposal;
  return {
    title: 'Samboeravtale',
    status: 'in_progress',
    currentRound: 1,
    maxRounds: 5,
    expectedParticipants: ids.length,
    canStartNextRound: true,
    participants: ids.map((id) => ({
      id,
      userId: id,
      userName: `Deltaker ${id.slice(0, 4)}`,
      hasResponded: true,
      isAnonymous: false,
      isYou: id === participantId,
      canRemove: false,
    })),
    questionAnswers: [
      {
        questionId: agreement.questionId,
        questionText: 'Hvor mye skal hver betale i husleie?',
        type: 'free_text',
        options: null,
        format: 'amount',
        clauseTemplate: 'Hver part betaler {{svar}} i husleie.',
        answers: ids.map((id, i) => ({
          participantId: id,
          userId: id,
          userName: `Deltaker ${id.slice(0, 4)}`,
          response: 6000 + i * 3000,
          display: `${6 + i * 3} 000 kr`,
        })),
        status: 'disagreed',
        negotiation: {
          proposals: [
            {
              id: 'midpoint',
              source: 'midpoint',
              text: 'Hvor mye skal hver betale i husleie? 7 500 kr',
              clause: 'Hver part betaler 7 500 kr i husleie.',
              value: 7500,
              display: '7 500 kr',
              description: null,
            },
          ],
          proposal: proposal && {
            id: proposal.id,
            optionId: proposal.optionId,
            questionId: agreement.questionId,
            round: 1,
            source: 'midpoint',
            text: 'Hvor mye skal hver betale i husleie? 7 500 kr',
            clause: 'Hver part betaler 7 500 kr i husleie.',
            value: 7500,
            display: '7 500 kr',
            description: null,
            status: proposal.declinedBy
              ? 'declined'
              : proposal.acceptedBy.length === ids.length
                ? 'accepted'
                : 'pending',
            proposedBy: person(agreement, proposal.proposedBy, participantId),
            acceptedBy: proposal.acceptedBy.map((id) => person(agreement, id, participantId)),
            declinedBy:
              proposal.declinedBy === null ? null : person(agreement, proposal.declinedBy, participantId),
            waitingFor: proposal.declinedBy
              ? []
              : ids
                  .filter((id) => !proposal.acceptedBy.includes(id))
                  .map((id) => person(agreement, id, participantId)),
            createdAt: proposal.createdAt,
          },
          yourMarks: agreement.marks.get(participantId) ?? { canAccept: false, important: false },
          allCanAccept: false,
          canDraft: agreement.model === 'on',
          limit: {
            canSet: !agreement.limits.has(participantId),
            side: 'atMost',
            yours: agreement.limits.get(participantId) ?? null,
            yoursDisplay: agreement.limits.has(participantId)
              ? String(agreement.limits.get(participantId))
              : null,
          },
        },
      },
    ],
    negotiation: { open: true, trades: [], modelDrafts: agreement.model !== 'off' },
  };
}

/** The agreement of a command, its caller's participant id, after the failure a test asked for. */
function command(data: { caller: { id: string; anonymous: boolean }; agreementId: string }) {
  const agreement = agreements.get(data.agreementId);
  if (!agreement) throw new DomainError(ErrorCode.NotFound, 'Fant ikke avtalen');
  const participantId = participantOf(agreement, data.caller);
  const failure = agreement.failNext;
  agreement.failNext = undefined;
  if (failure) throw failure;
  return { agreement, participantId };
}

type Handler = (data: any) => unknown;
const handlers: Record<string, Handler> = {
  [AgreementsRpc.propose.subject]: (data) => {
    const { agreement, participantId } = command(data);
    agreement.proposal = {
      id: randomUUID(),
      optionId: data.body.proposalId,
      proposedBy: participantId,
      acceptedBy: [participantId],
      declinedBy: null,
      createdAt: new Date().toISOString(),
    };
    return comparisonFor(agreement, participantId);
  },
  [AgreementsRpc.acceptProposal.subject]: (data) => {
    const { agreement, participantId } = command(data);
    const proposal = agreement.proposal;
    if (!proposal || proposal.id !== data.proposalId)
      throw new DomainError(ErrorCode.NotFound, NegotiationMessages.unknownProposal);
    proposal.acceptedBy.push(participantId);
    return comparisonFor(agreement, participantId);
  },
  [AgreementsRpc.declineProposal.subject]: (data) => {
    const { agreement, participantId } = command(data);
    const proposal = agreement.proposal;
    if (!proposal || proposal.id !== data.proposalId)
      throw new DomainError(ErrorCode.NotFound, NegotiationMessages.unknownProposal);
    proposal.declinedBy = participantId;
    return comparisonFor(agreement, participantId);
  },
  [AgreementsRpc.setConcession.subject]: (data) => {
    const { agreement, participantId } = command(data);
    agreement.marks.set(participantId, {
      ...(agreement.marks.get(participantId) ?? { canAccept: false, important: false }),
      canAccept: data.body.canAccept,
    });
    return comparisonFor(agreement, participantId);
  },
  [AgreementsRpc.setImportance.subject]: (data) => {
    const { agreement, participantId } = command(data);
    agreement.marks.set(participantId, {
      ...(agreement.marks.get(participantId) ?? { canAccept: false, important: false }),
      important: data.body.important,
    });
    return comparisonFor(agreement, participantId);
  },
  [AgreementsRpc.setLimit.subject]: (data) => {
    const { agreement, participantId } = command(data);
    agreement.limits.set(participantId, data.body.value);
    return comparisonFor(agreement, participantId);
  },
  [AgreementsRpc.draftProposal.subject]: (data): ProposalOption => {
    const { agreement } = command(data);
    if (agreement.model === 'off')
      throw new DomainError(ErrorCode.ModelUnavailable, NegotiationMessages.modelUnavailable);
    if (agreement.model === 'failing')
      throw new DomainError(ErrorCode.UpstreamFailed, NegotiationMessages.modelFailed);
    return {
      id: `model:${randomUUID()}`,
      source: 'model',
      text: 'Skal husleien deles etter inntekt?',
      clause: 'Partene deler husleien i forhold til inntekten sin.',
      value: null,
      display: null,
      description: null,
    };
  },
};

async function startResponder(): Promise<void> {
  nats = await connect({ servers: testInfra().natsUrl, name: 'agreements-negotiation-responder' });
  for (const definition of Object.values(AgreementsRpc) as RpcDefinition[]) {
    const handler = handlers[definition.subject];
    if (!handler) continue;
    nats.subscribe(definition.subject, {
      queue: 'agreements',
      callback: (error, msg) => {
        if (error) return;
        const packet = JSON.parse(msg.string()) as { id: string; data: unknown };
        const request = definition.request.safeParse(packet.data);
        if (!request.success) {
          contractViolations.push(`${definition.subject} request: ${request.error.message}`);
          msg.respond(
            JSON.stringify({
              id: packet.id,
              err: { code: ErrorCode.Internal, message: 'contract' },
              isDisposed: true,
            }),
          );
          return;
        }
        received.set(definition.subject, [...(received.get(definition.subject) ?? []), request.data]);
        try {
          const response = handler(request.data);
          const reply = definition.reply.safeParse(response);
          if (!reply.success) contractViolations.push(`${definition.subject} reply: ${reply.error.message}`);
          msg.respond(JSON.stringify({ id: packet.id, response, isDisposed: true }));
        } catch (failure) {
          msg.respond(
            JSON.stringify({ id: packet.id, err: (failure as DomainError).toPayload(), isDisposed: true }),
          );
        }
      },
    });
  }
  await nats.flush();
}

// ---- helpers -----------------------------------------------------------------------------------------

let ip = 1;
const client = () =>
  new TestClient(gateway.url, { 'x-forwarded-for': `10.19.1.${ip++}`, origin: gateway.url });

async function registered() {
  const http = client();
  const res = await http.post('/api/auth/register', {
    firstName: 'Kari',
    lastName: 'Nordmann',
    username: `kari_${unique()}`,
    email: `kari.${unique()}@example.no`,
    password: 'hemmelig123',
  });
  expect(res.status).toBe(201);
  return { http, user: res.body as { id: string } };
}

/** An agreement the responder knows, with the given users as participants. */
function agreementWith(userIds: string[], options: Partial<FakeAgreement> = {}) {
  const id = randomUUID();
  const agreement: FakeAgreement = {
    participants: new Map(userIds.map((u) => [u, randomUUID()])),
    openToAnonymous: false,
    questionId: randomUUID(),
    marks: new Map(),
    limits: new Map(),
    proposal: null,
    model: 'on',
    ...options,
  };
  agreements.set(id, agreement);
  return { id, agreement };
}

const count = (subject: string) => received.get(subject)?.length ?? 0;
const last = (subject: string) => received.get(subject)!.at(-1);
const negotiationSubjects = [
  AgreementsRpc.propose,
  AgreementsRpc.acceptProposal,
  AgreementsRpc.declineProposal,
  AgreementsRpc.setConcession,
  AgreementsRpc.setImportance,
  AgreementsRpc.setLimit,
  AgreementsRpc.draftProposal,
].map((d) => d.subject);
const total = () => negotiationSubjects.reduce((n, s) => n + count(s), 0);

beforeAll(async () => {
  await startResponder();
  identity = await startIdentity('it_gateway_negotiation');
  gateway = await startGateway(REDIS_DB, { MODEL_DRAFTS_MAX_PER_USER: String(DRAFTS_PER_USER) });
}, 60_000);

afterAll(async () => {
  await gateway?.stop();
  await identity?.stop();
  await nats?.close();
});

afterEach(() => expect(contractViolations).toEqual([]));

describe('proposals', () => {
  it('POST /proposals forwards the option with the caller from the session and answers 201 with the comparison', async () => {
    const [{ http, user }, other] = [await registered(), await registered()];
    const { id, agreement } = agreementWith([user.id, other.user.id]);
    const res = await http.post<Comparison>(`/api/agreements/${id}/proposals`, {
      questionId: agreement.questionId,
      proposalId: 'midpoint',
    });
    expect(res.status).toBe(201);
    // The reply is the caller's comparison, as the service answered it.
    expect(res.body).toEqual(
      JSON.parse(JSON.stringify(comparisonFor(agreement, agreement.participants.get(user.id)!))),
    );
    expect(AgreementsRpc.propose.reply.safeParse(res.body).success).toBe(true);
    const row = res.body.questionAnswers[0].negotiation!;
    expect(row.proposal).toMatchObject({
      optionId: 'midpoint',
      status: 'pending',
      proposedBy: { isYou: true },
      waitingFor: [{ isYou: false }],
    });
    expect(last(AgreementsRpc.propose.subject)).toEqual({
      caller: { id: user.id, anonymous: false, name: 'Kari Nordmann' },
      agreementId: id,
      body: { questionId: agreement.questionId, proposalId: 'midpoint' },
    });

    // The other accepts (200, their comparison): accepted by all.
    const proposalId = row.proposal!.id;
    const accepted = await other.http.post<Comparison>(
      `/api/agreements/${id}/proposals/${proposalId}/accept`,
    );
    expect(accepted.status).toBe(200);
    expect(accepted.body.questionAnswers[0].negotiation!.proposal).toMatchObject({
      id: proposalId,
      status: 'accepted',
      proposedBy: { isYou: false },
    });
    expect(last(AgreementsRpc.acceptProposal.subject)).toEqual({
      caller: { id: other.user.id, anonymous: false, name: 'Kari Nordmann' },
      agreementId: id,
      proposalId,
    });
  });

  it('POST /proposals/:proposalId/decline answers 200 with the comparison', async () => {
    const [{ http, user }, other] = [await registered(), await registered()];
    const { id, agreement } = agreementWith([user.id, other.user.id]);
    const proposed = await http.post<Comparison>(`/api/agreements/${id}/proposals`, {
      questionId: agreement.questionId,
      proposalId: 'library:0',
    });
    const proposalId = proposed.body.questionAnswers[0].negotiation!.proposal!.id;
    const declined = await other.http.post<Comparison>(
      `/api/agreements/${id}/proposals/${proposalId}/decline`,
    );
    expect(declined.status).toBe(200);
    expect(declined.body.questionAnswers[0].negotiation!.proposal).toMatchObject({
      status: 'declined',
      declinedBy: { isYou: true },
    });
    expect(last(AgreementsRpc.declineProposal.subject)).toMatchObject({
      agreementId: id,
      proposalId,
      caller: { id: other.user.id },
    });
  });

  it('answers 400 in Norwegian for a bad body or path, and asks no service', async () => {
    const { http, user } = await registered();
    const { id, agreement } = agreementWith([user.id]);
    const before = total();
    const cases: [string, string, unknown, string][] = [
      [
        'POST',
        `/api/agreements/${id}/proposals`,
        { questionId: agreement.questionId, proposalId: 'library:7' },
        NegotiationMessages.optionId,
      ],
      [
        'POST',
        `/api/agreements/${id}/proposals`,
        { questionId: agreement.questionId, proposalId: 'answer:kari' },
        NegotiationMessages.optionId,
      ],
      [
        'POST',
        `/api/agreements/${id}/proposals`,
        { questionId: agreement.questionId },
        NegotiationMessages.optionId,
      ],
      [
        'POST',
        `/api/agreements/${id}/proposals`,
        { questionId: 'spørsmål-1', proposalId: 'midpoint' },
        NegotiationMessages.unknownOption,
      ],
      [
        'PUT',
        `/api/agreements/${id}/questions/${agreement.questionId}/concession`,
        { canAccept: 'ja' },
        NegotiationMessages.canAcceptValue,
      ],
      [
        'PUT',
        `/api/agreements/${id}/questions/${agreement.questionId}/concession`,
        {},
        NegotiationMessages.canAcceptValue,
      ],
      [
        'PUT',
        `/api/agreements/${id}/questions/${agreement.questionId}/importance`,
        { important: 1 },
        NegotiationMessages.importantValue,
      ],
      [
        'PUT',
        `/api/agreements/${id}/questions/${agreement.questionId}/limit`,
        { value: 'mye' },
        NegotiationMessages.limitValue,
      ],
      [
        'PUT',
        `/api/agreements/${id}/questions/${agreement.questionId}/limit`,
        { value: -5 },
        NegotiationMessages.limitValue,
      ],
      [
        'PUT',
        `/api/agreements/${id}/questions/${agreement.questionId}/limit`,
        {},
        NegotiationMessages.limitValue,
      ],
      ['POST', `/api/agreements/${id}/proposals/ikke-en-id/accept`, undefined, 'Ugyldig id i adressen'],
      [
        'POST',
        `/api/agreements/ikke-en-id/proposals`,
        { questionId: agreement.questionId, proposalId: 'midpoint' },
        'Ugyldig id i adressen',
      ],
      [
        'PUT',
        `/api/agreements/${id}/questions/ikke-en-id/importance`,
        { important: true },
        'Ugyldig id i adressen',
      ],
      [
        'POST',
        `/api/agreements/${id}/questions/ikke-en-id/proposal-drafts`,
        undefined,
        'Ugyldig id i adressen',
      ],
    ];
    for (const [method, path, body, message] of cases) {
      const res = await http.request<{ code: string; message: string }>(method, path, body);
      expect([method, path, res.status, res.body.code, res.body.message]).toEqual([
        method,
        path,
        400,
        ErrorCode.ValidationFailed,
        message,
      ]);
    }
    // An unknown field is named; a body that is not JSON is the generic message.
    const extra = await http.put<{ message: string }>(
      `/api/agreements/${id}/questions/${agreement.questionId}/concession`,
      { canAccept: true, userId: 'x' },
    );
    expect(extra.status).toBe(400);
    expect(extra.body.message).toContain('userId');
    const notJson = await http.post<{ code: string }>(`/api/agreements/${id}/proposals`, undefined, {
      raw: '{proposalId',
    });
    expect([notJson.status, notJson.body.code]).toEqual([400, ErrorCode.InvalidJson]);
    expect(total()).toBe(before);
  });

  it('maps the service’s refusals: 403 NOT_PARTICIPANT, 409 NEGOTIATION_CLOSED / POINT_NOT_DISPUTED / PROPOSAL_PENDING, 404 for an unknown proposal', async () => {
    const [{ http, user }, stranger] = [await registered(), await registered()];
    const { id, agreement } = agreementWith([user.id]);
    const outsider = await stranger.http.post<{ code: string; message: string }>(
      `/api/agreements/${id}/proposals`,
      { questionId: agreement.questionId, proposalId: 'midpoint' },
    );
    expect([outsider.status, outsider.body.code, outsider.body.message]).toEqual([
      403,
      ErrorCode.NotParticipant,
      NegotiationMessages.notParticipant,
    ]);
    const visitor = await client().put<{ code: string }>(
      `/api/agreements/${id}/questions/${agreement.questionId}/importance`,
      { important: true },
    );
    expect([visitor.status, visitor.body.code]).toEqual([403, ErrorCode.NotParticipant]);

    for (const [code, message] of [
      [ErrorCode.NegotiationClosed, NegotiationMessages.closed],
      [ErrorCode.PointNotDisputed, NegotiationMessages.notDisputed],
      [ErrorCode.ProposalPending, NegotiationMessages.proposalPending],
    ] as const) {
      agreement.failNext = new DomainError(code, message);
      const res = await http.post<{ code: string; message: string }>(`/api/agreements/${id}/proposals`, {
        questionId: agreement.questionId,
        proposalId: 'midpoint',
      });
      expect([res.status, res.body.code, res.body.message]).toEqual([409, code, message]);
    }
    const unknown = await http.post<{ code: string; message: string }>(
      `/api/agreements/${id}/proposals/${randomUUID()}/accept`,
    );
    expect([unknown.status, unknown.body.message]).toEqual([404, NegotiationMessages.unknownProposal]);
  });

  it('refuses a request from a foreign origin (CSRF) before any service is asked', async () => {
    const { http, user } = await registered();
    const { id, agreement } = agreementWith([user.id]);
    const before = total();
    const res = await http.post<{ code: string }>(
      `/api/agreements/${id}/proposals`,
      { questionId: agreement.questionId, proposalId: 'midpoint' },
      { headers: { origin: 'https://evil.example' } },
    );
    expect(res.status).toBe(403);
    expect(res.body.code).toBe(ErrorCode.ForbiddenOrigin);
    expect(total()).toBe(before);
  });
});

describe('private marks', () => {
  it('PUT concession and importance forward the mark with the caller and answer 200 with the comparison', async () => {
    const { http, user } = await registered();
    const { id, agreement } = agreementWith([user.id]);
    const conceded = await http.put<Comparison>(
      `/api/agreements/${id}/questions/${agreement.questionId}/concession`,
      { canAccept: true },
    );
    expect(conceded.status).toBe(200);
    expect(conceded.body.questionAnswers[0].negotiation!.yourMarks).toEqual({
      canAccept: true,
      important: false,
    });
    expect(last(AgreementsRpc.setConcession.subject)).toEqual({
      caller: { id: user.id, anonymous: false, name: 'Kari Nordmann' },
      agreementId: id,
      questionId: agreement.questionId,
      body: { canAccept: true },
    });
    const important = await http.put<Comparison>(
      `/api/agreements/${id}/questions/${agreement.questionId}/importance`,
      { important: true },
    );
    expect(important.status).toBe(200);
    expect(important.body.questionAnswers[0].negotiation!.yourMarks).toEqual({
      canAccept: true,
      important: true,
    });
    expect(last(AgreementsRpc.setImportance.subject)).toMatchObject({
      questionId: agreement.questionId,
      body: { important: true },
    });
  });

  it('PUT limit forwards the value with the caller and answers 200 with the caller’s comparison', async () => {
    const { http, user } = await registered();
    const { id, agreement } = agreementWith([user.id]);
    const set = await http.put<Comparison>(`/api/agreements/${id}/questions/${agreement.questionId}/limit`, {
      value: 13500,
    });
    expect(set.status).toBe(200);
    expect(set.body.questionAnswers[0].negotiation!.limit).toMatchObject({ canSet: false, yours: 13500 });
    expect(last(AgreementsRpc.setLimit.subject)).toEqual({
      caller: { id: user.id, anonymous: false, name: 'Kari Nordmann' },
      agreementId: id,
      questionId: agreement.questionId,
      body: { value: 13500 },
    });
    const date = await http.put(`/api/agreements/${id}/questions/${agreement.questionId}/limit`, {
      value: '2027-04-01',
    });
    expect([date.status, last(AgreementsRpc.setLimit.subject).body]).toEqual([200, { value: '2027-04-01' }]);
  });

  it('lets an anonymous participant mark and propose (the session’s anonymous id is the caller)', async () => {
    const { id, agreement } = agreementWith([], { openToAnonymous: true });
    const visitor = client();
    const marked = await visitor.put<Comparison>(
      `/api/agreements/${id}/questions/${agreement.questionId}/concession`,
      { canAccept: false },
    );
    expect(marked.status).toBe(200);
    const caller = last(AgreementsRpc.setConcession.subject).caller;
    expect(caller).toMatchObject({ anonymous: true, name: 'Anonym deltaker' });
    const proposed = await visitor.post(`/api/agreements/${id}/proposals`, {
      questionId: agreement.questionId,
      proposalId: 'midpoint',
    });
    expect(proposed.status).toBe(201);
    // The same session, the same anonymous caller.
    expect(last(AgreementsRpc.propose.subject).caller).toEqual(caller);
  });
});

describe('model drafts', () => {
  it('POST /proposal-drafts answers 201 with the stored model option', async () => {
    const { http, user } = await registered();
    const { id, agreement } = agreementWith([user.id]);
    const res = await http.post<ProposalOption>(
      `/api/agreements/${id}/questions/${agreement.questionId}/proposal-drafts`,
    );
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      source: 'model',
      text: 'Skal husleien deles etter inntekt?',
      value: null,
    });
    expect(res.body.id).toMatch(/^model:[0-9a-f-]{36}$/);
    expect(last(AgreementsRpc.draftProposal.subject)).toEqual({
      caller: { id: user.id, anonymous: false, name: 'Kari Nordmann' },
      agreementId: id,
      questionId: agreement.questionId,
    });
  });

  it('needs a login: 401 for a visitor and for an anonymous participant, and asks no service', async () => {
    const { id, agreement } = agreementWith([], { openToAnonymous: true });
    const visitor = client();
    expect(
      (
        await visitor.put(`/api/agreements/${id}/questions/${agreement.questionId}/importance`, {
          important: true,
        })
      ).status,
    ).toBe(200);
    const before = count(AgreementsRpc.draftProposal.subject);
    const res = await visitor.post<{ code: string; message: string }>(
      `/api/agreements/${id}/questions/${agreement.questionId}/proposal-drafts`,
    );
    expect([res.status, res.body.code, res.body.message]).toEqual([
      401,
      ErrorCode.LoginRequired,
      NegotiationMessages.loginRequired,
    ]);
    expect(count(AgreementsRpc.draftProposal.subject)).toBe(before);
  });

  it('maps no model to 404 MODEL_UNAVAILABLE and a failed model to 502 with the Norwegian message', async () => {
    const { http, user } = await registered();
    const off = agreementWith([user.id], { model: 'off' });
    const none = await http.post<{ code: string; message: string }>(
      `/api/agreements/${off.id}/questions/${off.agreement.questionId}/proposal-drafts`,
    );
    expect([none.status, none.body.code, none.body.message]).toEqual([
      404,
      ErrorCode.ModelUnavailable,
      NegotiationMessages.modelUnavailable,
    ]);
    const failing = agreementWith([user.id], { model: 'failing' });
    const failed = await http.post<{ code: string; message: string }>(
      `/api/agreements/${failing.id}/questions/${failing.agreement.questionId}/proposal-drafts`,
    );
    expect([failed.status, failed.body.code, failed.body.message]).toEqual([
      502,
      ErrorCode.UpstreamFailed,
      NegotiationMessages.modelFailed,
    ]);
  });
});

describe('model drafts per user', () => {
  it('lets one user ask for MODEL_DRAFTS_MAX_PER_USER drafts over all their agreements, even at once, then 429 without asking the service', async () => {
    const { http, user } = await registered();
    const [first, second] = [agreementWith([user.id]), agreementWith([user.id])];
    const before = count(AgreementsRpc.draftProposal.subject);
    const urls = [first, second, first, second, first, second, first, second].map(
      ({ id, agreement }) => `/api/agreements/${id}/questions/${agreement.questionId}/proposal-drafts`,
    );
    const results = await Promise.all(urls.map((url) => http.post<{ code?: string; message?: string }>(url)));
    expect(results.filter((r) => r.status === 201)).toHaveLength(DRAFTS_PER_USER);
    const refused = results.filter((r) => r.status !== 201);
    expect(refused.map((r) => [r.status, r.body.code, r.body.message])).toEqual(
      Array(urls.length - DRAFTS_PER_USER).fill([
        429,
        ErrorCode.RateLimited,
        NegotiationMessages.tooManyDraftsByYou,
      ]),
    );
    expect(count(AgreementsRpc.draftProposal.subject) - before).toBe(DRAFTS_PER_USER);

    // Another user's drafts are counted on their own.
    const other = await registered();
    const theirs = agreementWith([other.user.id]);
    expect(
      (
        await other.http.post(
          `/api/agreements/${theirs.id}/questions/${theirs.agreement.questionId}/proposal-drafts`,
        )
      ).status,
    ).toBe(201);
  });
});

it('keeps the generic message for a service that does not answer (503)', async () => {
  // The responder stops answering (as an agreements service that is down), then comes back.
  const { http, user } = await registered();
  const { id, agreement } = agreementWith([user.id]);
  await nats.drain();
  const res = await http.put<{ code: string; message: string }>(
    `/api/agreements/${id}/questions/${agreement.questionId}/importance`,
    { important: true },
  );
  expect([res.status, res.body.code, res.body.message]).toEqual([
    503,
    ErrorCode.ServiceUnavailable,
    Messages.serviceUnavailable,
  ]);
  await startResponder();
});
