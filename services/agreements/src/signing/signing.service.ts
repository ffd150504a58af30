import { awaitingReview } from '../agreements/agreement-language.rules';
import { levelRefusal } from './signature-level.rules';
import {
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
import { DomainError, errorText, rpcRequest } from '@avtalt/service-kit';
import { Logger } from '@nestjs/common';
import type { ClientProxy } from '@nestjs/microservices';
import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import type { AgreementReadRepository, Sql } from '../agreements/agreement-reads.repository';
import type { AgreementSnapshot } from '../agreements/agreement.rows';
import { toRoundSnapshot } from '../agreements/agreement.snapshot';
import type { AgreementWriter } from '../agreements/agreement.writer';
import { norwegianDate } from '../agreements/party-details.rules';
import type { CachedSnapshot, SnapshotCache } from '../agreements/snapshot-cache';
import type { AuditKeyring } from './audit-keys';
import { sealSourceOf } from './seal-source';
import { clientDigest, signaturesTrailProblem, trailProblem } from './audit.rules';
import { type LiveCode, SigningRepository } from './signing.repository';
import {
  accessRefusal,
  attemptsRefusal,
  signerOf,
  codeHash,
  codesRefusal,
  emailRefusal,
  partiesOf,
  passwordGuessesRefusal,
  type Refusal,
  type SigningState,
  signaturesView,
  signRefusal,
  textToSign,
  trailRefusal,
} from './signing.rules';
import { capacityRefusal, hasGuardian, partiesCapacityRefusal } from './capacity.rules';
import { endingRefusal } from '../amendments/ending.rules';

export interface SigningHooks {
  /** The stored final text of a completed agreement, made and stored now if it can be (null: it cannot yet). */
  ensureFinalText(read: CachedSnapshot): Promise<string | null>;
}

function refuse(refusal: Refusal | null): void {
  if (refusal) throw new DomainError(refusal.code, refusal.message);
}

const minutesBefore = (now: Date, minutes: number): Date => new Date(now.getTime() - minutes * 60_000);

/**
 * Signing (docs/signing.md, docs/signing-write-path.md): the checks and proofs before
 * a signature, in the agreements service because it owns the agreement's state. The signature itself
 * (and a void) is a command of the one writer ({@link AgreementWriter}): applied under the agreement's
 * row lock with every other change, its audit entries and events written where theirs are. Here: who
 * may sign (address confirmed, of age), the limits (counted under an advisory lock per agreement and
 * user, the attempt recorded before its proof is checked), the proof (a code's row or the password,
 * checked before the writer's transaction), the views and the seal source (the trail verified first).
 */
export class SigningService {
  private readonly logger = new Logger(SigningService.name);

  constructor(
    private readonly reads: AgreementReadRepository,
    private readonly signing: SigningRepository,
    private readonly snapshots: SnapshotCache,
    private readonly writer: AgreementWriter,
    private readonly nats: ClientProxy,
    private readonly hooks: SigningHooks,
    private readonly enabled: boolean,
    private readonly keyring: AuditKeyring,
  ) {}

  private assertEnabled(): void {
    if (!this.enabled) throw new DomainError(ErrorCode.SigningDisabled, SigningMessages.disabled);
  }

  private async stateOf(sql: Sql, rows: AgreementSnapshot): Promise<SigningState> {
    return {
      agreement: { ...rows.agreement, awaitingReview: awaitingReview(rows) },
      parties: partiesOf(rows.participants, toRoundSnapshot(rows)),
      signatures: await this.reads.activeSignatures(sql, rows.agreement.id),
      guardians: rows.guardians ?? [],
    };
  }

  /**
   * The rows as read now, with the final text stored if it can be made (so it can be signed). The caller's
   * access is checked first (401 a visitor, 403 not a party): nobody else makes the text be rendered.
   */
  private async readWithText(agreementId: string, caller: Caller): Promise<CachedSnapshot> {
    let read = await this.snapshots.read(agreementId);
    refuse(
      accessRefusal(
        await this.stateOf(this.reads.db, read.snapshot),
        caller,
        read.snapshot.agreement.initiatorId === caller.id,
      ),
    );
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

  /** Whether the caller's account's address is confirmed (identity's contacts; a missing account: not). */
  private async emailConfirmed(userId: string): Promise<boolean> {
    const { contacts } = await rpcRequest(this.nats, IdentityRpc.contacts, { userIds: [userId] });
    return contacts.find((c) => c.userId === userId)?.emailVerified === true;
  }

  /**
   * Why the caller, who could otherwise sign, cannot, else null: the agreement's trail could never be
   * sealed (refused before any code or signature, not only at seal time, so nobody signs what cannot be
   * sealed), an unconfirmed address, no date of birth or under 18 today in Norway, and before the first
   * signature another party without a date of birth or under 18. The address is asked of identity.
   */
  private async blocker(
    state: SigningState,
    rows: AgreementSnapshot,
    caller: Caller,
    now: Date,
  ): Promise<Refusal | null> {
    const signer = signerOf(state, caller);
    if (!signer) return null;
    const me = signer.participant;
    const today = norwegianDate(now);
    return (
      endingRefusal(rows) ??
      trailRefusal(await this.sealProblem(rows.agreement.id, state)) ??
      emailRefusal(await this.emailConfirmed(caller.id)) ??
      (signer.role === 'party'
        ? capacityRefusal(me, rows.agreement.document, today, hasGuardian(state, me.id))
        : null) ??
      partiesCapacityRefusal(state, me.id, today)
    );
  }

  /** Why the stored trail could not be sealed with the signatures that count now (null: it could). */
  private async sealProblem(agreementId: string, state: SigningState) {
    const trail = await this.reads.auditTrail(this.reads.db, agreementId);
    return trailProblem(agreementId, trail, this.keyring) ?? signaturesTrailProblem(trail, state.signatures);
  }

  /** `GET …/signatures`: the parties and their signatures (participants and the initiator only). */
  async view(
    caller: Caller,
    agreementId: string,
    makeText = true,
    askForPdf = true,
  ): Promise<SignaturesView> {
    const read =
      this.enabled && makeText
        ? await this.readWithText(agreementId, caller)
        : await this.snapshots.read(agreementId);
    const state = await this.stateOf(this.reads.db, read.snapshot);
    refuse(accessRefusal(state, caller, read.snapshot.agreement.initiatorId === caller.id));
    const pdfSha256 =
      state.agreement.status === 'signed' && askForPdf ? await this.sealedPdfSha256(agreementId) : null;
    const voidedAt = await this.reads.lastVoidedAt(this.reads.db, agreementId);
    // The reasons are worth asking for only when nothing else stops the caller.
    let blocker: Refusal | null = null;
    if (this.enabled && signRefusal(state, caller) === null) {
      try {
        blocker = await this.blocker(state, read.snapshot, caller, new Date());
      } catch (error) {
        // Identity not answering: the view still answers; signing itself asks again and refuses then.
        this.logger.debug(`sign blocker of ${agreementId} not known: ${errorText(error)}`);
      }
    }
    return signaturesView(state, caller, { enabled: this.enabled, pdfSha256, voidedAt, blocker });
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
   * `POST …/signatures/code`: a one-time code (6 digits, crypto.randomInt), stored as a salted hash with
   * the hash of the text it is sent for, valid {@link SIGNING_CODE_TTL_MINUTES} minutes, mailed through
   * the notifications service to the confirmed address (its masked form kept with the code). Not for an
   * unconfirmed address or a party who may not sign (409, nothing stored). At most MAX_SIGNING_CODES per
   * party and agreement in the window (429), counted under an advisory lock.
   */
  async requestCode(caller: Caller, agreementId: string): Promise<SigningCodeReply> {
    this.assertEnabled();
    const read = await this.readWithText(agreementId, caller);
    const state = await this.stateOf(this.reads.db, read.snapshot);
    refuse(signRefusal(state, caller));
    // No code for an agreement that requires BankID: it could never sign.
    refuse(levelRefusal(state.agreement.requiredSignatureLevel, 'email-code'));
    const now = new Date();
    refuse(await this.blocker(state, read.snapshot, caller, now));
    const text = textToSign(state)!;
    const codeId = randomUUID();
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const salt = randomBytes(16).toString('hex');
    const expiresAt = new Date(now.getTime() + SIGNING_CODE_TTL_MINUTES * 60_000);
    await this.signing.transaction(async (tx) => {
      await this.signing.advisoryLock(tx, `signing-code:${agreementId}:${caller.id}`);
      refuse(
        codesRefusal(
          await this.signing.codesSince(
            tx,
            agreementId,
            caller.id,
            minutesBefore(now, SIGNING_ATTEMPT_WINDOW_MINUTES),
          ),
        ),
      );
      await this.signing.addCode(tx, {
        id: codeId,
        agreementId,
        userId: caller.id,
        salt,
        codeHash: codeHash(salt, code),
        textSha256: text.sha256,
        createdAt: now,
        expiresAt,
      });
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
      await this.signing
        .dropCode(codeId)
        .catch((dropError: unknown) =>
          this.logger.warn(`signing code ${codeId} not dropped: ${errorText(dropError)}`),
        );
      throw error;
    }
    await this.signing.codeSent(codeId, reply.maskedEmail);
    return { maskedEmail: reply.maskedEmail, expiresAt: expiresAt.toISOString() };
  }

  /**
   * What every signature is checked against before its proof is looked at or spent: signing on, the caller
   * a party who may sign this text now (the text made if it can be), and nothing blocking (the trail,
   * the address, age and the other parties' details). Returns the signing state as read.
   */
  async checkBeforeSigning(caller: Caller, agreementId: string, textSha256: string): Promise<SigningState> {
    this.assertEnabled();
    const read = await this.readWithText(agreementId, caller);
    const state = await this.stateOf(this.reads.db, read.snapshot);
    refuse(signRefusal(state, caller, textSha256));
    refuse(await this.blocker(state, read.snapshot, caller, new Date()));
    return state;
  }

  /**
   * `POST …/signatures`: checks the request against the current state first (no attempt is counted for
   * a request that could not sign anyway: not a party, another text, an unconfirmed address, no date of
   * birth, under 18), records the attempt under the advisory lock (429 past MAX_SIGNING_ATTEMPTS wrong
   * proofs in the window), checks the proof (the password with identity; a code against the caller's
   * live codes, which must have been sent for this text), then hands the signature to the writer, which
   * checks everything again under the row lock, uses the code, writes the signature, freezes the text
   * (first signature), sets `signed` (last one) and writes the audit entries and activity events.
   */
  async sign(
    caller: Caller,
    agreementId: string,
    body: SignBody,
    client: SigningClient,
  ): Promise<SignaturesView> {
    const state = await this.checkBeforeSigning(caller, agreementId, body.textSha256);
    const method = body.code !== undefined ? 'email-code' : 'password';
    // Before an attempt is counted or a proof spent: a weaker way than the agreement requires never signs.
    refuse(levelRefusal(state.agreement.requiredSignatureLevel, method));
    const attemptId = randomUUID();
    await this.signing.transaction(async (tx) => {
      await this.signing.advisoryLock(tx, `signing-attempt:${agreementId}:${caller.id}`);
      const now = new Date();
      refuse(
        attemptsRefusal(
          await this.signing.failedAttempts(
            tx,
            agreementId,
            caller.id,
            minutesBefore(now, SIGNING_ATTEMPT_WINDOW_MINUTES),
          ),
        ),
      );
      if (method === 'password') {
        // Passwords also per user over every agreement (the login limiter's guessing path), under a lock per
        // user taken after the agreement's one (always in that order: no deadlock).
        await this.signing.advisoryLock(tx, `signing-password:${caller.id}`);
        refuse(
          passwordGuessesRefusal(
            await this.signing.failedPasswords(
              tx,
              caller.id,
              minutesBefore(now, SIGNING_ATTEMPT_WINDOW_MINUTES),
            ),
          ),
        );
      }
      await this.signing.addAttempt(tx, { id: attemptId, agreementId, userId: caller.id, method, at: now });
    });
    try {
      let code: LiveCode | undefined;
      if (body.password !== undefined) {
        const { valid } = await rpcRequest(this.nats, IdentityRpc.verifyPassword, {
          userId: caller.id,
          password: body.password,
        });
        if (!valid) throw new DomainError(ErrorCode.InvalidSigningProof, SigningMessages.wrongPassword);
      } else {
        code = (await this.signing.liveCodes(agreementId, caller.id, new Date())).find(
          (live) => codeHash(live.salt, body.code!) === live.codeHash,
        );
        if (!code) throw new DomainError(ErrorCode.InvalidSigningProof, SigningMessages.wrongCode);
        // The right code, sent for another text (the text changed since, or a code sent before codes were bound to a text).
        if (code.textSha256 !== body.textSha256)
          throw new DomainError(ErrorCode.TextChanged, SigningMessages.textChanged);
      }
      await this.writer.run(agreementId, {
        kind: 'sign',
        caller,
        signature: {
          id: randomUUID(),
          method,
          textSha256: body.textSha256,
          ipAddress: client.ipAddress,
          userAgent: client.userAgent,
          clientDigest: clientDigest(this.keyring.current, client),
          // Asked of identity above: an unconfirmed address was refused before the attempt.
          emailConfirmed: true,
          code: code ? { id: code.id, textSha256: code.textSha256, sentTo: code.sentTo } : null,
          attemptId,
          eid: null,
        },
      });
    } catch (error) {
      // Only a wrong proof counts against the limit; any other refusal gives the attempt back.
      if (!(error instanceof DomainError && error.code === ErrorCode.InvalidSigningProof)) {
        await this.signing.dropAttempt(attemptId).catch(() => undefined);
      }
      throw error;
    }
    // The seal of a just-signed agreement has only been queued: its PDF hash comes with a later read.
    return this.view(caller, agreementId, true, false);
  }

  /**
   * `POST …/signatures/void`: a party voids every signature (not once all have signed); the text is open
   * again, everyone is told (`signatures-voided`) and everyone must sign again. A command of the writer.
   * Works with SIGNING=off too: turning signing off stops new signatures, never strands existing ones.
   */
  async voidSignatures(caller: Caller, agreementId: string, client: SigningClient): Promise<SignaturesView> {
    await this.writer.run(agreementId, {
      kind: 'voidSignatures',
      caller,
      clientDigest: clientDigest(this.keyring.current, client),
    });
    // The text is open: it is made again (from the rows as they are then) at the next request for it.
    return this.view(caller, agreementId, false);
  }

  /** Documents asks, when sealing: the frozen text, the signatures and the trail (seal-source.ts). */
  sealSource(agreementId: string): Promise<SealSource> {
    return sealSourceOf(this.reads, this.keyring, this.logger, agreementId);
  }
}
