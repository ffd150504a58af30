import type { AgreementActivityEvent, AgreementActivityKind, AuditEventKind } from '@avtalt/contracts';
import type { AuditDraft } from '../signing/audit.rules';
import type { AgreementEvent } from './agreement-events';

/*
 * The two projections of the domain events (agreement-events.ts), both written in the transaction of the
 * change: what other services are told (`agreement.activity`, through the outbox) and what the agreement's
 * hash-chained audit trail records. Each is a switch over every kind, so a new kind must say what each
 * projection makes of it. Pure.
 */

/**
 * The `agreement.activity` event an event is told as (the notifications service decides who is
 * mailed), or null when nobody is told. The event's id is the outbox row's id.
 */
export function activityOf(event: AgreementEvent): AgreementActivityEvent | null {
  const told = (kind: AgreementActivityKind, actorParticipantId: string | null): AgreementActivityEvent => {
    const { agreementId, title, round, participants, initiatorUserId, occurredAt } = event.scene;
    return {
      eventId: event.id,
      kind,
      agreementId,
      title,
      round,
      actorParticipantId,
      participants,
      initiatorUserId,
      occurredAt,
    };
  };
  switch (event.kind) {
    case 'created':
    case 'joined':
    case 'proposal-accepted':
      return null;
    case 'round-submitted':
      // A visitor is 'Deltaker 2' until they log in: told of by name then (`visitor-identified`).
      return event.visitor ? null : told('answered', event.participantId);
    case 'visitor-identified':
      return told('answered', event.participantId);
    case 'participant-removed':
    case 'signature-added':
    case 'signatures-voided':
      return told(event.kind, event.actor.participantId);
    case 'round-started':
      // An amendment's round 2 is a proposal of changes, named as such in the mail.
      return event.amendment && event.actor?.name
        ? {
            ...told(event.kind, event.actor.participantId),
            amendment: {
              versionNumber: event.amendment.versionNumber,
              proposedBy: event.actor.name,
              ...(event.amendment.endsOn ? { endsOn: event.amendment.endsOn } : {}),
            },
          }
        : told(event.kind, event.actor?.participantId ?? null);
    case 'disagreement-declared':
      return told(event.kind, event.actor?.participantId ?? null);
    case 'completed':
    case 'signed':
      return told(event.kind, null);
    case 'observer-invited':
    case 'guardian-invited':
      // The one address an activity event carries: the invited person may have no account to look up.
      return {
        ...told(event.kind, event.actor.participantId),
        invitee: { email: event.email, invitedBy: event.actor.name ?? '' },
      };
    case 'payment-due':
      // Nobody did anything: the notifications service mails the payers.
      return {
        ...told(event.kind, null),
        payment: {
          itemId: event.itemId,
          label: event.label,
          ...(event.labels ? { labels: event.labels } : {}),
          dueDate: event.dueDate,
          amount: event.amountOre / 100,
          payers: event.payerIds,
          payees: event.payeeIds,
        },
      };
    case 'review-due':
      // Nobody did anything: the notifications service asks the parties.
      return { ...told(event.kind, null), review: { reviewOn: event.reviewOn } };
    case 'review-recorded':
      return {
        ...told(event.kind, event.actor.participantId),
        review: { reviewOn: event.reviewOn, step: event.step },
      };
    case 'payment-recorded':
      // The other side is told (a payer's «Betalt» asks the payee to confirm).
      return {
        ...told(event.kind, event.actor.participantId),
        payment: {
          itemId: event.itemId,
          label: event.label,
          ...(event.labels ? { labels: event.labels } : {}),
          dueDate: event.dueDate,
          amount: event.amountOre / 100,
          step: event.step,
        },
      };
  }
}

/**
 * The audit entry an event is recorded as (before it is numbered and chained), or null when the trail
 * recorded it already. A signature's client is recorded only as its keyed digest, never the IP address or
 * browser.
 */
export function auditOf(event: AgreementEvent): AuditDraft | null {
  const { occurredAt, round } = event.scene;
  const entry = (
    kind: AuditEventKind,
    actorName: string | null,
    details: AuditDraft['details'] = {},
    at = round,
  ): AuditDraft => ({ kind, occurredAt, actorName, round: at, details });
  switch (event.kind) {
    case 'created':
      return entry(event.kind, event.actorName, { title: event.title });
    case 'joined':
      return entry(event.kind, event.name);
    case 'round-submitted':
      return entry(event.kind, event.name, { answers: event.answers });
    case 'visitor-identified':
      // Recorded when they submitted (under the visitor's name).
      return null;
    case 'participant-removed':
      return entry(event.kind, event.actor.name, { removed: event.removedName });
    case 'round-started':
    case 'disagreement-declared':
      return entry(event.kind, event.actor?.name ?? null);
    case 'completed':
      return entry(event.kind, null, { parties: event.parties });
    case 'proposal-accepted':
      return entry(
        event.kind,
        event.actorName,
        { questionId: event.questionId, source: event.source, text: event.text },
        event.proposalRound,
      );
    case 'signature-added':
      return entry(event.kind, event.actor.name, {
        method: event.method,
        textSha256: event.textSha256,
        emailConfirmed: event.emailConfirmed,
        codeSentTo: event.codeSentTo,
        clientDigest: event.clientDigest,
        // Only where they apply, so that other entries keep their exact bytes: whom a guardian signed for,
        // and the way of signing the initiator required.
        ...(event.guardianFor ? { guardianFor: event.guardianFor } : {}),
        ...(event.requiredLevel ? { requiredLevel: event.requiredLevel } : {}),
        // Only an eID signature's entry names the proof, so that other entries keep their exact bytes.
        ...(event.eid
          ? {
              eidMethod: event.eid.method,
              eidBroker: event.eid.broker,
              eidAcr: event.eid.acr,
              eidIssuer: event.eid.issuer,
              eidBirthDateVerified: event.eid.birthDateVerified,
              eidAuthenticatedAt: event.eid.authenticatedAt,
              eidClaimsSha256: event.eid.claimsSha256,
            }
          : {}),
      });
    case 'signed':
      return entry(event.kind, null, { signers: event.signers, textSha256: event.textSha256 });
    case 'signatures-voided':
      return entry(event.kind, event.actor.name, { voided: event.voided, clientDigest: event.clientDigest });
    case 'observer-invited':
      // Observers change nothing anyone agrees to or signs: the trail records the agreement, not its readers.
      return null;
    case 'guardian-invited':
      // Recorded when the guardian signs (the entry names whom for); an invitation binds nobody.
      return null;
    case 'payment-due':
      // A reminder binds nobody and records nothing anyone did.
      return null;
    case 'review-due':
      // A reminder binds nobody and records nothing anyone did.
      return null;
    case 'review-recorded':
      return entry(event.step === 'set' ? 'review-date-set' : 'review-confirmed', event.actor.name, {
        reviewOn: event.reviewOn,
      });
    case 'payment-recorded':
      return entry(event.step === 'paid' ? 'payment-marked' : 'payment-confirmed', event.actor.name, {
        payment: event.itemId,
        label: event.label,
        dueDate: event.dueDate,
        amountOre: event.amountOre,
      });
  }
}

/** Both projections of a command's events, in order (each list without the events it leaves out). */
export function projectionsOf(events: readonly AgreementEvent[]): {
  activity: AgreementActivityEvent[];
  audit: AuditDraft[];
} {
  return {
    activity: events.flatMap((e) => activityOf(e) ?? []),
    audit: events.flatMap((e) => auditOf(e) ?? []),
  };
}
