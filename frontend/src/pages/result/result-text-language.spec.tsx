import type { Agreement, SignaturesView } from '@avtalt/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeApi } from '../../test/fake-api';
import { installFakeWebSocket } from '../../test/fake-websocket';
import { renderRoutes, testUser } from '../../test/render';
import ResultPage from './result-page';
import { textLanguageCard } from './text-language.rules';

const id = 'beef0000-0000-4000-8000-000000000042';
const finalText = '<!DOCTYPE html><html lang="nb"><head></head><body><h1>Låneavtale</h1></body></html>';
const me = { id: 'c0000000-0000-4000-8000-000000000001', userId: testUser.id, userName: 'Kari Nordmann' };

const agreement = (over: Partial<Agreement> = {}) =>
  ({
    id,
    title: 'Lån til bil',
    topic: 'Lån mellom venner eller familie',
    description: '',
    status: 'completed',
    currentRound: 1,
    legalText: finalText,
    initiatorName: 'Kari',
    isInitiator: true,
    participants: [me],
    document: { kind: 'agreement', heading: 'Låneavtale', termClause: null, disputeClause: null },
    updatedAt: '2026-11-25T07:00:00.000Z',
    viewer: { id: testUser.id, anonymous: false },
    language: 'nb',
    englishAppendix: false,
    languages: { nn: true, en: true, nynorskReviewed: false },
    ...over,
  }) as unknown as Agreement;

const view = (over: Partial<SignaturesView> = {}): SignaturesView => ({
  enabled: true,
  status: 'unsigned',
  textSha256: null,
  pdfSha256: null,
  canSign: true,
  canVoid: false,
  parties: [],
  voidedAt: null,
  signBlocker: null,
  signingNotes: [],
  yourEvidence: null,
  ...over,
});

const routes = [{ path: '/avtale/:id/ferdig', element: <ResultPage /> }];
const path = `/avtale/${id}/ferdig`;
const agreementUrl = `/api/agreements/${id}`;

let restoreWebSocket: () => void;
beforeEach(() => {
  restoreWebSocket = installFakeWebSocket();
});
afterEach(() => restoreWebSocket());

describe('Språk i avtaleteksten', () => {
  it('lets a party choose nynorsk and the English appendix, each saved at once, and says why nynorsk waits', async () => {
    const calls = fakeApi({
      [agreementUrl]: agreement(),
      [`${agreementUrl}/signatures`]: view(),
      '/api/eid': { available: false, method: null, broker: null },
      [`PUT ${agreementUrl}/language`]: (body: unknown) => ({
        status: 200,
        body: agreement(body as Partial<Agreement>),
      }),
    });
    renderRoutes(routes, { path, user: testUser });
    const card = await screen.findByRole('region', { name: 'Språk i avtaleteksten' });
    expect((within(card).getByRole('radio', { name: 'Bokmål' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(card).getByRole('radio', { name: 'Nynorsk' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'PUT').at(-1)?.body).toEqual({
        language: 'nn',
        englishAppendix: false,
      }),
    );
    await within(card).findByText(/ikke lest gjennom av en som skriver nynorsk/);
    fireEvent.click(within(card).getByRole('checkbox', { name: /engelsk oversettelse/ }));
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'PUT').at(-1)?.body).toEqual({
        language: 'nn',
        englishAppendix: true,
      }),
    );
  });
});

describe('textLanguageCard', () => {
  const base = agreement();
  it('offers the choice to a party while nobody has signed, and nothing where the topic has no translation', () => {
    expect(textLanguageCard(base, view())).toEqual({
      choosing: true,
      nynorsk: true,
      english: true,
      awaitingReview: false,
    });
    expect(textLanguageCard(base, view({ status: 'signing' }))).toBeNull();
    expect(textLanguageCard({ ...base, participants: [] }, view())).toBeNull();
    expect(
      textLanguageCard({ ...base, languages: { nn: false, en: false, nynorskReviewed: false } }, view()),
    ).toBeNull();
  });

  it('tells anyone reading a nynorsk text no nynorsk writer has read why it cannot be signed', () => {
    const nn = { ...base, language: 'nn' as const, participants: [] };
    expect(textLanguageCard(nn, view())).toEqual({
      choosing: false,
      nynorsk: true,
      english: true,
      awaitingReview: true,
    });
    const read = { ...nn, languages: { nn: true, en: true, nynorskReviewed: true } };
    expect(textLanguageCard(read, view())).toBeNull();
  });
});
