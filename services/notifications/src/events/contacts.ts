import { type Contact, IdentityRpc } from '@avtalt/contracts';
import { rpcRequest } from '@avtalt/service-kit';
import { Inject, Injectable } from '@nestjs/common';
import type { ClientProxy } from '@nestjs/microservices';

export const NOTIFICATIONS_NATS = Symbol('NOTIFICATIONS_NATS');

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
}
