import { expect, type Page, test, type TestInfo } from '@playwright/test';
import { readFileSync, writeFileSync } from 'node:fs';
import { expectAccessible } from '../support/axe';
import { expectFitsScreen } from '../support/layout';
import { linkIn, waitForMail } from '../support/mailbox';
import { answerQuestions, comparisonStatuses, type FlowWords } from '../pages/journey';
import { givePartyDetailsViaApi } from '../pages/result.page';
import { pdfPages } from '../support/signing';
import { newUser, registerViaApi } from '../support/users';

/*
 * One agreement in two languages (docs/languages.md): Anne's browser asks for nynorsk, Bjørn's phone for
 * English. Each registers in their language, confirms the address from a mail in it and makes the agreement
 * through the pages in it: the front page, the question flow, the share page, the invitation, the comparison
 * of two rounds and the finished agreement. The mail that says it is finished comes to each in their own
 * language. Anne started in nynorsk, so the legal text is nynorsk: marked «til gjennomlesing» until a nynorsk
 * writer has read the topic, and not signed until then. She adds the English translation, and the PDF carries
 * the nynorsk text with the English appendix.
 */

const TOPIC = 'Bofellesskap og kollektiv';
// The two points they disagree on, as each reads them: the catalogue's questions come in nynorsk and English.
const DIFFERENT_NN = ['Skal straum og internett delast likt?', 'Skal det vere forbode å røykje innandørs?'];
const DIFFERENT_EN = [
  'Are electricity and internet to be split equally?',
  'Is smoking indoors to be prohibited?',
];
const NYNORSK: FlowWords = {
  yes: 'Ja',
  no: 'Nei',
  next: 'Neste',
  send: 'Send svar',
  itIsRight: 'Det stemmer',
};
const ENGLISH: FlowWords = {
  yes: 'Yes',
  no: 'No',
  next: 'Next',
  send: 'Send answers',
  itIsRight: 'That is correct',
};

async function shoot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const file = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  await testInfo.attach(name, { path: file, contentType: 'image/png' });
}

/** Opens the confirmation link of the account's first mail (its subject in the account's language). */
async function confirmFromMail(page: Page, email: string, subject: RegExp, confirmed: string): Promise<void> {
  const mail = await waitForMail(email, subject);
  await page.goto(linkIn(mail, '/bekreft-epost'));
  await expect(page.getByText(confirmed)).toBeVisible();
}

test('Anne in nynorsk on a desktop and Bjørn in English on a phone make an agreement; pages and mails speak each one’s language', async ({
  browser,
}, testInfo) => {
  test.setTimeout(240_000);
  // The API requests of a context (the registration) carry the browser's languages too, as a form's would.
  const alice = await browser.newContext({
    locale: 'nn-NO',
    extraHTTPHeaders: { 'Accept-Language': 'nn-NO,nn;q=0.9' },
    viewport: { width: 1280, height: 900 },
  });
  const bob = await browser.newContext({
    locale: 'en-GB',
    extraHTTPHeaders: { 'Accept-Language': 'en-GB,en;q=0.9' },
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
  });
  const a = await alice.newPage();
  const b = await bob.newPage();

  // Each browser's first visit picks its language; each registers in it and confirms the address.
  await a.goto('/');
  await expect(a.locator('html')).toHaveAttribute('lang', 'nn');
  await b.goto('/');
  await expect(b.locator('html')).toHaveAttribute('lang', 'en');
  const userA = await registerViaApi(alice.request, {
    ...newUser('anne'),
    firstName: 'Anne',
    lastName: 'Hansen',
  });
  const userB = await registerViaApi(bob.request, {
    ...newUser('bjorn'),
    firstName: 'Bjørn',
    lastName: 'Berg',
  });
  expect((await (await alice.request.get('/api/auth/user')).json()).language).toBe('nn');
  expect((await (await bob.request.get('/api/auth/user')).json()).language).toBe('en');
  await confirmFromMail(a, userA.email, /^Stadfest e-postadressa di i Avtalt$/, 'E-postadressa er stadfesta');
  await confirmFromMail(
    b,
    userB.email,
    /^Confirm your e-mail address in Avtalt$/,
    'Your email address is confirmed',
  );

  // Anne starts on the front page in nynorsk and answers Ja to everything.
  await a.goto('/');
  await a
    .getByRole('button', { name: `Vel ${TOPIC}` })
    .first()
    .click();
  await a.getByRole('button', { name: 'Lag ny avtale', exact: true }).click();
  await expect(a).toHaveURL(/\/avtale\/[0-9a-f-]+\/sporsmal$/);
  const id = a.url().split('/')[4];
  await expect(a.getByText(/^Spørsmål 1 av \d+/)).toBeVisible();
  await shoot(a, testInfo, 'question flow in nynorsk (desktop)');
  await answerQuestions(a, [], { words: NYNORSK });
  await expect(a).toHaveURL(new RegExp(`/avtale/${id}/del$`));
  const link = await a.getByRole('textbox', { name: 'Lenke til avtalen' }).inputValue();
  await expect(a.getByRole('button', { name: 'Kopier lenka' })).toBeVisible();
  await expectFitsScreen(a, 'share page in nynorsk');
  await expectAccessible(a, 'share page in nynorsk', testInfo);
  await shoot(a, testInfo, 'share page in nynorsk (desktop)');

  // Bjørn opens the link on his phone in English and answers No to two questions.
  await b.goto(new URL(link).pathname);
  await expect(b.getByText('You are invited to take part in an agreement')).toBeVisible();
  await expectFitsScreen(b, 'invitation in English (phone)');
  await shoot(b, testInfo, 'invitation in English (phone)');
  await b.getByRole('link', { name: 'Start answering' }).click();
  await expect(b.getByText(/^Question 1 of \d+/)).toBeVisible();
  await answerQuestions(b, DIFFERENT_EN, { words: ENGLISH, party: 'Anne Hansen' });
  await expect(b).toHaveURL(new RegExp(`/avtale/${id}/sammenligning$`));

  // The comparison, each in their language, with the same two disagreements: cards on the phone.
  await expect(b.getByRole('heading', { name: /Round 1 results$/ })).toBeVisible();
  await b.getByLabel('Only disagreements (2)').check();
  for (const question of DIFFERENT_EN) await expect(b.getByText(question)).toBeVisible();
  await expect(b.getByText('Disagreed', { exact: true })).toHaveCount(2);
  await expectFitsScreen(b, 'comparison in English (phone)');
  await shoot(b, testInfo, 'comparison in English (phone)');
  await a.goto(`/avtale/${id}/sammenligning`);
  await expect(a.getByRole('heading', { name: /Resultat runde 1$/ })).toBeVisible();
  const inNynorsk = await comparisonStatuses(a, 'Svara i denne runden');
  expect(
    Object.entries(inNynorsk)
      .filter(([, s]) => s === 'Usamde')
      .map(([q]) => q)
      .sort(),
  ).toEqual([...DIFFERENT_NN].sort());
  await expectAccessible(a, 'comparison in nynorsk', testInfo);
  await shoot(a, testInfo, 'comparison in nynorsk (desktop)');

  // Round 2 asks the two again; both agree.
  await a.getByRole('button', { name: 'Start neste runde' }).click();
  await expect(a).toHaveURL(new RegExp(`/avtale/${id}/sporsmal$`));
  await expect(a.getByText('Spørsmål 1 av 2')).toBeVisible();
  expect((await answerQuestions(a, [], { words: NYNORSK })).sort()).toEqual([...DIFFERENT_NN].sort());
  await b.goto(`/avtale/${id}/sporsmal`);
  await expect(b.getByText('Question 1 of 2')).toBeVisible();
  expect((await answerQuestions(b, [], { words: ENGLISH })).sort()).toEqual([...DIFFERENT_EN].sort());

  // Finished: the comparison leads to the agreement, and each is told by mail in their own language.
  await a.goto(`/avtale/${id}/sammenligning`);
  await expect(a.getByRole('heading', { name: /Resultat runde 2$/ })).toBeVisible();
  await a.getByRole('link', { name: 'Sjå den ferdige avtalen' }).click();
  await expect(a).toHaveURL(new RegExp(`/avtale/${id}/ferdig$`));
  await expect(a.locator('html')).toHaveAttribute('lang', 'nn');
  await expectAccessible(a, 'finished agreement in nynorsk', testInfo);
  await shoot(a, testInfo, 'finished agreement in nynorsk (desktop)');
  await b.goto(`/avtale/${id}/ferdig`);
  await expectFitsScreen(b, 'finished agreement in English (phone)');
  await shoot(b, testInfo, 'finished agreement in English (phone)');

  const toAnne = await waitForMail(userA.email, new RegExp(`^«${TOPIC}» er ferdig$`));
  expect(toAnne.text).toContain('Alle er samde');
  const toBjorn = await waitForMail(userB.email, new RegExp(`^“${TOPIC}” is finished$`));
  expect(linkIn(toBjorn, `/avtale/${id}`)).toContain(id);

  // The legal text is nynorsk, as Anne started it; it is made once both have given a date of birth.
  await givePartyDetailsViaApi(alice.request, id, { birthDate: '2.4.1985' });
  await givePartyDetailsViaApi(bob.request, id, { birthDate: '12.9.1984' });
  await a.reload();
  const text = a.getByRole('article', { name: 'Avtaletekst' });
  await expect(text).toContainText('Avtalen er mellom:', { timeout: 30_000 });
  await expect(text).toContainText('Til gjennomlesing');
  const language = a.getByRole('region', { name: 'Språk i avtaleteksten' });
  await expect(language.getByRole('radio', { name: 'Nynorsk' })).toBeChecked();
  await expect(language.getByText(/ikkje lesen gjennom av ein som skriv nynorsk/)).toBeVisible();
  await language.getByRole('checkbox', { name: 'Legg ved ei engelsk omsetjing i PDF-en' }).check();
  await expect(a.getByText('Språket i avtaleteksten er lagra')).toBeVisible();
  await expect(text).toContainText('Omsetjing — den norske teksten gjeld', { timeout: 30_000 });
  await expectAccessible(a, 'finished agreement in nynorsk with the English appendix', testInfo);
  await shoot(a, testInfo, 'legal text in nynorsk with the English appendix (desktop)');

  // The PDF from the page: the nynorsk text, marked, then the English translation; not signed yet.
  const download = a.waitForEvent('download');
  await a.getByRole('button', { name: 'Last ned PDF' }).click();
  const file = testInfo.outputPath('nynorsk-with-english.pdf');
  writeFileSync(file, readFileSync((await (await download).path())!));
  const pages = pdfPages(file).map((page) => page.replace(/\s+/g, ' '));
  expect(pages[0]).toContain('Til gjennomlesing');
  expect(pages[0]).toContain('Avtalen er mellom:');
  const appendix = pages.findIndex((page) => page.includes('Omsetjing — den norske teksten gjeld'));
  expect(appendix).toBeGreaterThan(0);
  expect(pages.slice(appendix).join(' ')).toContain('Translation — the Norwegian text prevails');
  expect(pages.slice(appendix).join(' ')).toContain('The agreement is made between:');
  await testInfo.attach('PDF in nynorsk with the English appendix', {
    path: file,
    contentType: 'application/pdf',
  });
  await alice.close();
  await bob.close();
});
