import { expect, test } from '@playwright/test';
import { confirmAddressIfNeeded } from '../support/admin';
import { createCustomAgreement } from '../support/agreements';
import { headerIn, linkIn, mailSource, mailsTo, waitForMail } from '../support/mailbox';
import { newUser, registerViaApi } from '../support/users';

/*
 * Issue 17: mail that arrives. The system's mail goes to a real SMTP server (the maildev mail catcher
 * scripts/test.mjs starts); these tests read its inbox through its JSON API (support/mailbox.ts) and
 * follow the links as a person would.
 */

test('an invitation sent from the share page arrives, one address per mail, and its link opens the invitation', async ({
  page,
}) => {
  const user = await registerViaApi(page.context().request, {
    ...newUser('vert'),
    firstName: 'Vera',
    lastName: 'Vert',
  });
  const title = `Turplanene ${Date.now()}`;
  const { id } = await createCustomAgreement(page.context().request, title);
  const friends = [newUser('venn').email, newUser('venninne').email];

  // Issue 32: an account whose address is not confirmed cannot invite: the card says so and offers a new link.
  await page.goto(`/avtale/${id}/del`);
  const card = page.getByRole('region', { name: 'Send invitasjon på e-post' });
  await expect(card.getByText('Bekreft e-postadressen din før du inviterer andre')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Send ny bekreftelseslenke' })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Send invitasjon' })).toBeDisabled();
  const refused = await page
    .context()
    .request.post(`/api/agreements/${id}/invitations`, { data: { emails: friends } });
  expect(refused.status()).toBe(403);
  const refusal = (await refused.json()) as { code: string; message: string };
  expect(refusal.code).toBe('FORBIDDEN');
  expect(refusal.message).toContain('Bekreft e-postadressen din før du inviterer andre');
  await confirmAddressIfNeeded(page, user.email);

  await page.goto(`/avtale/${id}/del`);
  await expect(card.getByText('Bekreft e-postadressen din før du inviterer andre')).toHaveCount(0);
  await card.getByLabel('E-postadresser').fill(`${friends[0]}, ${friends[1].toUpperCase()}`);
  await card.getByRole('button', { name: 'Send invitasjon' }).click();
  await expect(card.getByRole('status')).toContainText('Invitasjonen er sendt til 2 adresser');

  for (const friend of friends) {
    const mail = await waitForMail(friend, /Bli med på en avtale/);
    // One recipient per mail: nobody sees the other invitees' addresses (nor the sender's).
    expect(mail.to.map((r) => r.address.toLowerCase())).toEqual([friend]);
    const other = friends.find((f) => f !== friend)!;
    const source = await mailSource(mail);
    for (const part of [mail.html ?? '', mail.text ?? '', source]) {
      expect(part).not.toContain(other);
      expect(part).not.toContain(user.email);
    }
    // The spec's share text, the agreement's title and who invited.
    expect(mail.subject).toBe(`Bli med på en avtale: ${title}`);
    expect(mail.text).toContain(title);
    expect(mail.text).toContain('Vera');
    // Unsubscribing is one click away (RFC 8058).
    expect(headerIn(source, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(headerIn(source, 'List-Unsubscribe')?.replace(/\s+/g, '')).toMatch(
      /^<https?:\/\/[^>]+\/api\/unsubscribe\/[A-Za-z0-9_-]{43}>$/,
    );
    expect(linkIn(mail, `/avtale/${id}`)).toMatch(new RegExp(`/avtale/${id}$`));
  }
  expect(await mailsTo(friends[0])).toHaveLength(1);

  // The invitee opens the link in another browser.
  const invitee = await page.context().browser()!.newContext();
  const guest = await invitee.newPage();
  await guest.goto(linkIn(await waitForMail(friends[0], /Bli med på en avtale/), `/avtale/${id}`));
  await expect(guest.getByRole('heading', { name: title })).toBeVisible();
  await expect(guest.getByRole('link', { name: 'Start å svare' })).toBeVisible();
  await invitee.close();
});

test('the share page shows the server message when an address is refused', async ({ page }) => {
  const user = await registerViaApi(page.context().request);
  await confirmAddressIfNeeded(page, user.email);
  const { id } = await createCustomAgreement(page.context().request, `Feil adresse ${Date.now()}`);
  await page.goto(`/avtale/${id}/del`);
  const card = page.getByRole('region', { name: 'Send invitasjon på e-post' });
  await card.getByLabel('E-postadresser').fill('ikke-en-adresse');
  await card.getByRole('button', { name: 'Send invitasjon' }).click();
  await expect(card.getByText('«ikke-en-adresse»')).toBeVisible();
});

test("'Glemt passord?' sends a link by mail; the link sets a new password, the old one stops working", async ({
  page,
}) => {
  const user = await registerViaApi(page.context().request, newUser('glemsk'));
  // Issue 31: reset links go to a confirmed address only; the registration link confirms it (logged in).
  await page.goto(linkIn(await waitForMail(user.email, /Bekreft e-postadressen/i), '/bekreft-epost'));
  await expect(page.getByText('E-postadressen er bekreftet')).toBeVisible();
  await page.context().clearCookies();

  await page.goto('/auth');
  await page.getByRole('button', { name: 'Glemt passord?' }).click();
  const dialog = page.getByRole('dialog', { name: 'Glemt passord?' });
  await dialog.getByLabel('E-post').fill(user.email);
  await dialog.getByRole('button', { name: 'Send lenke' }).click();
  await expect(dialog.getByRole('status')).toContainText(
    'Hvis det finnes en konto med denne adressen, har vi sendt en lenke for å lage nytt passord. Lenken virker i én time.',
  );
  await dialog.getByRole('button', { name: 'Lukk' }).click();

  const mail = await waitForMail(user.email, /passord/i);
  expect(mail.to.map((r) => r.address.toLowerCase())).toEqual([user.email]);
  const link = linkIn(mail, '/tilbakestill-passord');
  expect(link).toMatch(/\/tilbakestill-passord#[A-Za-z0-9_-]{43}$/);

  await page.goto(link);
  await page.getByLabel('Nytt passord', { exact: true }).fill('helt-nytt-passord9');
  await page.getByLabel('Bekreft nytt passord').fill('helt-nytt-passord9');
  await page.getByRole('button', { name: 'Lagre nytt passord' }).click();
  await expect(page.getByText('Passordet er endret. Logg inn med det nye passordet.')).toBeVisible();

  // The link is single use (a fresh load: the same address with only another fragment would not reload).
  await page.goto('about:blank');
  await page.goto(link);
  await page.getByLabel('Nytt passord', { exact: true }).fill('tredje-passord9');
  await page.getByLabel('Bekreft nytt passord').fill('tredje-passord9');
  await page.getByRole('button', { name: 'Lagre nytt passord' }).click();
  await expect(page.getByRole('button', { name: 'Be om ny lenke' })).toBeVisible();

  await page.goto('/auth');
  await page.getByLabel('E-post').fill(user.email);
  await page.getByLabel('Passord', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Logg inn', exact: true }).click();
  await expect(page.getByText('Innlogging feilet')).toBeVisible();
  await page.getByLabel('Passord', { exact: true }).fill('helt-nytt-passord9');
  await page.getByRole('button', { name: 'Logg inn', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('asking for a reset of an unknown address gives the same answer and sends nothing', async ({ page }) => {
  const nobody = newUser('ingen').email;
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Glemt passord?' }).click();
  const dialog = page.getByRole('dialog', { name: 'Glemt passord?' });
  await dialog.getByLabel('E-post').fill(nobody);
  await dialog.getByRole('button', { name: 'Send lenke' }).click();
  await expect(dialog.getByRole('status')).toContainText('Hvis det finnes en konto med denne adressen');
  await page.waitForTimeout(1500);
  expect(await mailsTo(nobody)).toEqual([]);
});

test("a mail's unsubscribe link: the page ('Meld av') and one-click (RFC 8058) both stop invitations to that address", async ({
  page,
  playwright,
}) => {
  const request = page.context().request;
  const user = await registerViaApi(request);
  await confirmAddressIfNeeded(page, user.email);
  const { id } = await createCustomAgreement(request, `Avmelding ${Date.now()}`);
  const [byPage, byClick] = [newUser('side').email, newUser('klikk').email];
  const sent = await request.post(`/api/agreements/${id}/invitations`, {
    data: { emails: [byPage, byClick] },
  });
  expect(sent.status()).toBe(202);

  // The page, without login, in another browser.
  const visitor = await page.context().browser()!.newContext();
  const other = await visitor.newPage();
  await other.goto(linkIn(await waitForMail(byPage, /Bli med på en avtale/), '/avmeld'));
  await expect(
    other.getByText(/Vil du slutte å få e-post om invitasjoner til avtaler til .\*\*\*@avtalt\.test\?/),
  ).toBeVisible();
  await other.getByRole('button', { name: 'Meld av' }).click();
  await expect(other.getByRole('status')).toContainText(
    'Du får ikke lenger e-post om invitasjoner til avtaler til',
  );
  await visitor.close();

  // One click: the mail provider POSTs form-encoded to the List-Unsubscribe address, from elsewhere, without a cookie.
  const url = headerIn(
    await mailSource(await waitForMail(byClick, /Bli med på en avtale/)),
    'List-Unsubscribe',
  )!
    .replace(/\s+/g, '')
    .slice(1, -1);
  const provider = await playwright.request.newContext();
  const oneClick = await provider.post(url, {
    form: { 'List-Unsubscribe': 'One-Click' },
    headers: { origin: 'https://mail.example.com' },
  });
  expect(oneClick.status()).toBe(200);
  expect(await oneClick.json()).toMatchObject({ kind: 'invitation', unsubscribed: true });
  await provider.dispose();

  // Neither address gets another invitation.
  const again = await request.post(`/api/agreements/${id}/invitations`, {
    data: { emails: [byPage, byClick] },
  });
  expect(again.status()).toBe(202);
  expect(await again.json()).toMatchObject({ queued: 0, skipped: 2 });
  await page.waitForTimeout(1500);
  expect(await mailsTo(byPage)).toHaveLength(1);
  expect(await mailsTo(byClick)).toHaveLength(1);
});
