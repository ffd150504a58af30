import type { MigrationObject } from '@mikro-orm/core';
import { Migration20270101090000CreateNotifications } from './Migration20270101090000CreateNotifications';
import { Migration20270102090000InvitationSender } from './Migration20270102090000InvitationSender';
import { Migration20270103090000RoundParticipants } from './Migration20270103090000RoundParticipants';
import { Migration20270201090000AgreementSigners } from './Migration20270201090000AgreementSigners';
import { Migration20270320090000RecipientCaps } from './Migration20270320090000RecipientCaps';
import { Migration20270321090000Timers } from './Migration20270321090000Timers';
import { Migration20270405090000InviteeSender } from './Migration20270405090000InviteeSender';

/** Every migration of the service, in order. */
export const migrations: MigrationObject[] = [
  { name: 'Migration20270101090000CreateNotifications', class: Migration20270101090000CreateNotifications },
  { name: 'Migration20270102090000InvitationSender', class: Migration20270102090000InvitationSender },
  { name: 'Migration20270103090000RoundParticipants', class: Migration20270103090000RoundParticipants },
  { name: 'Migration20270201090000AgreementSigners', class: Migration20270201090000AgreementSigners },
  { name: 'Migration20270320090000RecipientCaps', class: Migration20270320090000RecipientCaps },
  { name: 'Migration20270321090000Timers', class: Migration20270321090000Timers },
  { name: 'Migration20270405090000InviteeSender', class: Migration20270405090000InviteeSender },
];
