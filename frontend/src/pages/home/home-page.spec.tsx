import type { Topic } from '@avtalt/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { PENDING_CUSTOM_TOPIC_KEY, PENDING_SELECTED_TOPIC_KEY } from '../../lib/pending-topic';
import { fakeApi } from '../../test/fake-api';
import { renderRoutes, testUser } from '../../test/render';
import HomePage from './home-page';

const topic = (id: string, title: string, description: string, over: Partial<Topic> = {}): Topic => ({
  id,
  title,
  description,
  featured: false,
  isPublic: true,
  isCustom: false,
  createdBy: null,
  createdAt: '2026-01-02T10:00:00.000Z',
  ...over,
});
const husleie = topic('t1', 'Husleie', 'Deling av faste utgifter', { featured: true });
const bil = topic('t2', 'Bilkjøp', 'Pris og tilstand');
const hytte = topic('t3', 'Hytta', 'Booking av helger', { isCustom: true });

function WhereAmI() {
  const location = useLocation();
  return <p>at {`${location.pathname}${location.search}`}</p>;
}

// The page loads its dialog lazily; loading it once up front keeps the first test that opens it from
// waiting on the module being compiled.
beforeAll(() => import('./custom-topic-dialog'));

const routes = [
  { path: '/', element: <HomePage /> },
  { path: '/avtale/:id/sporsmal', element: <WhereAmI /> },
  { path: '/auth', element: <WhereAmI /> },
];

const draft = (id: string, status: 'pending' | 'ready' | 'failed', over: Record<string, unknown> = {}) => ({
  id,
  status,
  title: 'Båten',
  description: 'Hvem bruker den',
  questions:
    status === 'ready'
      ? [
          {
            text: 'Skal dere dele båten likt?',
            description: null,
            clauseYes: 'Likt.',
            clauseNo: 'Ikke likt.',
          },
        ]
      : [],
  message: status === 'failed' ? 'Kunne ikke lage spørsmål til avtalen. Prøv igjen.' : null,
  createdAt: '2026-12-01T10:00:00.000Z',
  formNotices: [],
  ...over,
});

/** The API of the front page; a question draft is answered `pending` `pendingPolls` times, then as `outcome`. */
function serve({ pendingPolls = 0, outcomes = ['ready'] as ('ready' | 'failed')[] } = {}) {
  let drafts = 0;
  const polls = new Map<string, number>();
  const routes: Record<string, unknown> = {
    '/api/topics': [husleie, bil, hytte],
    '/api/topics/featured': [husleie],
    'POST /api/agreements': () => ({ status: 201, body: { id: 'new-1' } }),
    'POST /api/admin/topics': (body: unknown) => ({
      status: 201,
      body: { ...hytte, ...(body as object), id: 't9' },
    }),
    'POST /api/question-drafts/reading': (body: unknown) => ({
      status: 200,
      body:
        (body as { title: string }).title === 'Snøfreseren'
          ? { kinds: ['own-together'], object: 'snøfreseren', guessed: true }
          : { kinds: [], object: null, guessed: false },
    }),
    'POST /api/question-drafts': () => {
      drafts += 1;
      return { status: 202, body: draft(`d${drafts}`, 'pending') };
    },
  };
  for (let n = 1; n <= 3; n++) {
    routes[`/api/question-drafts/d${n}`] = () => {
      const seen = (polls.get(`d${n}`) ?? 0) + 1;
      polls.set(`d${n}`, seen);
      return {
        status: 200,
        body: draft(`d${n}`, seen <= pendingPolls ? 'pending' : (outcomes[n - 1] ?? 'ready')),
      };
    };
  }
  return fakeApi(routes);
}

/** A request that changes something: the title's reading, asked while typing, is not one. */
const isWrite = (c: { method: string; url: string }) =>
  c.method === 'POST' && c.url !== '/api/question-drafts/reading';

beforeEach(() => sessionStorage.clear());

describe('HomePage', () => {
  it('lists featured and all topics with their badges', async () => {
    serve();
    renderRoutes(routes, { path: '/', user: null });
    expect(await screen.findByRole('heading', { name: 'Populære temaer' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Alle temaer' })).toBeTruthy();
    expect(await screen.findAllByText('Fremhevet')).toHaveLength(2);
    expect(screen.getByText('Egendefinert')).toBeTruthy();
    expect(screen.getByText('Eget tema')).toBeTruthy();
  });

  it("shows 'Slik fungerer det' and the features below the topics (their own chunk), in the section its anchor names", async () => {
    serve();
    renderRoutes(routes, { path: '/', user: null });
    const steps = await screen.findByRole('heading', { name: 'Slik fungerer det' });
    expect(screen.getByRole('heading', { name: 'Alt dere trenger for å bli enige' })).toBeTruthy();
    expect(steps.closest('#slik-fungerer-det')).toBeTruthy();
  });

  it('keeps no hidden progress indicator in the page while idle (an indeterminate spinner animates even when hidden)', async () => {
    serve();
    renderRoutes(routes, { path: '/', user: null });
    await screen.findByText('Bilkjøp');
    expect(screen.getByRole('button', { name: 'Lag ny avtale' })).toBeTruthy();
    expect(screen.queryAllByRole('progressbar', { hidden: true })).toEqual([]);
    expect(screen.queryByText('Lager avtale...')).toBeNull();
  });

  it('searches title and description, hides the featured section and says when nothing matches', async () => {
    serve();
    renderRoutes(routes, { path: '/', user: null });
    const search = await screen.findByRole('searchbox', { name: 'Søk etter tema' });
    expect(search.getAttribute('placeholder')).toBe('Søk etter tema...');
    await screen.findByText('Bilkjøp');

    fireEvent.change(search, { target: { value: 'HELGER' } });
    expect(screen.getByRole('heading', { name: 'Søkeresultater for "HELGER"' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Populære temaer' })).toBeNull();
    expect(screen.getByText('Hytta')).toBeTruthy();
    expect(screen.queryByText('Bilkjøp')).toBeNull();

    fireEvent.change(search, { target: { value: 'zzz' } });
    expect(
      screen.getByText('Ingen temaer funnet. Prøv et annet søkeord eller opprett et eget tema.'),
    ).toBeTruthy();
  });

  it('creates an agreement from the first featured topic, or from the selected one', async () => {
    const calls = serve();
    renderRoutes(routes, { path: '/', user: null });
    fireEvent.click(await screen.findByRole('button', { name: 'Velg Bilkjøp' }));
    expect(screen.getByRole('button', { name: 'Velg Bilkjøp' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Lag ny avtale' }));

    expect(await screen.findByText('at /avtale/new-1/sporsmal')).toBeTruthy();
    expect(calls.find(isWrite)?.body).toEqual({
      topic: 't2',
      title: 'Bilkjøp',
      description: 'Pris og tilstand',
      language: 'nb',
      englishAppendix: false,
    });
  });

  it('after Velg, offers the button that starts the agreement at the bottom of the screen (issue 16, phones)', async () => {
    const calls = serve();
    renderRoutes(routes, { path: '/', user: null });
    await screen.findByRole('button', { name: 'Velg Bilkjøp' });
    expect(screen.queryByRole('region', { name: 'Valgt tema' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Velg Bilkjøp' }));
    const bar = await screen.findByRole('region', { name: 'Valgt tema' });
    fireEvent.click(within(bar).getByRole('button', { name: 'Lag ny avtale: Bilkjøp' }));
    expect(await screen.findByText('at /avtale/new-1/sporsmal')).toBeTruthy();
    expect(calls.find(isWrite)?.body).toMatchObject({ topic: 't2', title: 'Bilkjøp' });
  });

  it('validates the custom topic dialog and creates a private custom agreement', async () => {
    const calls = serve();
    renderRoutes(routes, { path: '/', user: null });
    fireEvent.click(await screen.findByRole('button', { name: 'Opprett eget tema' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Lag ditt eget avtaletema med tilpasset innhold')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Opprett tema' }));
    expect(await within(dialog).findByText('Vennligst angi en tittel')).toBeTruthy();
    expect(within(dialog).getByText('Vennligst angi en beskrivelse')).toBeTruthy();

    fireEvent.change(within(dialog).getByLabelText('Tittel'), { target: { value: 'Båten' } });
    fireEvent.change(within(dialog).getByLabelText('Beskrivelse'), { target: { value: 'Hvem bruker den' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Opprett tema' }));

    expect(await screen.findByText('at /avtale/new-1/sporsmal')).toBeTruthy();
    expect(calls.filter(isWrite).map((c) => [c.url, c.body])).toEqual([
      ['/api/question-drafts', { title: 'Båten', description: 'Hvem bruker den' }],
      [
        '/api/agreements',
        {
          topic: 'custom',
          title: 'Båten',
          description: 'Hvem bruker den',
          questionDraftId: 'd1',
          language: 'nb',
          englishAppendix: false,
        },
      ],
    ]);
  });

  it('tells, before any question, that Avtalt cannot make a testament or an ektepakt; "Velg noe annet" goes back, "Fortsett likevel" goes on (issue 31)', async () => {
    const calls = serve();
    renderRoutes(routes, { path: '/', user: null });
    fireEvent.click(await screen.findByRole('button', { name: 'Opprett eget tema' }));
    let dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Tittel'), { target: { value: 'Arveoppgjør etter mor' } });
    expect(within(dialog).queryByText('Avtalt kan ikke lage et testament')).toBeNull();
    fireEvent.change(within(dialog).getByLabelText('Tittel'), { target: { value: 'Testamentet vårt' } });
    const notice = within(dialog).getByTestId('form-notice-testament');
    expect(notice.textContent).toContain('Avtalt kan ikke lage et testament');
    expect(notice.textContent).toContain('foran to vitner som er til stede samtidig');
    expect(notice.textContent).toContain('Kilde: arveloven §§ 42 og 43');
    expect(within(dialog).queryByRole('button', { name: 'Opprett tema' })).toBeNull();

    // Going back: the dialog closes and nothing was sent.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Velg noe annet' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter(isWrite)).toEqual([]);

    // An ektepakt in the description; going on anyway makes the questions as before.
    fireEvent.click(screen.getByRole('button', { name: 'Opprett eget tema' }));
    dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Tittel'), { target: { value: 'Før bryllupet' } });
    fireEvent.change(within(dialog).getByLabelText('Beskrivelse'), {
      target: { value: 'Vi er gift og vil ha særeie på hytta' },
    });
    expect(within(dialog).getByTestId('form-notice-ektepakt').textContent).toContain(
      'Ektepaktregisteret i Brønnøysund',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Fortsett likevel' }));
    expect(await screen.findByText('at /avtale/new-1/sporsmal')).toBeTruthy();
    expect(calls.filter(isWrite).map((c) => c.url)).toEqual(['/api/question-drafts', '/api/agreements']);
  });

  it('shows that it is making the questions while the job runs, and continues by itself when they are ready', async () => {
    const calls = serve({ pendingPolls: 2 });
    renderRoutes(routes, { path: '/', user: null });
    fireEvent.click(await screen.findByRole('button', { name: 'Opprett eget tema' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Tittel'), { target: { value: 'Båten' } });
    fireEvent.change(within(dialog).getByLabelText('Beskrivelse'), { target: { value: 'Hvem bruker den' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Opprett tema' }));

    const status = await within(dialog).findByRole('status');
    expect(status.getAttribute('aria-live')).toBe('polite');
    expect(status.textContent).toContain('Lager spørsmål til avtalen …');
    expect(within(status).getByRole('progressbar', { name: 'Lager spørsmål' })).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Opprett tema' })).toBeNull();

    expect(await screen.findByText('at /avtale/new-1/sporsmal', undefined, { timeout: 4000 })).toBeTruthy();
    expect(calls.filter((c) => c.url === '/api/question-drafts/d1')).toHaveLength(3);
    expect(calls.filter((c) => c.url === '/api/agreements')).toHaveLength(1);
  });

  it('says why the questions could not be made, and "Prøv igjen" makes them again', async () => {
    const calls = serve({ outcomes: ['failed', 'ready'] });
    renderRoutes(routes, { path: '/', user: null });
    fireEvent.click(await screen.findByRole('button', { name: 'Opprett eget tema' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Tittel'), { target: { value: 'Båten' } });
    fireEvent.change(within(dialog).getByLabelText('Beskrivelse'), { target: { value: 'Hvem bruker den' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Eie noe sammen' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Opprett tema' }));

    const alert = await within(dialog).findByRole('alert', undefined, { timeout: 3000 });
    expect(alert.textContent).toBe('Kunne ikke lage spørsmål til avtalen. Prøv igjen.');
    expect(calls.some((c) => c.url === '/api/agreements')).toBe(false);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Prøv igjen' }));
    expect(await screen.findByText('at /avtale/new-1/sporsmal', undefined, { timeout: 3000 })).toBeTruthy();
    expect(calls.filter(isWrite).map((c) => [c.url, c.body])).toEqual([
      // The kind chosen in the dialog goes with the new draft too.
      ['/api/question-drafts', { title: 'Båten', description: 'Hvem bruker den', kinds: ['own-together'] }],
      ['/api/question-drafts', { title: 'Båten', description: 'Hvem bruker den', kinds: ['own-together'] }],
      [
        '/api/agreements',
        {
          topic: 'custom',
          title: 'Båten',
          description: 'Hvem bruker den',
          questionDraftId: 'd2',
          language: 'nb',
          englishAppendix: false,
        },
      ],
    ]);
  });

  it('stops waiting and closes when the visitor cancels', async () => {
    const calls = serve({ pendingPolls: 100 });
    renderRoutes(routes, { path: '/', user: null });
    fireEvent.click(await screen.findByRole('button', { name: 'Opprett eget tema' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Tittel'), { target: { value: 'Båten' } });
    fireEvent.change(within(dialog).getByLabelText('Beskrivelse'), { target: { value: 'Hvem bruker den' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Opprett tema' }));
    await within(dialog).findByRole('status');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Avbryt' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const polled = calls.length;
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(calls.length).toBe(polled);
    expect(calls.some((c) => c.url === '/api/agreements')).toBe(false);
  });

  it('resets the dialog when it closes', async () => {
    serve();
    renderRoutes(routes, { path: '/', user: null });
    fireEvent.click(await screen.findByRole('button', { name: 'Opprett eget tema' }));
    let dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Tittel'), { target: { value: 'Båten' } });
    fireEvent.click(within(dialog).getByRole('switch', { name: 'Gjør temaet tilgjengelig for alle' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Avbryt' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Opprett eget tema' }));
    dialog = screen.getByRole('dialog');
    expect((within(dialog).getByLabelText('Tittel') as HTMLInputElement).value).toBe('');
    expect(within(dialog).getByRole('button', { name: 'Opprett tema' })).toBeTruthy();
  });

  it('sends a logged-out visitor who wants a public topic to login and keeps the topic', async () => {
    serve();
    renderRoutes(routes, { path: '/', user: null });
    fireEvent.click(await screen.findByRole('button', { name: 'Opprett eget tema' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Tittel'), { target: { value: 'Båten' } });
    fireEvent.change(within(dialog).getByLabelText('Beskrivelse'), { target: { value: 'Hvem bruker den' } });
    fireEvent.click(within(dialog).getByRole('switch', { name: 'Gjør temaet tilgjengelig for alle' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Opprett og publiser tema' }));

    expect(await screen.findByText('at /auth?returnTo=%2F')).toBeTruthy();
    expect(screen.getByText('Innlogging kreves')).toBeTruthy();
    expect(JSON.parse(sessionStorage.getItem(PENDING_CUSTOM_TOPIC_KEY) ?? '')).toEqual({
      title: 'Båten',
      description: 'Hvem bruker den',
      public: true,
    });
  });

  it('shows what kind of agreement the title reads as, and sends the kinds the person chose instead', async () => {
    const calls = serve();
    renderRoutes(routes, { path: '/', user: null });
    fireEvent.click(await screen.findByRole('button', { name: 'Opprett eget tema' }));
    const dialog = await screen.findByRole('dialog');
    const hint = within(dialog).getByTestId('agreement-kind-hint');
    expect(hint.textContent).toBe('Skriv en tittel, så foreslår vi hva slags avtale det er.');
    fireEvent.change(within(dialog).getByLabelText('Tittel'), { target: { value: 'Snøfreseren' } });
    fireEvent.change(within(dialog).getByLabelText('Beskrivelse'), { target: { value: 'Per bruker den' } });
    await waitFor(() =>
      expect(hint.textContent).toBe(
        'Tittelen sier ikke hva dere skal gjøre med snøfreseren. Vi gjetter «Eie noe sammen». Stemmer ikke det? Velg det som passer.',
      ),
    );
    const owned = within(dialog).getByRole('button', { name: 'Eie noe sammen' });
    expect(owned.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(owned);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Låne bort en ting' }));
    expect(owned.getAttribute('aria-pressed')).toBe('false');
    expect(hint.textContent).toBe('Spørsmålene lages for «Låne bort en ting».');
    // Three at most: the others cannot be chosen until one is taken away.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Dele utgifter' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Naboer' }));
    expect(hint.textContent).toContain('Du kan velge høyst tre.');
    expect(within(dialog).getByRole('button', { name: 'Leie ut' }).getAttribute('aria-disabled')).toBe(
      'true',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Dele utgifter' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Opprett tema' }));

    expect(await screen.findByText('at /avtale/new-1/sporsmal')).toBeTruthy();
    expect(calls.filter((c) => c.url === '/api/question-drafts/reading').at(-1)?.body).toEqual({
      title: 'Snøfreseren',
      description: 'Per bruker den',
    });
    expect(calls.filter(isWrite).map((c) => [c.url, c.body])).toEqual([
      [
        '/api/question-drafts',
        { title: 'Snøfreseren', description: 'Per bruker den', kinds: ['lend-thing', 'neighbours'] },
      ],
      [
        '/api/agreements',
        {
          topic: 'custom',
          title: 'Snøfreseren',
          description: 'Per bruker den',
          questionDraftId: 'd1',
          language: 'nb',
          englishAppendix: false,
        },
      ],
    ]);
  });

  it('replaces the reading with the first kind tapped, and says which kinds are marked to a screen reader', async () => {
    const calls = serve();
    renderRoutes(routes, { path: '/', user: null });
    fireEvent.click(await screen.findByRole('button', { name: 'Opprett eget tema' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Tittel'), { target: { value: 'Snøfreseren' } });
    const owned = within(dialog).getByRole('button', { name: 'Eie noe sammen' });
    await waitFor(() => expect(owned.getAttribute('aria-pressed')).toBe('true'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Låne bort en ting' }));
    expect(owned.getAttribute('aria-pressed')).toBe('false');
    expect(within(dialog).getByText('Valgt: Låne bort en ting')).toBeTruthy();

    expect(calls.filter(isWrite)).toEqual([]);
  });

  it('says when the title could not be read, and leaves the choice to the person', async () => {
    serve();
    const answer = globalThis.fetch;
    globalThis.fetch = jest.fn(async (url: string, init?: RequestInit) =>
      url === '/api/question-drafts/reading'
        ? ({ ok: false, status: 503, text: async () => '{}', json: async () => ({}) } as Response)
        : answer(url, init),
    ) as unknown as typeof fetch;
    renderRoutes(routes, { path: '/', user: null });
    fireEvent.click(await screen.findByRole('button', { name: 'Opprett eget tema' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Tittel'), { target: { value: 'Snøfreseren' } });
    await waitFor(() =>
      expect(within(dialog).getByTestId('agreement-kind-hint').textContent).toBe(
        'Vi fikk ikke lest tittelen nå. Velg det som passer best.',
      ),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Naboer' }));
    expect(within(dialog).getByTestId('agreement-kind-hint').textContent).toBe(
      'Spørsmålene lages for «Naboer».',
    );
  });

  it('says so when the title does not show what kind of agreement it is', async () => {
    serve();
    renderRoutes(routes, { path: '/', user: null });
    fireEvent.click(await screen.findByRole('button', { name: 'Opprett eget tema' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Tittel'), { target: { value: 'Skjermtid' } });
    await waitFor(() =>
      expect(within(dialog).getByTestId('agreement-kind-hint').textContent).toBe(
        'Vi ser ikke av tittelen hva slags avtale det er. Velg det som passer best, så blir spørsmålene bedre.',
      ),
    );
    expect(within(dialog).queryAllByRole('button', { pressed: true })).toEqual([]);
  });

  it('completes a pending public topic after login: publish, then the agreement', async () => {
    const calls = serve();
    sessionStorage.setItem(
      PENDING_CUSTOM_TOPIC_KEY,
      JSON.stringify({ title: 'Båten', description: 'Hvem', public: true, kinds: ['rent'] }),
    );
    renderRoutes(routes, { path: '/', user: testUser });

    expect(await screen.findByText('at /avtale/new-1/sporsmal')).toBeTruthy();
    expect(calls.filter(isWrite).map((c) => [c.url, c.body])).toEqual([
      ['/api/admin/topics', { title: 'Båten', description: 'Hvem', featured: false }],
      ['/api/question-drafts', { title: 'Båten', description: 'Hvem', kinds: ['rent'] }],
      [
        '/api/agreements',
        {
          topic: 'custom',
          title: 'Båten',
          description: 'Hvem',
          questionDraftId: 'd1',
          language: 'nb',
          englishAppendix: false,
        },
      ],
    ]);
    await waitFor(() => expect(sessionStorage.getItem(PENDING_CUSTOM_TOPIC_KEY)).toBeNull());
  });

  it("shows 'Lager avtale...' over the page while a topic chosen before login becomes an agreement (the backdrop is loaded when shown)", async () => {
    const calls = serve();
    const answer = globalThis.fetch;
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    globalThis.fetch = jest.fn(async (url: string, init?: RequestInit) => {
      if (init?.method === 'POST') await held;
      return answer(url, init);
    }) as unknown as typeof fetch;
    sessionStorage.setItem(PENDING_SELECTED_TOPIC_KEY, JSON.stringify({ id: 't2', title: 'Bilkjøp' }));
    renderRoutes(routes, { path: '/', user: testUser });

    // MUI's Backdrop is aria-hidden (the button beside it says 'Lager avtale...' to screen readers).
    const spinner = await screen.findByRole('progressbar', { name: 'Lager avtale...', hidden: true });
    expect(spinner.closest('.MuiBackdrop-root')?.textContent).toBe('Lager avtale...');
    release();
    expect(await screen.findByText('at /avtale/new-1/sporsmal')).toBeTruthy();
    expect(calls.find(isWrite)?.body).toEqual({
      topic: 't2',
      title: 'Bilkjøp',
      description: 'Pris og tilstand',
      language: 'nb',
      englishAppendix: false,
    });
  });

  it('shows the load error when the topics cannot be fetched', async () => {
    fakeApi({});
    renderRoutes(routes, { path: '/', user: null });
    const message = await screen.findByText('Kunne ikke laste inn temaer. Prøv igjen senere.');
    // MUI's error Alert, loaded when needed.
    expect(message.closest('.MuiAlert-standardError')?.getAttribute('role')).toBe('alert');
  });
});
