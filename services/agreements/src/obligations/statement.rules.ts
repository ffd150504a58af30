import {
  ErrorCode,
  ObligationMessages,
  type ObligationsView,
  type StatementDocument,
} from '@avtalt/contracts';
import { DomainError } from '@avtalt/service-kit';
import type { AgreementSnapshot } from '../agreements/agreement.rows';
import { partiesOf } from './obligations.rules';

/**
 * What the statement PDF is made from (docs/obligations.md): the reader's view without the reader's side,
 * so every party gets the same file. Only a signed schedule has a statement (a preview has nothing to
 * state). Pure.
 */
export function statementDocument(
  s: AgreementSnapshot,
  view: ObligationsView,
  signedOn: string,
): StatementDocument {
  if (view.status === 'none') throw new DomainError(ErrorCode.NotFound, ObligationMessages.noSchedule);
  if (!view.statement) throw new DomainError(ErrorCode.Conflict, ObligationMessages.statementNotSigned);
  const a = s.agreement;
  return {
    heading: view.statement,
    agreementTitle: a.title,
    version: a.versionNumber ?? 1,
    parties: partiesOf(s).map((p) => p.userName),
    signedOn,
    today: view.today,
    replaced: view.status === 'replaced',
    summaries: view.summaries,
    payments: view.payments.map(({ mine: _mine, ...payment }) => payment),
  };
}
