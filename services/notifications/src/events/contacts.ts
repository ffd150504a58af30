import { type Contact, IdentityRpc } from '@avtalt/contracts';
import { rpcRequest } from '@avtalt/service-kit';
import { Inject, Injectable } from '@nestjs/common';
import type { ClientProxy } from '@nestjs/microservices';

export const NOTIFICATIONS_NATS = Symbol('NOTIFICATIONS_NATS');

/**
 * The one rule (issue 31 for signing codes, sealed PDFs and audit receipts; issue 34 for every mail about
 * an agreement): a mail goes to an account's address only when it is confirmed. Identity never gives a
 * waiting new address here, so a changed address receives mail only after its link was followed
 * (docs/password-reset-and-address-confirmation.md).
 */
export function confirmedAddress(contact: Contact | undefined): string | null {
  return contact?.emailVerified ? contact.email : null;
}

/** How long an answer of identity is used again for mails about activity ({@link Contacts.confirmedRecently}). */
export const RECENT_CONTACT_MS = 5000;
/** At most this many accounts' answers are held; past it they are all forgotten at once. */
const MAX_RECENT_CONTACTS = 10_000;

/**
 * Addresses and names of accounts, asked of identity when a mail is decided (never stored; for 'answered'
 * held in memory for RECENT_CONTACT_MS).
 */
@Injectable()
export class Contacts {
  private readonly recent = new Map<string, { contact: Contact | undefined; at: number }>();

  constructor(@Inject(NOTIFICATIONS_NATS) readonly nats: ClientProxy) {}

  async of(userIds: readonly string[]): Promise<Map<string, Contact>> {
    const unique = [...new Set(userIds)];
    const found = new Map<string, Contact>();
    for (let i = 0; i < unique.length; i += 100) {
      const reply = await rpcRequest(this.nats, IdentityRpc.contacts, { userIds: unique.slice(i, i + 100) });
      for (const contact of reply.contacts) found.set(contact.userId, contact);
    }
    return found;
  }

  /** The accounts among `userIds` whose address is confirmed ({@link confirmedAddress}); the others are left out. */
  async confirmed(userIds: readonly string[]): Promise<Map<string, Contact>> {
    const all = await this.of(userIds);
    return new Map([...all].filter(([, contact]) => confirmedAddress(contact) !== null));
  }

  /**
   * {@link confirmed}, with identity's answer for an account used again for RECENT_CONTACT_MS: for the mails
   * about answers, which come in bursts (every answer of a round is an event for every other participant).
   * Never for a code, a receipt or a sealed PDF: an address changed or confirmed seconds ago counts for those
   * at once.
   */
  async confirmedRecently(userIds: readonly string[], now = Date.now()): Promise<Map<string, Contact>> {
    // Answers past their use are dropped (oldest first: the map is in the order they were asked), so no
    // address is held longer than that.
    for (const [id, held] of this.recent) {
      if (now - held.at < RECENT_CONTACT_MS) break;
      this.recent.delete(id);
    }
    const unknown = userIds.filter((id) => {
      const held = this.recent.get(id);
      return !held || now - held.at >= RECENT_CONTACT_MS;
    });
    if (unknown.length > 0) {
      const asked = await this.confirmed(unknown);
      if (this.recent.size + unknown.length > MAX_RECENT_CONTACTS) this.recent.clear();
      for (const id of unknown) {
        this.recent.delete(id);
        this.recent.set(id, { contact: asked.get(id), at: now });
      }
    }
    const found = new Map<string, Contact>();
    for (const id of userIds) {
      const contact = this.recent.get(id)?.contact;
      if (contact) found.set(id, contact);
    }
    return found;
  }
}
