import type { Caller, PersonData } from '@avtalt/contracts';
import { Injectable, Logger } from '@nestjs/common';
import { AgreementsService } from '../agreements/agreements.service';
import { AnswersService } from '../agreements/answers.service';
import { PersonDataRepository } from './person-data.repository';

/**
 * What the agreements service holds about a person, for their data export (GDPR art. 15 and 20;
 * docs/data-rights.md): their own rows, the audit entries that name them, and each agreement and its
 * comparison exactly as the product shows them to that person, so others' data is in it only as far as the
 * person saw it (never another party's private marks, limits or IP).
 */
@Injectable()
export class PersonDataService {
  private readonly logger = new Logger(PersonDataService.name);

  constructor(
    private readonly rows: PersonDataRepository,
    private readonly agreements: AgreementsService,
    private readonly answers: AnswersService,
  ) {}

  async of(userId: string): Promise<PersonData> {
    const [theirs, tables] = await Promise.all([this.rows.agreementsOf(userId), this.rows.rowsOf(userId)]);
    const seen: Record<string, unknown>[] = [];
    for (const { agreement_id: agreementId, name } of theirs) {
      const caller: Caller = { id: userId, name, anonymous: false };
      const agreement = await this.agreements.get(caller, agreementId);
      // A comparison exists from the first round on; an agreement still being set up has none to show.
      const comparison = await this.answers.comparison(caller, agreementId).catch((error: unknown) => {
        this.logger.debug(`no comparison of ${agreementId} for an export: ${String(error)}`);
        return null;
      });
      seen.push({ agreement_id: agreementId, agreement, comparison });
    }
    const names = [...new Set(theirs.map((a) => a.name).filter((n) => n.trim() !== ''))];
    const audit = await this.rows.auditEntriesNaming(
      theirs.map((a) => a.agreement_id),
      names,
    );
    return { tables: { ...tables, audit_events: audit, agreements_as_seen: seen } };
  }
}
