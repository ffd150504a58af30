import { expect, type Page, test } from '@playwright/test';
import { answerQuestions } from '../pages/journey';
import { ResultPage } from '../pages/result.page';
import { expectAccessible } from '../support/axe';
import { expectFitsScreen } from '../support/layout';
import { desktopAndPhoneUsers } from '../support/users';

/**
 * A topic nobody foresaw, end to end (docs/question-generation.md): A writes her own topic, the
 * offline generator reads it as renting out a horse and asks typed questions (who rents out, the rent, the
 * start, the horse as a fact), B answers the same on a phone and confirms the fact, and the final text names
 * them as utleier and leietaker, with the horse under «Bakgrunn» and the rent's terms under their headings.
 */

const TITLE = 'Leie ut hesten til en venninne';
const DESCRIPTION =
  'Venninna mi skal ri og stelle hesten min tre dager i uka og betale en fast sum hver måned.';

const norm = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();

test('a custom topic about renting out a horse: typed questions, the roles, the facts and the headings in the final text', async ({
  browser,
}, testInfo) => {
  test.setTimeout(240_000);
  const { alice, bob, nameA, nameB, a, b } = await desktopAndPhoneUsers(browser);

  await a.goto('/');
  await a.getByRole('main').getByRole('button', { name: 'Opprett eget tema' }).click();
  const dialog = a.getByRole('dialog', { name: 'Opprett eget tema' });
  await dialog.getByLabel('Tittel').fill(TITLE);
  await dialog.getByLabel('Beskrivelse').fill(DESCRIPTION);
  await dialog.getByRole('button', { name: 'Opprett tema' }).click();
  await expect(a).toHaveURL(/\/avtale\/[0-9a-f-]+\/sporsmal$/, { timeout: 30_000 });
  const id = a.url().split('/')[4];

  // The questions are about a horse rented out, typed where a value matters.
  const questions = (await (await a.context().request.get(`/api/agreements/${id}/questions`)).json()) as {
    text: string;
    type: string;
    format: string | null;
  }[];
  const texts = questions.map((q) => q.text).join('\n');
  expect(texts).toMatch(/hesten/);
  expect(texts).not.toMatch(/strøm|leggetid|rydde/i);
  expect(questions.some((q) => q.type === 'free_text' && q.format === 'party')).toBe(true);
  expect(questions.some((q) => q.type === 'free_text' && q.format === 'amount')).toBe(true);

  // A answers everything; A is the one who rents out ('Meg selv').
  const askedA = await answerQuestions(a, []);
  await expect(a).toHaveURL(new RegExp(`/avtale/${id}/del$`));
  const link = await a.getByRole('textbox', { name: 'Lenke til avtalen' }).inputValue();

  // B on a phone: the same answers, A as the one who rents out, A's facts confirmed with 'Det stemmer'.
  await b.goto(new URL(link).pathname);
  await b.getByRole('link', { name: 'Start å svare' }).click();
  const confirmed: string[] = [];
  const askedB = await answerQuestions(b, [], { party: new RegExp(`^${nameA}$`), confirmed });
  expect(askedB).toEqual(askedA);
  expect(confirmed.length).toBeGreaterThan(0);
  await expect(b).toHaveURL(new RegExp(`/avtale/${id}/ferdig$`));

  const resultA = new ResultPage(a);
  await resultA.open(id);
  await resultA.fillPartyDetails({ birthDate: '1. mars 1985' });
  const resultB = new ResultPage(b);
  await resultB.open(id);
  await resultB.fillPartyDetails({ birthDate: '2.4.1990' });

  const documentA = resultA.document();
  await expect(documentA).toContainText(`${nameA}, født 1. mars 1985 (utleier)`, { timeout: 20_000 });
  await expect(documentA).toContainText(`${nameB}, født 2. april 1990 (leietaker)`);
  const headings = (await documentA.getByRole('heading').allTextContents()).map(norm);
  expect(headings).toEqual(
    expect.arrayContaining([expect.stringMatching(/^1\s*Parter$/), expect.stringMatching(/^2\s*Bakgrunn$/)]),
  );
  expect(headings.some((h) => /^\d+\s*Leieforholdet$/.test(h))).toBe(true);
  // The title says what kind of agreement it is.
  expect(headings).toContain('Leieavtale');
  expect(headings.some((h) => /^\d+\s*Andre avtalepunkter$/.test(h))).toBe(false);
  await expect(documentA).toContainText('hesten');
  await expectFitsScreen(a, 'custom topic, final text');
  const file = testInfo.outputPath('custom-topic-result.png');
  await a.screenshot({ path: file, fullPage: true });
  await testInfo.attach('custom-topic-result', { path: file, contentType: 'image/png' });
  await alice.close();
  await bob.close();
});

test('the kind of agreement a title reads as is shown while it is typed, and a kind chosen instead decides the questions', async ({
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const { alice, bob, a, b } = await desktopAndPhoneUsers(browser);

  for (const [page, size] of [
    [b, 'phone'],
    [a, 'desktop'],
  ] as const) {
    await page.goto('/');
    await page.getByRole('main').getByRole('button', { name: 'Opprett eget tema' }).click();
    const dialog = page.getByRole('dialog', { name: 'Opprett eget tema' });
    await dialog.getByLabel('Tittel').fill('Snøfreseren');
    await dialog.getByLabel('Beskrivelse').fill('Per i nr. 12 får bruke den når det snør i vinter.');
    const hint = dialog.getByTestId('agreement-kind-hint');
    await expect(hint).toHaveText(
      /^Tittelen sier ikke hva dere skal gjøre med snøfreseren\. Vi gjetter «Eie noe sammen»\./,
    );
    await expect(dialog.getByRole('button', { name: 'Eie noe sammen' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // The reading was wrong: a tap on another kind replaces it.
    await dialog.getByRole('button', { name: 'Låne bort en ting' }).click();
    await expect(dialog.getByRole('button', { name: 'Eie noe sammen' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await expect(hint).toHaveText('Spørsmålene lages for «Låne bort en ting».');
    await expectFitsScreen(page, `custom topic dialog with kinds, ${size}`);
    await expectAccessible(page, `custom topic dialog with kinds, ${size}`, testInfo);
    const file = testInfo.outputPath(`custom-topic-kinds-${size}.png`);
    await page.screenshot({ path: file });
    await testInfo.attach(`custom-topic-kinds-${size}`, { path: file, contentType: 'image/png' });
    if (size === 'phone') continue;

    await dialog.getByRole('button', { name: 'Opprett tema' }).click();
    await expect(page).toHaveURL(/\/avtale\/[0-9a-f-]+\/sporsmal$/, { timeout: 30_000 });
    const id = page.url().split('/')[4];
    const questions = (await (
      await page.context().request.get(`/api/agreements/${id}/questions`)
    ).json()) as {
      text: string;
    }[];
    const texts = questions.map((q) => q.text).join('\n');
    expect(texts).toContain('Hvem av dere låner ut snøfreseren?');
    expect(texts).not.toMatch(/andel|sameiet/i);
  }
  await alice.close();
  await bob.close();
});

/** A writes her own topic in the dialog (the kind the dialog shows checked when `kind` is given) and creates it. */
async function createCustomTopic(
  a: Page,
  title: string,
  description: string,
  kind?: string,
): Promise<string> {
  await a.goto('/');
  await a.getByRole('main').getByRole('button', { name: 'Opprett eget tema' }).click();
  const dialog = a.getByRole('dialog', { name: 'Opprett eget tema' });
  await dialog.getByLabel('Tittel').fill(title);
  await dialog.getByLabel('Beskrivelse').fill(description);
  if (kind) await expect(dialog.getByTestId('agreement-kind-hint')).toContainText(kind);
  await dialog.getByRole('button', { name: 'Opprett tema' }).click();
  await expect(a).toHaveURL(/\/avtale\/[0-9a-f-]+\/sporsmal$/, { timeout: 30_000 });
  return a.url().split('/')[4];
}

/** The agreement's question texts, as the API gives them to A. */
async function questionTexts(a: Page, id: string): Promise<string[]> {
  const questions = (await (await a.context().request.get(`/api/agreements/${id}/questions`)).json()) as {
    text: string;
  }[];
  return questions.map((q) => q.text);
}

/** A answers Ja everywhere and shares the link; B answers the same on a phone, confirming A's facts; both give their details. */
async function agreeAndGiveDetails(a: Page, b: Page, id: string): Promise<ResultPage> {
  const askedA = await answerQuestions(a, []);
  await expect(a).toHaveURL(new RegExp(`/avtale/${id}/del$`));
  const link = await a.getByRole('textbox', { name: 'Lenke til avtalen' }).inputValue();
  await b.goto(new URL(link).pathname);
  await b.getByRole('link', { name: 'Start å svare' }).click();
  const askedB = await answerQuestions(b, [], { confirmed: [] });
  expect(askedB).toEqual(askedA);
  await expect(b).toHaveURL(new RegExp(`/avtale/${id}/ferdig$`));
  const result = new ResultPage(a);
  await result.open(id);
  await result.fillPartyDetails({ birthDate: '1. mars 1985' });
  const resultB = new ResultPage(b);
  await resultB.open(id);
  await resultB.fillPartyDetails({ birthDate: '2.4.1990' });
  return result;
}

test('neighbours at odds about parking: the parking questions first, no common costs, and a Naboavtale with its own heading', async ({
  browser,
}, testInfo) => {
  test.setTimeout(240_000);
  const { alice, bob, a, b } = await desktopAndPhoneUsers(browser);

  const id = await createCustomTopic(
    a,
    'Naboen parkerer foran innkjørselen',
    'Bilen hans står ofte der om morgenen, så vi kommer oss ikke ut.',
    'Naboer',
  );
  const texts = await questionTexts(a, id);
  expect(texts[0]).toBe('Hvor skal hver av dere parkere?');
  expect(texts).toContain('Skal innkjørselen og avkjørselen alltid holdes fri for parkerte biler?');
  expect(texts.join('\n')).not.toMatch(/felles kostnad/i);

  const result = await agreeAndGiveDetails(a, b, id);
  const document = result.document();
  await expect(document.getByRole('heading', { name: 'Naboavtale' })).toBeVisible({ timeout: 20_000 });
  const headings = (await document.getByRole('heading').allTextContents()).map(norm);
  expect(headings.some((h) => /^\d+\s*Parkering$/.test(h))).toBe(true);
  await expect(document).toContainText('innkjørselen');
  await expectFitsScreen(a, 'custom neighbours topic, final text');
  const file = testInfo.outputPath('custom-topic-parking.png');
  await a.screenshot({ path: file, fullPage: true });
  await testInfo.attach('custom-topic-parking', { path: file, contentType: 'image/png' });
  await alice.close();
  await bob.close();
});

test('a promise nobody can file under another kind: the kind shown, what is promised asked first, and a document of its own', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const { alice, bob, a, b } = await desktopAndPhoneUsers(browser);

  const id = await createCustomTopic(
    a,
    'Vi skal slutte å snuse sammen',
    'Fra nyttår, og den som sprekker, spanderer middag.',
    'Løfter og regler',
  );
  const texts = await questionTexts(a, id);
  expect(texts[0]).toBe('Hva lover dere hverandre?');
  expect(texts).toContain('Hva skal skje hvis en av dere bryter løftet?');

  const result = await agreeAndGiveDetails(a, b, id);
  const document = result.document();
  await expect(document.getByRole('heading', { name: 'Avtale om løfter og regler' })).toBeVisible({
    timeout: 20_000,
  });
  const headings = (await document.getByRole('heading').allTextContents()).map(norm);
  expect(headings.some((h) => /^\d+\s*Løftet$/.test(h))).toBe(true);
  await expect(document).toContainText('Partene lover hverandre dette:');
  await alice.close();
  await bob.close();
});
