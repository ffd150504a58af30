import { AgreementsSubjects, type Agreement } from '@avtalt/contracts';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import type { ClientProxy } from '@nestjs/microservices';
import { AGREEMENTS_CONFIG, type AgreementsConfig } from '../config/agreements.config';
import { FinalTextService } from '../legal-text/final-text.service';
import { OutboxRelay } from '../outbox/outbox-relay';
import { OutboxRepository } from '../outbox/outbox.repository';
import { type AuditKeyring, auditKeyringOf } from '../signing/audit-keys';
import type { AgreementCommand } from './agreement-command';
import { AgreementReadRepository } from './agreement-reads.repository';
import { toAgreement } from './agreement.mapper';
import { AgreementWriter } from './agreement.writer';
import { NATS_CLIENT } from './nats-client';
import { repositorySnapshotSource, SnapshotCache } from './snapshot-cache';

/** Commands for one agreement written in one transaction at most (the rest wait for the next one). */
const MAX_BATCH = 100;

/**
 * The agreements' rows as every feature service reaches them: reads from the versioned read cache,
 * every change through the one writer ({@link AgreementWriter}) and the one repository that holds the
 * SQL, and what follows a commit (it is announced, a completed agreement's final text is stored, the
 * outbox is published).
 */
@Injectable()
export class AgreementStore implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(AgreementStore.name);
  /** Reads only: every change goes through {@link writer} (the repository that writes is the writer's alone). */
  readonly reads: AgreementReadRepository;
  /** Rows of recently read agreements, checked against the agreement's version on every read. */
  readonly snapshots: SnapshotCache;
  readonly writer: AgreementWriter;
  /** Publishes the durable events the writer put in the outbox. */
  readonly relay: OutboxRelay;
  /** Renders and stores a completed agreement's legal text. */
  readonly finalText: FinalTextService;
  /** AUDIT_HMAC_KEY and the old keys: the writer MACs audit entries, signing verifies the trail. */
  readonly keyring: AuditKeyring;

  constructor(
    em: EntityManager,
    @Inject(NATS_CLIENT) private readonly nats: ClientProxy,
    @Inject(AGREEMENTS_CONFIG) config: AgreementsConfig,
  ) {
    this.reads = new AgreementReadRepository(em);
    this.snapshots = new SnapshotCache(repositorySnapshotSource(this.reads));
    const { keyring, usedDevKey } = auditKeyringOf(config);
    this.keyring = keyring;
    // Once, and without the secret: entries MACed with the development key prove nothing.
    if (usedDevKey)
      this.logger.warn(
        'AUDIT_HMAC_KEY is not set: audit entries are MACed with the fixed development key (id dev)',
      );
    this.writer = AgreementWriter.open(
      em,
      this.snapshots,
      {
        changed: (id) => this.announce(id),
        completed: (id, committed) => this.finalText.store(id, committed),
        outboxWritten: () => this.relay.kick(),
      },
      { maxBatch: MAX_BATCH, verifyWrites: config.VERIFY_WRITES, keyring },
    );
    this.relay = new OutboxRelay(new OutboxRepository(em), nats);
    this.finalText = new FinalTextService(nats, this.writer, this.reads);
  }

  onApplicationBootstrap(): void {
    this.relay.start();
    void this.recheckMarked();
  }

  /** Shutdown: the relay's pass in progress finishes before the database closes (docs/graceful-shutdown.md). */
  async onModuleDestroy(): Promise<void> {
    await this.relay.stop();
  }

  /** Runs a command through the writer and answers with the agreement as the caller sees it after it. */
  async change(
    agreementId: string,
    command: Exclude<AgreementCommand, { kind: 'recheck' }>,
  ): Promise<Agreement> {
    const committed = await this.writer.run(agreementId, command);
    return toAgreement(committed.snapshot, committed.round, command.caller, committed.legalText);
  }

  /** Tells every page showing the agreement to load it again (`agreement.updated`, core NATS). */
  announce(agreementId: string): void {
    this.nats.emit(AgreementsSubjects.updated, { agreementId }).subscribe({ error: () => undefined });
  }

  /**
   * Decides again, through the writer, the status of agreements a migration marked (the drafts
   * migration removed participant rows that had never submitted; an agreement they held open may now be
   * complete). Every replica may run this at start-up: the second finds nothing to change. Never throws.
   */
  private async recheckMarked(): Promise<void> {
    // One agreement that cannot be decided (kept marked for the next start) never holds up the others.
    const failed = new Set<string>();
    try {
      for (
        let ids = await this.reads.pendingRechecks(100);
        ids.some((id) => !failed.has(id));
        ids = await this.reads.pendingRechecks(100)
      ) {
        for (const id of ids.filter((x) => !failed.has(x))) {
          try {
            await this.writer.recheck(id);
          } catch (error) {
            failed.add(id);
            this.logger.warn(
              `status re-check of agreement ${id} failed; tried again at the next start: ${String(error)}`,
            );
          }
        }
      }
    } catch (error) {
      this.logger.warn(`status re-check after migration stopped: ${String(error)}`);
    }
  }
}
