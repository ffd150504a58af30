import { ForgetRpc, NotificationsRpc, PersonDataRpc } from '@avtalt/contracts';
import { parseOrThrow } from '@avtalt/service-kit';
import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { InvitationsService } from './invitations/invitations.service';
import { MailOutbox } from './mail/mail-outbox.service';
import { PreferencesService } from './preferences/preferences.service';
import { PersonDataRepository } from './privacy/person-data.repository';
import { SigningCodeService } from './signing/signing-code.service';

/** NATS request handlers: validate each message with its contract, hand it to a service. */
@Controller()
export class NotificationsController {
  constructor(
    private readonly invitations: InvitationsService,
    private readonly prefs: PreferencesService,
    private readonly outbox: MailOutbox,
    private readonly signingCodes: SigningCodeService,
    private readonly personData: PersonDataRepository,
  ) {}

  /** The account's mails, choices and timers for its owner's export (asked by the privacy service only). */
  @MessagePattern(PersonDataRpc.notifications.subject)
  personDataOf(@Payload() payload: unknown) {
    return this.personData.of(parseOrThrow(PersonDataRpc.notifications.request, payload).userId);
  }

  /** A deleted account: the mail log keeps no address, its timers and choices go (privacy only). */
  @MessagePattern(ForgetRpc.notifications.subject)
  forget(@Payload() payload: unknown) {
    return this.personData.forget(parseOrThrow(ForgetRpc.notifications.request, payload));
  }

  @MessagePattern(NotificationsRpc.sendAccountMail.subject)
  sendAccountMail(@Payload() payload: unknown) {
    return this.invitations.accountMail(parseOrThrow(NotificationsRpc.sendAccountMail.request, payload));
  }

  @MessagePattern(NotificationsRpc.sendSigningCode.subject)
  sendSigningCode(@Payload() payload: unknown) {
    return this.signingCodes.send(parseOrThrow(NotificationsRpc.sendSigningCode.request, payload));
  }

  @MessagePattern(NotificationsRpc.sendInvitations.subject)
  sendInvitations(@Payload() payload: unknown) {
    return this.invitations.send(parseOrThrow(NotificationsRpc.sendInvitations.request, payload));
  }

  @MessagePattern(NotificationsRpc.getPreferences.subject)
  getPreferences(@Payload() payload: unknown) {
    return this.prefs.get(parseOrThrow(NotificationsRpc.getPreferences.request, payload).userId);
  }

  @MessagePattern(NotificationsRpc.setPreferences.subject)
  setPreferences(@Payload() payload: unknown) {
    const { userId, body } = parseOrThrow(NotificationsRpc.setPreferences.request, payload);
    return this.prefs.set(userId, body);
  }

  @MessagePattern(NotificationsRpc.describeUnsubscribe.subject)
  describeUnsubscribe(@Payload() payload: unknown) {
    return this.prefs.describe(parseOrThrow(NotificationsRpc.describeUnsubscribe.request, payload).token);
  }

  @MessagePattern(NotificationsRpc.unsubscribe.subject)
  unsubscribe(@Payload() payload: unknown) {
    return this.prefs.confirm(parseOrThrow(NotificationsRpc.unsubscribe.request, payload).token);
  }

  @MessagePattern(NotificationsRpc.listMails.subject)
  listMails(@Payload() payload: unknown) {
    const { query } = parseOrThrow(NotificationsRpc.listMails.request, payload);
    return this.outbox.list(query);
  }

  @MessagePattern(NotificationsRpc.queueStats.subject)
  queueStats() {
    return this.outbox.stats();
  }
}
