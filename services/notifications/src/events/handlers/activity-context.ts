import type { AgreementActivityEvent, Contact } from '@avtalt/contracts';
import type { MailParams } from '../../mail/mail-content.rules';
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
}

/** Who gets a mail: the account and its (confirmed) address. */
export function recipient(userId: string, contacts: Map<string, Contact>): { userId: string; email: string } {
  return { userId, email: contacts.get(userId)!.email };
}

/** One mail of this event to each target, with what `params` gives for them. */
export async function mailEachTarget(
  outbox: MailOutbox,
  ctx: ActivityContext,
  params: (firstName: string) => MailParams,
): Promise<void> {
  const refs = { agreementId: ctx.event.agreementId, eventId: ctx.event.eventId };
  for (const userId of ctx.targets)
    ctx.fx.mails.push(
      await outbox.prepare(
        ctx.sql,
        recipient(userId, ctx.contacts),
        params(ctx.contacts.get(userId)!.firstName),
        refs,
      ),
    );
}
