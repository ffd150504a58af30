/**
 * The legal text in nynorsk with the English translation (docs/languages.md), with real identity, templates,
 * agreements, documents and the gateway. Kari starts the catalogue loan in nynorsk with the English appendix: the
 * agreement stores the language and the translations it was started with (SQL). The final text is nynorsk, marked
 * «til gjennomlesing», with the appendix; signing it is refused (409, in the caller's language), and so is a
 * language change by someone not taking part. Ola chooses bokmål: the stored text is cleared and made again in
 * bokmål, the appendix kept; both sign, and the language can no longer be changed. The sealed PDF carries both texts.
 */
import type {
  Agreement,
  AgreementQuestion,
  Comparison,
  QuestionDraft,
  SignaturesView,
} from '@avtalt/contracts';
import {
  eventually,
  pdfText,
  readyPdf,
  signWithPassword,
  type TestClient,
} from '@avtalt/service-kit/testing';
import type { Client } from 'pg';
import { answerLoan, LOAN_PASSWORD as PASSWORD, type LoanSystem, startLoanSystem } from './loan-system';

let system: LoanSystem;
let db: Client;

beforeAll(async () => {
  system = await startLoanSystem({
    database: 'it_languages',
    redisDb: 12,
    ipPrefix: '10.47.0',
    agreementsEnv: { PAYMENT_REMINDER_SWEEP_SECONDS: '0', REVIEW_SWEEP_SECONDS: '0' },
  });
  ({ db } = system);
}, 180_000);

afterAll(() => system?.stop());

const legalText = async (p: TestClient, id: string): Promise<string> =>
  eventually(
    async () => {
      const res = await p.get<{ html: string }>(`/api/agreements/${id}/legal-text`);
      return res.status === 200 ? res.body.html : undefined;
    },
    30_000,
    'the final text',
  );

it('keeps a loan in nynorsk with the English appendix, refuses to sign it until read, and signs it in bokmål', async () => {
  const [kari, ola, per] = [await system.user('Kari'), await system.user('Ola'), await system.user('Per')];
  const topics = (await kari.get<{ id: string; title: string }[]>('/api/topics')).body;
  const topic = topics.find((t) => t.title === 'Lån mellom venner eller familie')!;
  const created = await kari.post<{ id: string }>('/api/agreements', {
    topic: topic.id,
    title: 'Lån til båt',
    description: '',
    language: 'nn',
    englishAppendix: true,
  });
  expect(created.status).toBe(201);
  const id = created.body.id;

  // Stored: the language, the appendix, and the translations the agreement was started with.
  const [row] = (
    await db.query(
      `select language, english_appendix, translations->'nn'->>'title' as nn_title, translations->'nn'->>'reviewed' as reviewed,
              translations->'en'->>'heading' as en_heading
         from agreements where id = $1`,
      [id],
    )
  ).rows;
  expect(row).toEqual({
    language: 'nn',
    english_appendix: true,
    nn_title: 'Lån mellom vener eller familie',
    reviewed: 'false',
    en_heading: 'Loan Agreement',
  });
  const questions = (
    await db.query(
      `select count(*)::int as all, count(translations->'nn')::int as nn, count(translations->'en')::int as en
         from agreement_questions where agreement_id = $1`,
      [id],
    )
  ).rows[0];
  expect(questions.all).toBeGreaterThan(10);
  expect([questions.nn, questions.en]).toEqual([questions.all, questions.all]);

  // Each reader gets the questions in nynorsk and English besides the bokmål, the options as stored, and the
  // clauses in the text's language (nynorsk), as stored.
  const storedQuestions = new Map(
    (
      await db.query(
        `select id, options, clause_yes, translations->'nn'->>'clauseYes' as nn_yes, translations->'en'->>'text' as en_text,
                translations->'nn'->>'text' as nn_text, translations->'en'->'checkMessages' as en_checks, checks
           from agreement_questions where agreement_id = $1`,
        [id],
      )
    ).rows.map((r) => [r.id, r]),
  );
  const asked = (await kari.get<AgreementQuestion[]>(`/api/agreements/${id}/questions`)).body;
  expect(asked.length).toBeGreaterThan(10);
  for (const q of asked) {
    const stored = storedQuestions.get(q.id);
    expect([q.wordings?.nn?.text, q.wordings?.en?.text, q.options]).toEqual([
      stored.nn_text,
      stored.en_text,
      stored.options,
    ]);
    if (q.type === 'yes_no') expect(q.clauseYes).toBe(stored.nn_yes ?? stored.clause_yes);
  }
  const yesNo = asked.filter((q) => q.type === 'yes_no' && storedQuestions.get(q.id).nn_yes);
  expect(yesNo.length).toBeGreaterThan(0);
  // A value check's message goes with its translation, beside the bokmål message the agreement stores.
  const checked = asked.filter((q) => (storedQuestions.get(q.id).checks?.length ?? 0) > 0);
  expect(checked.length).toBeGreaterThan(0);
  for (const q of checked) {
    const stored = storedQuestions.get(q.id);
    expect(q.wordings?.en?.checkMessages).toEqual(stored.en_checks);
    expect(q.wordings?.en?.checkMessages?.map((m) => m.message)).toEqual(
      stored.checks.map((c: { message: string }) => c.message),
    );
    expect(q.wordings?.nn?.checkMessages?.every((m) => m.translation !== m.message)).toBe(true);
  }

  await answerLoan(kari, id, 'self', '2027-01-15', '2027-12-31');
  await answerLoan(ola, id, 'other', '2027-01-15', '2027-12-31');
  for (const [i, p] of [kari, ola].entries())
    expect(
      (await p.put(`/api/agreements/${id}/party-details`, { birthDate: `198${i}-01-0${i + 1}` })).status,
    ).toBe(200);

  const nynorsk = await legalText(kari, id);
  expect(nynorsk).toContain('<html lang="nn">');
  expect(nynorsk).toMatch(/TIL GJENNOMLESING/i);
  expect(nynorsk).toContain('Kari Lån lånar ut pengane til Ola Lån.');
  expect(nynorsk).toContain('Omsetjing — den norske teksten gjeld');
  expect(nynorsk).toContain('Kari Lån lends the money to Ola Lån.');
  expect(nynorsk).toContain('The loan amount is NOK\u00a010,000.');
  const stored = (await db.query('select legal_text from agreements where id = $1', [id])).rows[0].legal_text;
  expect(stored).toBe(nynorsk);

  // Not signed until a nynorsk writer has read the topic: 409, said in the caller's language.
  const view = await eventually(
    async () => (await ola.get(`/api/agreements/${id}/signatures`)).body.textSha256 ?? undefined,
    30_000,
    'the text to sign',
  );
  const signatures = (await ola.get<SignaturesView>(`/api/agreements/${id}/signatures`)).body;
  expect(signatures.canSign).toBe(false);
  expect(signatures.signBlocker?.message).toContain('Den nynorske avtaleteksten er ikke lest gjennom');
  // The loan's signing note comes with its nynorsk and English, as the agreement stores them.
  const storedNotes = (
    await db.query(
      `select document->'signingNotes' as notes, translations->'en'->'signingNotes' as en_notes
         from agreements where id = $1`,
      [id],
    )
  ).rows[0];
  expect(signatures.signingNotes.map((n) => n.id)).toEqual(
    storedNotes.notes.map((n: { id: string }) => n.id),
  );
  expect(signatures.signingNotes[0]!.wordings?.en).toEqual({
    title: storedNotes.en_notes[0].title,
    text: storedNotes.en_notes[0].text,
  });
  expect(signatures.signingNotes[0]!.wordings?.nn?.title).toMatch(/ikkje/);
  const refused = await ola.request(
    'POST',
    `/api/agreements/${id}/signatures`,
    { consent: true, password: PASSWORD, textSha256: view },
    { headers: { 'Accept-Language': 'nn' } },
  );
  expect(refused.status).toBe(409);
  expect(refused.body.message).toContain('Den nynorske avtaleteksten er ikkje lesen gjennom');
  expect(
    Number((await db.query('select count(*) from signatures where agreement_id = $1', [id])).rows[0].count),
  ).toBe(0);

  // Someone not taking part cannot choose; a bad body is a 400; neither changed anything.
  expect(
    (await per.put(`/api/agreements/${id}/language`, { language: 'nb', englishAppendix: false })).status,
  ).toBe(403);
  const bad = await ola.put(`/api/agreements/${id}/language`, { language: 'en', englishAppendix: true });
  expect(bad.status).toBe(400);
  expect((await db.query('select language from agreements where id = $1', [id])).rows[0].language).toBe('nn');

  // Ola chooses bokmål: the stored text is cleared and made again in bokmål, the appendix kept.
  const changed = await ola.put<Agreement>(`/api/agreements/${id}/language`, {
    language: 'nb',
    englishAppendix: true,
  });
  expect(changed.status).toBe(200);
  expect(changed.body).toMatchObject({ language: 'nb', englishAppendix: true });
  expect(
    (await db.query('select legal_text from agreements where id = $1', [id])).rows[0].legal_text,
  ).toBeNull();
  const bokmal = await legalText(kari, id);
  // The comparison's clauses follow the text's language (its cached rows were made again), the wordings stay.
  const rows = (await ola.get<Comparison>(`/api/agreements/${id}/comparison`)).body.questionAnswers;
  for (const row of rows.filter((r) => yesNo.some((q) => q.id === r.questionId))) {
    expect(row.clauseYes).toBe(storedQuestions.get(row.questionId).clause_yes);
    expect(row.wordings?.en?.text).toBe(storedQuestions.get(row.questionId).en_text);
  }
  expect(bokmal).toContain('<html lang="nb">');
  expect(bokmal).not.toMatch(/TIL GJENNOMLESING/i);
  expect(bokmal).toContain('Oversettelse — den norske teksten gjelder');
  expect(bokmal).toContain('Kari Lån lends');

  await signWithPassword(kari, id, PASSWORD);
  // Once someone has signed the text is frozen: the language stays.
  const frozen = await ola.put(`/api/agreements/${id}/language`, { language: 'nn', englishAppendix: true });
  expect(frozen.status).toBe(409);
  await signWithPassword(ola, id, PASSWORD);

  const pdf = await readyPdf(system.gateway.url, kari, `/api/agreements/${id}/pdf`, 90_000);
  const text = pdfText(pdf);
  expect(text).toContain('Oversettelse — den norske teksten gjelder');
  expect(text).toContain('Translation — the Norwegian text prevails');
  expect(text).toMatch(/Kari Lån\s+lends\s+the\s+money/);
}, 240_000);

it('keeps a nynorsk text nynorsk when the parties settle on a curated compromise: the replacement has its translations', async () => {
  const [kari, ola] = [await system.user('Karin'), await system.user('Olav')];
  const topics = (await kari.get<{ id: string; title: string }[]>('/api/topics')).body;
  const topic = topics.find((t) => t.title === 'Lån mellom venner eller familie')!;
  const id = (
    await kari.post<{ id: string }>('/api/agreements', {
      topic: topic.id,
      title: 'Lån til sykkel',
      description: '',
      language: 'nn',
      englishAppendix: false,
    })
  ).body.id;
  const asked = (await kari.get<AgreementQuestion[]>(`/api/agreements/${id}/questions`)).body;
  // A Ja/Nei point with curated compromises that everyone is asked, whatever else they answer.
  const disputed = asked.find(
    (q) => q.type === 'yes_no' && (q.wordings?.nn?.middleGround?.length ?? 0) > 0 && q.rules.length === 0,
  )!;
  expect(disputed.wordings?.en?.middleGround?.length).toBe(disputed.wordings?.nn?.middleGround?.length);
  await answerLoan(kari, id, 'self', '2027-01-15', '2027-12-31', { [disputed.id]: true });
  await answerLoan(ola, id, 'other', '2027-01-15', '2027-12-31', { [disputed.id]: false });

  const proposed = await kari.post<Comparison>(`/api/agreements/${id}/proposals`, {
    questionId: disputed.id,
    proposalId: 'library:0',
  });
  expect(proposed.status).toBe(201);
  const proposal = proposed.body.questionAnswers.find((r) => r.questionId === disputed.id)!.negotiation!
    .proposal!;
  expect((await ola.post(`/api/agreements/${id}/proposals/${proposal.id}/accept`, {})).status).toBe(200);
  expect((await kari.post(`/api/agreements/${id}/nextRound`, {})).status).toBe(200);

  // Stored: the replacement question with the compromise's nynorsk and English, its clause in each.
  const nn = disputed.wordings!.nn!.middleGround![0]!;
  const en = disputed.wordings!.en!.middleGround![0]!;
  const [replacement] = (
    await db.query(
      `select id, text, translations->'nn'->>'text' as nn_text, translations->'nn'->>'clauseYes' as nn_clause,
              translations->'en'->>'clauseYes' as en_clause
         from agreement_questions where agreement_id = $1 and replaces_question_id = $2`,
      [id, disputed.id],
    )
  ).rows;
  expect(replacement).toMatchObject({
    text: proposal.text,
    nn_text: nn.text,
    nn_clause: nn.clause,
    en_clause: en.clause,
  });
  // Each reader is asked it in their language; the text can still be nynorsk.
  const round2 = (await ola.get<AgreementQuestion[]>(`/api/agreements/${id}/questions`)).body;
  const asked2 = round2.find((q) => q.id === replacement.id)!;
  expect([asked2.wordings?.en?.text, asked2.clauseYes]).toEqual([en.text, nn.clause]);
  expect((await ola.get<Agreement>(`/api/agreements/${id}`)).body.languages?.nn).toBe(true);
}, 240_000);

it('makes a custom topic’s agreement in nynorsk with the English appendix from the generator’s translations', async () => {
  const anne = await system.user('Anne');
  const title = 'Leie ut hesten til en venninne';
  const description = 'Venninna mi skal ri og stelle hesten to dager i uka.';
  const started = await anne.post<QuestionDraft>('/api/question-drafts', { title, description });
  expect(started.status).toBe(202);
  const draft = await eventually(
    async () => {
      const res = await anne.get<QuestionDraft>(`/api/question-drafts/${started.body.id}`);
      return res.body.status === 'ready' ? res.body : undefined;
    },
    20_000,
    'the draft',
  );
  // Every question of the set in both languages, the horse named as each says it, and the document's heading.
  expect(draft.questions.length).toBeGreaterThanOrEqual(5);
  expect(draft.questions.filter((q) => !q.translations?.nn || !q.translations?.en)).toEqual([]);
  const english = draft.questions.map((q) => q.translations!.en!);
  expect(
    english.some((q) => /the horse/.test(`${q.text} ${q.clauseYes ?? ''} ${q.clauseTemplate ?? ''}`)),
  ).toBe(true);
  expect(JSON.stringify(english)).not.toMatch(/\{(objektet|eieren|brukeren)\}/i);
  expect(draft.translations?.en?.heading).toBeTruthy();
  expect(draft.translations?.nn).toMatchObject({ title, reviewed: false });

  const created = await anne.post<{ id: string }>('/api/agreements', {
    topic: 'custom',
    title,
    description,
    questionDraftId: draft.id,
    language: 'nn',
    englishAppendix: true,
  });
  expect(created.status).toBe(201);
  const id = created.body.id;
  const [row] = (
    await db.query(
      `select language, english_appendix, translations->'en'->>'heading' as en_heading from agreements where id = $1`,
      [id],
    )
  ).rows;
  expect(row).toEqual({
    language: 'nn',
    english_appendix: true,
    en_heading: draft.translations!.en!.heading,
  });
  const stored = (
    await db.query(
      `select text, translations->'nn'->>'text' as nn_text, translations->'en'->>'text' as en_text
         from agreement_questions where agreement_id = $1 order by position`,
      [id],
    )
  ).rows;
  expect(stored).toEqual(
    draft.questions.map((q) => ({
      text: q.text,
      nn_text: q.translations!.nn!.text,
      en_text: q.translations!.en!.text,
    })),
  );
  // Asked in the reader's language, the clauses in the text's (nynorsk).
  const asked = (await anne.get<AgreementQuestion[]>(`/api/agreements/${id}/questions`)).body;
  expect(asked.map((q) => q.wordings?.en?.text)).toEqual(english.map((q) => q.text));
  const yesNo = asked.find((q) => q.type === 'yes_no')!;
  const own = draft.questions.find((q) => q.text === yesNo.text)!;
  expect(yesNo.clauseYes).toBe(own.translations!.nn!.clauseYes);
  const agreement = (await anne.get<Agreement>(`/api/agreements/${id}`)).body;
  expect(agreement.languages).toEqual({ nn: true, en: true, nynorskReviewed: false });
});
