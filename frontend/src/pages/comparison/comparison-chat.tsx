/**
 * The discussion of a comparison for logged-in users (spec §2, §7 WebSocket /ws). A slot for the chat
 * issue: it renders nothing until then, so no pretend chat is shown. The chat will also replace the
 * comparison's 5-second polling by refetching on `agreement_updated`.
 */
export function ComparisonChat(_props: { agreementId: string }) {
  return null;
}
