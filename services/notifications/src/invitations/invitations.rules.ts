/**
 * Which invitations of one request go out and which are withheld because their address has had
 * `cap` invitations in the last 24 hours from anyone (MAX_INVITATIONS_PER_RECIPIENT_PER_DAY). `received`
 * maps an address's SHA-256 to the invitations it got (queued or sent) in that window; an address missing
 * from it got none. Each address appears once in `addresses` (the request's list is de-duplicated first).
 */
export function splitByRecipientCap(
  addresses: readonly string[],
  hashOf: (address: string) => string,
  received: ReadonlyMap<string, number>,
  cap: number,
): { send: string[]; withhold: string[] } {
  const send: string[] = [];
  const withhold: string[] = [];
  for (const address of addresses) ((received.get(hashOf(address)) ?? 0) < cap ? send : withhold).push(address);
  return { send, withhold };
}
