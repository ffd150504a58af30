import {
  type AgreementActivityEvent,
  type AgreementActivityKind,
  AgreementMessages,
  AgreementsSubjects,
  type Caller,
  DocumentsRpc,
  ErrorCode,
  IdentityRpc,
  NotificationsRpc,
  type SealSource,
  SIGNING_ATTEMPT_WINDOW_MINUTES,
  SIGNING_CODE_TTL_MINUTES,
  type SignBody,
  type SignaturesView,
  type SigningClient,
  type SigningCodeReply,
  SigningMessages,
} from '@avtalt/contracts';
import { currentOrigin, DomainError, errorText, rpcRequest } from '@avtalt/service-kit';
import { Logger } from '@nestjs/common';
import type { ClientProxy } from '@nestjs/microservices';
import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import { activityParticipants, initiatorUserId } from '../agreements/agreement-activity.rules';
import type { AgreementRepository, Sql } from '../agreements/agreement.repository';
import type { AgreementSnapshot } from '../agreements/agreement.rows';
import { toRoundSnapshot } from '../agreements/agreement.snapshot';
import type { CachedSnapshot, SnapshotCache } from '../agreements/snapshot-cache';
import { type AuditDraft, chainAudit } from './audit.rules';
import { SigningRepository } from './signing.repository';
import {
  accessRefusal,
  attemptsRefusal,
  codeHash,
  codesRefusal,
  partiesOf,
  passwordGuessesRefusal,
  type Refusal,
  type SigningState,
  signaturesView,
  signRefusal,
  statusAfterSigning,
  textToSign,
  voidRefusal,
} from './signing.rules';

export interface SigningHooks {
  /** Announce a change (`agreement.updated`). Must not throw. */
  changed(agreementId: string): void;
  /** Publish what was written to the outbox. Must not throw. */
  outboxWritten(): void;
  /** The stored final text of a completed agreement, made and stored now if it can be (null: it cannot yet). */
  ensureFinalText(read: CachedSnapshot): Promise<string | null>;
}

function refuse(refusal: Refusal | null): void {
  if (refusal) throw new DomainError(refusal.code, refusal.message);
}

const minutesBefore = (now: Date, minutes: number): Date => new Date(now.getTime() - minutes * 60_000);

/**
 * Signing (issue 18, docs/signing.md): signatures, codes and the limits, in the agreements service
 * because it owns the agreement's state. A signature is written under the agreement's row lock (the
 * lock every command of the writer takes), so "the first signature freezes the text" and "no change once
 * someone signed" hold across any number of processes; the limits are counted under an advisory lock per
 * agreement and user, with the attempt recorded before its proof is checked.
 */
export class SigningService {
  private readonly logger = new Logger(SigningService.name);
  private readonly signing = new SigningRepository();

  constructor(
    private readonly repo: AgreementRepository,
    private readonly snapshots: SnapshotCache,
    private readonly nats: ClientProxy,
    private readonly hooks: SigningHooks,
    private readonly enabled: boolean,
  ) {}

  private assertEnabled(): void {
    if (!this.enabled) throw new DomainError(ErrorCode.SigningDisabled, SigningMessages.disabled);
  }

  private async stateOf(sql: Sql, rows: AgreementSnapshot): Promise<SigningState> {
    return {
      agreement: rows.agreement,
      parties: partiesOf(rows.participants, toRoundSnapshot(rows)),
      signatures: await this.signing.activeSignatures(sql, rows.agreement.id),
    };
  }

  /**
   * The rows as read now, with the final text stored if it can be made (so it can be signed). The caller's
   * access is checked first (401 a visitor, 403 not a party): nobody else makes the text be rendered.
   */
  private async readWithText(agreementId: string, caller: Caller): Promise<CachedSnapshot> {
    let read = await this.snapshots.read(agreementId);
    refuse(accessRefusal(await this.stateOf(this.repo.db, read.snapshot), caller, read.snapshot.agreement.initiatorId === caller.id));
    // A text made from rows that changed meanwhile (a party's details) is not stored: made again from the new rows.
    for (let tries = 0; tries < 3; tries++) {
      const a = read.snapshot.agreement;
      if (a.status !== 'completed' || a.legalText !== null || a.frozenText !== null) return read;
      const made = await this.hooks.ensureFinalText(read);
      const again = await this.snapshots.read(agreementId);
      if (made !== null || again.snapshot.agreement.version === a.version) return again;
      read = again;
    }
    return read;
  }

  /** `GET …/signatures`: the parties and their signatures (participants and the initiator only). */
  async view(caller: Caller, agreementId: string, makeText = true, askForPdf = true): Promise<SignaturesView> {
    const read = this.enabled && makeText ? await this.readWithText(agreementId, caller) : await this.snapshots.read(agreementId);
    const state = await this.stateOf(this.repo.db, read.snapshot);
    refuse(accessRefusal(state, caller, read.snapshot.agreement.initiatorId === caller.id));
    const pdfSha256 = state.agreement.status === 'signed' && askForPdf ? await this.sealedPdfSha256(agreementId) : null;
    const voidedAt = await this.signing.lastVoidedAt(this.repo.db, agreementId);
    return signaturesView(state, caller, { enabled: this.enabled, pdfSha256, voidedAt });
  }

  /** The sealed PDF's hash once documents has it (null while it is made, or when documents does not answer); only the hash crosses NATS. */
  private async sealedPdfSha256(agreementId: string): Promise<string | null> {
    try {
      const reply = await rpcRequest(this.nats, DocumentsRpc.sealedDigest, { agreementId });
      return reply.status === 'ready' ? reply.sha256 : null;
    } catch (error) {
      this.logger.debug(`sealed PDF of ${agreementId} not known: ${errorText(error)}`);
      return null;
    }
  }

  /**
   * `POST …/signatures/code`: a one-time code (6 digits, crypto.randomInt), stored as a salted hash,
   * valid {@link SIGNING_CODE_TTL_MINUTES} minutes, mailed through the notifications service. At most
   * MAX_SIGNING_CODES per party and agreement in the window (429), counted under an advisory lock.
   */
  async requestCode(caller: Caller, agreementId: string): Promise<SigningCodeReply> {
    this.assertEnabled();
    const read = await this.readWithText(agreementId, caller);
    refuse(signRefusal(await this.stateOf(this.repo.db, read.snapshot), caller));
    const now = new Date();
    const codeId = randomUUID();
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const salt = randomBytes(16).toString('hex');
    const expiresAt = new Date(now.getTime() + SIGNING_CODE_TTL_MINUTES * 60_000);
    await this.repo.transaction(async (tx) => {
      await this.signing.advisoryLock(tx, `signing-code:${agreementId}:${caller.id}`);
      refuse(codesRefusal(await this.signing.codesSince(tx, agreementId, caller.id, minutesBefore(now, SIGNING_ATTEMPT_WINDOW_MINUTES))));
      await this.signing.addCode(tx, { id: codeId, agreementId, userId: caller.id, salt, codeHash: codeHash(salt, code), createdAt: now, expiresAt });
    });
    const a = read.snapshot.agreement;
    let reply;
    try {
      reply = await rpcRequest(this.nats, NotificationsRpc.sendSigningCode, {
        userId: caller.id,
        agreementId,
        agreementTitle: (a.topicTitle ?? a.title).slice(0, 300),
        code,
        expiresAt: expiresAt.toISOString(),
      });
    } catch (error) {
      // Not sent (notifications down, timed out): this code does not count against the limit. Only this
      // request's own row (by its id) goes, so parallel requests keep theirs.
      await this.signing.dropCode(this.repo.db, codeId).catch((dropError: unknown) => this.logger.warn(`signing code ${codeId} not dropped: ${errorText(dropError)}`));
      throw error;
    }
    return { maskedEmail: reply.maskedEmail, expiresAt: expiresAt.toISOString() };
  }

  /**
   * `POST …/signatures`: checks the request against the current state first (no attempt is counted for
   * a request that could not sign anyway), records the attempt under the advisory lock (429 past
   * MAX_SIGNING_ATTEMPTS wrong proofs in the window), checks a password with identity, then under the
   * agreement's row lock checks everything again, uses the code, writes the signature, freezes the text
   * (first signature), sets `signed` (last one) and writes the audit entries and activity events.
   */
  async sign(caller: Caller, agreementId: string, body: SignBody, client: SigningClient): Promise<SignaturesView> {
    this.assertEnabled();
    const read = await this.readWithText(agreementId, caller);
    refuse(signRefusal(await this.stateOf(this.repo.db, read.snapshot), caller, body.textSha256));
    const method = body.code !== undefined ? 'email-code' : 'password';
    const attemptId = randomUUID();
    await this.repo.transaction(async (tx) => {
      await this.signing.advisoryLock(tx, `signing-attempt:${agreementId}:${caller.id}`);
      const now = new Date();
      refuse(attemptsRefusal(await this.signing.failedAttempts(tx, agreementId, caller.id, minutesBefore(now, SIGNING_ATTEMPT_WINDOW_MINUTES))));
      if (method === 'password') {
        // Passwords also per user over every agreement (the login limiter's guessing path), under a lock per
        // user taken after the agreement's one (always in that order: no deadlock).
        await this.signing.advisoryLock(tx, `signing-password:${caller.id}`);
        refuse(passwordGuessesRefusal(await this.signing.failedPasswords(tx, caller.id, minutesBefore(now, SIGNING_ATTEMPT_WINDOW_MINUTES))));
      }
      await this.signing.addAttempt(tx, { id: attemptId, agreementId, userId: caller.id, method, at: now });
    });
    let signedNow = false;
    try {
      if (body.password !== undefined) {
        const { valid } = await rpcRequest(this.nats, IdentityRpc.verifyPassword, { userId: caller.id, password: body.password });
        if (!valid) throw new DomainError(ErrorCode.InvalidSigningProof, SigningMessages.wrongPassword);
      }
      signedNow = await this.repo.transaction(async (tx) => {
        await this.repo.lock(tx, agreementId);
        const rows = await this.repo.load(tx, agreementId);
        const state = await this.stateOf(tx, rows);
        refuse(signRefusal(state, caller, body.textSha256));
        const now = new Date();
        if (body.code !== undefined && !(await this.useCode(tx, agreementId, caller.id, body.code, now))) {
          throw new DomainError(ErrorCode.InvalidSigningProof, SigningMessages.wrongCode);
        }
        const text = textToSign(state)!;
        const me = state.parties.find((p) => p.userId === caller.id)!;
        await this.signing.addSignature(tx, agreementId, {
          id: randomUUID(),
          participantId: me.id,
          userId: caller.id,
          name: me.userName,
          method,
          ipAddress: client.ipAddress,
          userAgent: client.userAgent,
          textSha256: text.sha256,
          signedAt: now,
          voidedAt: null,
        });
        const status = statusAfterSigning(state, me.id);
        await this.signing.afterSignature(tx, agreementId, status, text, now);
        const round = rows.agreement.currentRound;
        const audit: AuditDraft[] = [
          {
            kind: 'signature-added',
            occurredAt: now.toISOString(),
            actorName: me.userName,
            round,
            details: { method, ipAddress: client.ipAddress, userAgent: client.userAgent, textSha256: text.sha256 },
          },
        ];
        if (status === 'signed') {
          audit.push({ kind: 'signed', occurredAt: now.toISOString(), actorName: null, round, details: { signers: state.parties.length, textSha256: text.sha256 } });
        }
        await this.repo.addAudit(tx, agreementId, chainAudit(await this.repo.auditEnd(tx, agreementId), audit));
        await this.activity(tx, rows, 'signature-added', me.id, now);
        if (status === 'signed') await this.activity(tx, rows, 'signed', null, now);
        await this.signing.attemptSucceeded(tx, attemptId);
        return true;
      });
    } catch (error) {
      // Only a wrong proof counts against the limit; any other refusal gives the attempt back.
      if (!(error instanceof DomainError && error.code === ErrorCode.InvalidSigningProof)) {
        await this.signing.dropAttempt(this.repo.db, attemptId).catch(() => undefined);
      }
      throw error;
    } finally {
      if (signedNow) {
        this.hooks.outboxWritten();
        this.hooks.changed(agreementId);
      }
    }
    // The seal of a just-signed agreement has only been queued: its PDF hash comes with a later read.
    return this.view(caller, agreementId, true, false);
  }

  /** The code matches one of the caller's live codes for the agreement: that one is used now. */
  private async useCode(tx: Sql, agreementId: string, userId: string, code: string, now: Date): Promise<boolean> {
    for (const live of await this.signing.liveCodes(tx, agreementId, userId, now)) {
      if (codeHash(live.salt, code) === live.codeHash) return this.signing.useCode(tx, live.id, now);
    }
    return false;
  }

  /**
   * `POST …/signatures/void`: a party voids every signature (not once all have signed); the text is open
   * again, everyone is told (`signatures-voided`) and everyone must sign again. Works with SIGNING=off too.
   */
  async voidSignatures(caller: Caller, agreementId: string, client: SigningClient): Promise<SignaturesView> {
    // Not refused with SIGNING=off: turning signing off stops new signatures, never strands existing ones.
    await this.repo.transaction(async (tx) => {
      await this.repo.lock(tx, agreementId);
      const rows = await this.repo.load(tx, agreementId);
      const state = await this.stateOf(tx, rows);
      refuse(voidRefusal(state, caller));
      const now = new Date();
      const voided = await this.signing.voidAll(tx, agreementId, now);
      const me = state.parties.find((p) => p.userId === caller.id)!;
      await this.repo.addAudit(
        tx,
        agreementId,
        chainAudit(await this.repo.auditEnd(tx, agreementId), [
          {
            kind: 'signatures-voided',
            occurredAt: now.toISOString(),
            actorName: me.userName,
            round: rows.agreement.currentRound,
            details: { voided, ipAddress: client.ipAddress, userAgent: client.userAgent },
          },
        ]),
      );
      await this.activity(tx, rows, 'signatures-voided', me.id, now);
    });
    this.hooks.outboxWritten();
    this.hooks.changed(agreementId);
    // The text is open: it is made again (from the rows as they are then) at the next request for it.
    return this.view(caller, agreementId, false);
  }

  /** Documents asks, when sealing: the frozen text, every signature and the audit trail (signed agreements only). */
  async sealSource(agreementId: string): Promise<SealSource> {
    const rows = await this.repo.transaction((tx) => this.repo.load(tx, agreementId), 'repeatable read');
    const a = rows.agreement;
    if (a.status !== 'signed' || a.frozenText === null || a.frozenTextSha256 === null) {
      throw new DomainError(ErrorCode.NotFound, AgreementMessages.notFound);
    }
    const [signatures, audit] = await Promise.all([
      this.signing.activeSignatures(this.repo.db, agreementId),
      this.signing.auditTrail(this.repo.db, agreementId),
    ]);
    const parties = partiesOf(rows.participants, toRoundSnapshot(rows));
    return {
      agreementId,
      title: a.topicTitle ?? a.title,
      fileName: a.topicTitle ?? 'avtale',
      html: a.frozenText,
      textSha256: a.frozenTextSha256,
      signers: signatures.map((s) => ({
        name: s.name,
        signedAt: s.signedAt.toISOString(),
        method: s.method,
        ipAddress: s.ipAddress,
        userAgent: s.userAgent,
        textSha256: s.textSha256,
      })),
      audit,
      userIds: parties.filter((p) => !p.isAnonymous).map((p) => p.userId),
    };
  }

  /** An `agreement.activity` event in the outbox, in the caller's transaction (the notifications service mails from it). */
  private async activity(tx: Sql, rows: AgreementSnapshot, kind: AgreementActivityKind, actorParticipantId: string | null, now: Date): Promise<void> {
    const roundNo = rows.agreement.currentRound;
    const event: AgreementActivityEvent = {
      eventId: randomUUID(),
      kind,
      agreementId: rows.agreement.id,
      title: rows.agreement.title,
      round: roundNo,
      actorParticipantId,
      participants: activityParticipants(rows, toRoundSnapshot(rows), roundNo),
      initiatorUserId: initiatorUserId(rows),
      occurredAt: now.toISOString(),
    };
    // Called in the request's own transaction: the event carries that request (docs/tracing.md, "Events").
    await this.repo.addToOutbox(tx, { id: event.eventId, subject: AgreementsSubjects.activity, payload: event, origin: currentOrigin() });
  }
}
