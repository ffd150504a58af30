import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261122020000CreateAgreements } from './Migration20261122020000CreateAgreements';
import { Migration20261122110000AgreementVersion } from './Migration20261122110000AgreementVersion';
import { Migration20261124090000Outbox } from './Migration20261124090000Outbox';
import { Migration20261201090000DraftAnswers } from './Migration20261201090000DraftAnswers';
import { Migration20261215090000TypedAnswers } from './Migration20261215090000TypedAnswers';
import { Migration20261220090000LegalDocument } from './Migration20261220090000LegalDocument';
import { Migration20261230090000BlindRounds } from './Migration20261230090000BlindRounds';
import { Migration20270105090000OutboxOrder } from './Migration20270105090000OutboxOrder';
import { Migration20270110090000Signing } from './Migration20270110090000Signing';
import { Migration20270120090000Negotiation } from './Migration20270120090000Negotiation';
import { Migration20270125090000OutboxTrace } from './Migration20270125090000OutboxTrace';
import { Migration20270201090000AuditMac } from './Migration20270201090000AuditMac';
import { Migration20270210090000MarkShownInMatch } from './Migration20270210090000MarkShownInMatch';
import { Migration20270302090000ValueChecks } from './Migration20270302090000ValueChecks';
import { Migration20270310090000NegotiationVersion } from './Migration20270310090000NegotiationVersion';
import { Migration20270401090000EidSignatures } from './Migration20270401090000EidSignatures';
import { Migration20270405090000Observers } from './Migration20270405090000Observers';
import { Migration20270406090000SignatureLevel } from './Migration20270406090000SignatureLevel';
import { Migration20270407090000Guardians } from './Migration20270407090000Guardians';
import { Migration20270501090000Amendments } from './Migration20270501090000Amendments';
import { Migration20270601090000Payments } from './Migration20270601090000Payments';
import { Migration20270701090000Reviews } from './Migration20270701090000Reviews';
import { Migration20271210090000Languages } from './Migration20271210090000Languages';
import { Migration20271220090000PrivateLimits } from './Migration20271220090000PrivateLimits';
import { Migration20271201090000Endings } from './Migration20271201090000Endings';

/** Every migration of the service, in order. */
export const migrations: MigrationObject[] = [
  { name: 'Migration20261122020000CreateAgreements', class: Migration20261122020000CreateAgreements },
  { name: 'Migration20261122110000AgreementVersion', class: Migration20261122110000AgreementVersion },
  { name: 'Migration20261124090000Outbox', class: Migration20261124090000Outbox },
  { name: 'Migration20261201090000DraftAnswers', class: Migration20261201090000DraftAnswers },
  { name: 'Migration20261215090000TypedAnswers', class: Migration20261215090000TypedAnswers },
  { name: 'Migration20261220090000LegalDocument', class: Migration20261220090000LegalDocument },
  { name: 'Migration20261230090000BlindRounds', class: Migration20261230090000BlindRounds },
  { name: 'Migration20270105090000OutboxOrder', class: Migration20270105090000OutboxOrder },
  { name: 'Migration20270110090000Signing', class: Migration20270110090000Signing },
  { name: 'Migration20270120090000Negotiation', class: Migration20270120090000Negotiation },
  { name: 'Migration20270125090000OutboxTrace', class: Migration20270125090000OutboxTrace },
  { name: 'Migration20270201090000AuditMac', class: Migration20270201090000AuditMac },
  { name: 'Migration20270210090000MarkShownInMatch', class: Migration20270210090000MarkShownInMatch },
  { name: 'Migration20270302090000ValueChecks', class: Migration20270302090000ValueChecks },
  {
    name: 'Migration20270310090000NegotiationVersion',
    class: Migration20270310090000NegotiationVersion,
  },
  { name: 'Migration20270401090000EidSignatures', class: Migration20270401090000EidSignatures },
  { name: 'Migration20270405090000Observers', class: Migration20270405090000Observers },
  { name: 'Migration20270406090000SignatureLevel', class: Migration20270406090000SignatureLevel },
  { name: 'Migration20270407090000Guardians', class: Migration20270407090000Guardians },
  { name: 'Migration20270501090000Amendments', class: Migration20270501090000Amendments },
  { name: 'Migration20270601090000Payments', class: Migration20270601090000Payments },
  { name: 'Migration20270701090000Reviews', class: Migration20270701090000Reviews },
  { name: 'Migration20271201090000Endings', class: Migration20271201090000Endings },
  { name: 'Migration20271210090000Languages', class: Migration20271210090000Languages },
  { name: 'Migration20271220090000PrivateLimits', class: Migration20271220090000PrivateLimits },
];
