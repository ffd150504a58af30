import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

/** What identifies a party in the document besides the account's name (docs/legal-document.md). */
export interface PartyDetails {
  /** As a person types it: '1. mars 1985', '1.3.1985' or '1985-03-01'. */
  birthDate?: string;
  address?: string;
}

/**
 * /avtale/{id}/ferdig: the final text, and 'Dine opplysninger i avtalen' where each party gives a date of
 * birth or an address. The final text of a completed agreement is made when every party has (409
 * PARTY_DETAILS_MISSING until then), so journeys that read it or download its PDF fill these in first.
 */
export class ResultPage {
  constructor(private readonly page: Page) {}

  async open(agreementId: string): Promise<void> {
    await this.page.goto(`/avtale/${agreementId}/ferdig`);
  }

  /** The card 'Dine opplysninger i avtalen'. */
  get detailsCard(): Locator {
    return this.page.getByRole('region', { name: 'Dine opplysninger i avtalen' });
  }

  /** The document sheet ('Avtaletekst' for an agreement). */
  document(label = 'Avtaletekst'): Locator {
    return this.page.getByRole('article', { name: label });
  }

  /** Fills in the caller's details on the card and waits until they are saved. */
  async fillPartyDetails({ birthDate, address }: PartyDetails): Promise<void> {
    const card = this.detailsCard;
    await expect(card).toBeVisible();
    const edit = card.getByRole('button', { name: 'Endre' });
    if (await edit.isVisible()) await edit.click();
    if (birthDate !== undefined) await card.getByRole('textbox', { name: 'Fødselsdato' }).fill(birthDate);
    if (address !== undefined) await card.getByRole('textbox', { name: 'Adresse' }).fill(address);
    await card.getByRole('button', { name: 'Lagre' }).click();
    // Saved: the form gives way to the saved values (with 'Endre' while the text is not made yet).
    await expect(card.getByRole('textbox', { name: 'Fødselsdato' })).toHaveCount(0);
  }
}

/** Gives a party's details through the API (set-up for journeys that are not about the result page). */
export async function givePartyDetailsViaApi(
  request: APIRequestContext,
  agreementId: string,
  details: PartyDetails,
): Promise<void> {
  const res = await request.put(`/api/agreements/${agreementId}/party-details`, { data: details });
  if (res.status() !== 200) throw new Error(`party details failed: ${res.status()} ${await res.text()}`);
}
