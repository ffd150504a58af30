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

/** Addresses and names of accounts, asked of identity when a mail is decided (never stored here). */
@Injectable()
export class Contacts {
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
}
