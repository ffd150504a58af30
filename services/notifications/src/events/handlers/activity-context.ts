import type { AgreementActivityEvent, Contact, Language } from '@avtalt/contracts';
import type { MailParams } from '../../mail/mail-content.rules';
import type { Recipient } from '../../mail/mail-job';
import type { MailOutbox } from '../../mail/mail-outbox.service';
import type { Sql } from '../../persistence/database.repository';
import type { Effects } from '../activity-transaction';

/**
 * One `agreement.activity` event inside its transaction, once it is known to be new and its agreement
 * not deleted: who is to be told (confirmed addresses, the kind not turned off) and what is at hand.
 */
export interface ActivityContext {
  sql: Sql;
  fx: Effects;
  event: AgreementActivityEvent;
  /** The recipients of the event's mails: confirmed address, the kind not turned off. */
  targets: string[];
  contacts: Map<string, Contact>;
  actor: string | null;
  /** The name of the participant who acted ('' when none). */
  actorName: string;
  /** The acting account's language, when the handler asked for it ({@link ActivityHandler.inActorsLanguage}). */
  actorLanguage: Language | null;
  now: Date;
  link: string;
}

/** The handling of one (or a family of) activity kinds, called by the dispatcher. */
export interface ActivityHandler {
  handle(ctx: ActivityContext): Promise<void>;
  /**
   * The addresses may be identity's answers of the last few seconds (`Contacts.confirmedRecently`): for a
   * kind that comes in bursts and sends no code, receipt or document.
   */
  readonly recentContacts?: boolean;
  /**
   * The mails go to addresses without an account, so they are written in the language of the one who acted
   * (the inviter): identity is asked for it before the transaction, as for every other address.
   */
  readonly inActorsLanguage?: boolean;
}

/** Who gets a mail: the account, its (confirmed) address and its language. */
export function recipient(userId: string, contacts: Map<string, Contact>): Recipient {
  const contact = contacts.get(userId)!;
  return { userId, email: contact.email, language: contact.language };
}

/** One mail of this event to each target, in their language, with what `params` gives for them. */
export async function mailEachTarget(
  outbox: MailOutbox,
  ctx: ActivityContext,
  params: (firstName: string, language: Language) => MailParams,
): Promise<void> {
  const refs = { agreementId: ctx.event.agreementId, eventId: ctx.event.eventId };
  for (const userId of ctx.targets) {
    const to = recipient(userId, ctx.contacts);
    ctx.fx.mails.push(
      await outbox.prepare(ctx.sql, to, params(ctx.contacts.get(userId)!.firstName, to.language), refs),
    );
  }
}
