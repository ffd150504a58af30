import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { givePartyDetailsViaApi, ResultPage } from '../pages/result.page';
import { expectFitsScreen } from '../support/layout';
import { registerViaApi } from '../support/users';

test('a completed agreement shows its legal text and downloads as a PDF; visitors are offered login', async ({
  browser,
}) => {
  const alice = await browser.newContext();
  const bob = await browser.newContext();
  const a = await alice.newPage();
  const userA = await registerViaApi(alice.request);
  const userB = await registerViaApi(bob.request);
  const created = await alice.request.post('/api/agreements', {
    data: { topic: 'custom', title: 'Avtale om planene', description: 'Vi deler en seilbåt.' },
  });
  const { id } = await created.json();
  const questions = await (await alice.request.get(`/api/agreements/${id}/questions`)).json();
  const answers = Object.fromEntries(questions.map((q: { id: string }) => [q.id, true]));
  expect((await alice.request.post(`/api/agreements/${id}/answers`, { data: { answers } })).status()).toBe(
    200,
  );
  expect((await bob.request.post(`/api/agreements/${id}/answers`, { data: { answers } })).status()).toBe(200);

  await a.goto(`/avtale/${id}/sammenligning`);
  await a.getByRole('link', { name: 'Se ferdig avtale' }).click();
  await expect(a).toHaveURL(new RegExp(`/avtale/${id}/ferdig$`));
  await expect(a.getByRole('heading', { name: 'Gratulerer! Dere er enige.' })).toBeVisible();
  // The final text waits until both parties have given a date of birth or an address (docs/legal-document.md).
  const result = new ResultPage(a);
  const nameB = `${userB.firstName} ${userB.lastName}`;
  await expect(result.document()).toContainText(
    `Avtaleteksten lages når alle har fylt inn. Venter på: deg og ${nameB}.`,
  );
  await result.fillPartyDetails({ birthDate: '1.3.1985' });
  await expect(result.document()).toContainText(
    `Avtaleteksten lages når alle har fylt inn. Venter på: ${nameB}.`,
  );
  // Bob gives his; Alice's page follows the push and shows the text without a reload.
  await givePartyDetailsViaApi(bob.request, id, { address: 'Storgata 1, 0150 Oslo' });
  const documentText = a.getByRole('article', { name: 'Avtaletekst' });
  await expect(documentText).toContainText('1. mars 1985', { timeout: 15_000 });
  await expect(documentText).toContainText('Storgata 1, 0150 Oslo');
  await expect(documentText).toContainText(`${userA.firstName} ${userA.lastName}`);
  await expect(documentText).toContainText(`${userB.firstName} ${userB.lastName}`);
  await expect(documentText).toContainText(/1\s*Parter/);
  await expectFitsScreen(a, 'result with the legal text');

  // The PDF is made by a job: the first answer is 202 (Retry-After), the page asks again until it comes.
  const pdfAnswers: number[] = [];
  a.on('response', (res) => {
    if (new URL(res.url()).pathname === `/api/agreements/${id}/pdf`) pdfAnswers.push(res.status());
  });
  const download = a.waitForEvent('download');
  await a.getByRole('button', { name: 'Last ned PDF' }).click();
  await expect(
    a.getByRole('status').filter({ hasText: 'PDF-en lages. Dette kan ta noen sekunder.' }),
  ).toBeVisible();
  const file = await download;
  expect(pdfAnswers[0]).toBe(202);
  expect(pdfAnswers.at(-1)).toBe(200);
  expect(pdfAnswers.slice(1, -1).every((status) => status === 202)).toBe(true);
  expect(file.suggestedFilename()).toBe('avtale.pdf');
  const pdf = readFileSync((await file.path())!);
  expect(pdf.subarray(0, 4).toString()).toBe('%PDF');

  // Signing (issue 18; the whole journey is tests/signing.spec.ts) opens its dialog; closing it signs nothing.
  await a.getByRole('button', { name: 'Signer avtalen' }).click();
  const signing = a.getByRole('dialog', { name: 'Signer avtalen' });
  await expect(signing).toBeVisible();
  await expectFitsScreen(a, 'signing dialog');
  await signing.getByRole('button', { name: 'Avbryt' }).click();
  await expect(signing).toBeHidden();

  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(`/avtale/${id}/ferdig`);
  await expect(visitor.getByRole('article', { name: 'Avtaletekst' })).toContainText(/1\s*Parter/);
  await expect(visitor.getByRole('link', { name: 'Logg inn for å laste ned PDF' })).toBeVisible();
  await expect(visitor.getByRole('button', { name: 'Last ned PDF' })).toHaveCount(0);
  await alice.close();
  await bob.close();
});
