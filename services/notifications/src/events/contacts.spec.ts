import type { Contact } from '@avtalt/contracts';
import type { ClientProxy } from '@nestjs/microservices';
import { confirmedAddress, Contacts, RECENT_CONTACT_MS } from './contacts';

const contact = (over: Partial<Contact> = {}): Contact => ({
  userId: '7b0e6c64-5a3f-4e4b-9b8e-0c2f1d9a1c01',
  email: 'kari@example.no',
  emailVerified: true,
  firstName: 'Kari',
  lastName: 'Nordmann',
  language: 'nb',
  ...over,
});

describe('confirmedAddress', () => {
  it('is the address only while identity says it is confirmed', () => {
    expect(confirmedAddress(contact())).toBe('kari@example.no');
    expect(confirmedAddress(contact({ emailVerified: false }))).toBeNull();
    expect(confirmedAddress(undefined)).toBeNull();
  });
});

describe('Contacts.confirmed', () => {
  it('leaves out accounts whose address is not confirmed', async () => {
    const kari = contact();
    const ola = contact({
      userId: '7b0e6c64-5a3f-4e4b-9b8e-0c2f1d9a1c02',
      email: 'ola@example.no',
      emailVerified: false,
      firstName: 'Ola',
    });
    // Identity's answer as `of` gives it; `confirmed` filters it.
    class Answered extends Contacts {
      override async of(userIds: readonly string[]): Promise<Map<string, Contact>> {
        return new Map([kari, ola].filter((c) => userIds.includes(c.userId)).map((c) => [c.userId, c]));
      }
    }
    const found = await new Answered({} as ClientProxy).confirmed([kari.userId, ola.userId]);
    expect([...found.keys()]).toEqual([kari.userId]);
  });
});

describe('Contacts.confirmedRecently', () => {
  const kari = contact();
  const ola = contact({ userId: '7b0e6c64-5a3f-4e4b-9b8e-0c2f1d9a1c02', emailVerified: false });
  class Counted extends Contacts {
    readonly asked: string[][] = [];
    emailVerified = false;
    override async of(userIds: readonly string[]): Promise<Map<string, Contact>> {
      this.asked.push([...userIds]);
      const people = [kari, { ...ola, emailVerified: this.emailVerified }];
      return new Map(people.filter((c) => userIds.includes(c.userId)).map((c) => [c.userId, c]));
    }
  }

  it('uses identity’s answer for RECENT_CONTACT_MS, the unconfirmed too, and asks again after it', async () => {
    const contacts = new Counted({} as ClientProxy);
    const ids = [kari.userId, ola.userId];
    expect([...(await contacts.confirmedRecently(ids, 0)).keys()]).toEqual([kari.userId]);
    // Ola confirms his address; within the few seconds the answer held still counts.
    contacts.emailVerified = true;
    expect([...(await contacts.confirmedRecently(ids, RECENT_CONTACT_MS - 1)).keys()]).toEqual([kari.userId]);
    expect(contacts.asked).toEqual([ids]);
    expect([...(await contacts.confirmedRecently(ids, RECENT_CONTACT_MS)).keys()]).toEqual(ids);
    expect(contacts.asked).toEqual([ids, ids]);
  });

  it('holds no answer longer than RECENT_CONTACT_MS', async () => {
    const contacts = new Counted({} as ClientProxy);
    await contacts.confirmedRecently([kari.userId, ola.userId], 0);
    expect(contacts['recent'].size).toBe(2);
    await contacts.confirmedRecently([], RECENT_CONTACT_MS);
    expect(contacts['recent'].size).toBe(0);
  });

  it('never serves `confirmed` from what it holds: codes and receipts ask identity each time', async () => {
    const contacts = new Counted({} as ClientProxy);
    await contacts.confirmedRecently([kari.userId], 0);
    await contacts.confirmed([kari.userId]);
    expect(contacts.asked).toHaveLength(2);
  });
});
