/**
 * The legal text names each party with their date of birth and/or address (docs/party-details.md).
 * Everyone with the link may read an agreement's text (end-user spec: the result page shows it to
 * visitors too), but those details are for the parties: the documents service puts them in
 * `<span class="party-details">…</span>` (escaped text, never a tag inside), and the text is given
 * to anyone who is not a party without them. User text is escaped by the renderer, so no answer can
 * produce that span.
 */
const PARTY_DETAILS = /<span class="party-details">[^<]*<\/span>/g;

export function withoutPartyDetails(html: string): string {
  return html.replace(PARTY_DETAILS, '');
}

/** The text as the caller may read it: whole for a party, without the parties' details for anyone else. */
export function legalTextFor(html: string, callerIsParty: boolean): string {
  return callerIsParty ? html : withoutPartyDetails(html);
}
