import { type AmendmentBody, AmendmentMessages, ErrorCode } from '@avtalt/contracts';
import { formatDate, readDate } from '@avtalt/logic';
import { DomainError } from '@avtalt/service-kit';
import type { AgreementSnapshot } from '../agreements/agreement.rows';
import type { Refusal } from '../signing/signing.rules';
import { toRoundSnapshot } from '../agreements/agreement.snapshot';
import { agreedAnswers } from '../rounds/round-status.rules';

/*
 * Ending together (docs/amendments.md, legal source S39): the parties may end a signed agreement by agreeing
 * to it, as they may change it (S36). The ending is the agreement's next version, whose one reopened question
 * asks whether it ends from a date; a yes from every party gives the ending clause, and when every party has
 * signed that version the agreement has ended from the date. Pure: the writer stores what this returns.
 */

/** An ending can be set at most this many years ahead. */
export const ENDING_MAX_YEARS = 5;

const invalid = (message: string) =>
  new DomainError(ErrorCode.ValidationFailed, message, [{ path: 'endsOn', message }]);

/** The clause a yes gives: the agreement ends from the date; what was settled stands; later dues fall away. */
export function endingClause(endsOn: string): string {
  const date = formatDate(endsOn);
  return (
    `Partene er enige om at avtalen opphører fra og med ${date}, og denne bestemmelsen går foran avtalens ` +
    `bestemmelse om varighet og opphør. Fra denne datoen har ingen av partene rettigheter eller plikter etter ` +
    `avtalen, bortsett fra det som etter avtalen eller loven skal gjelde også etter at den er opphørt. Det som ` +
    `allerede er gjort opp etter avtalen, står ved lag. Beløp som har forfalt til betaling før ${date}, skal ` +
    `fortsatt betales; det som ville ha forfalt senere, faller bort.`
  );
}

/**
 * The amendment that proposes to end the agreement from `endsOn` (YYYY-MM-DD): no question of the signed
 * version reopened, one yes/no question added with the ending clause. Refuses a date that is not a real
 * date, is before `today` (Oslo) or is more than {@link ENDING_MAX_YEARS} years ahead (400).
 */
export function endingAmendment(endsOn: string, today: string): AmendmentBody {
  const date = readDate(endsOn);
  if (!date || date !== endsOn) throw invalid(AmendmentMessages.endsOn);
  if (date < today) throw invalid(AmendmentMessages.endsOnPast);
  const latest = `${Number(today.slice(0, 4)) + ENDING_MAX_YEARS}${today.slice(4)}`;
  if (date > latest) throw invalid(AmendmentMessages.endsOnTooLate);
  return {
    questionIds: [],
    newQuestions: [
      {
        text: `Skal avtalen opphøre fra og med ${formatDate(date)}?`,
        clauseYes: endingClause(date),
        clauseNo: null,
      },
    ],
  };
}

/** A version that ends the agreement: its date, and whether every party has agreed to it (all said yes). */
export function endingOf(s: AgreementSnapshot): { endsOn: string; agreed: boolean } | null {
  const { endsOn, reopenedQuestionIds } = s.agreement;
  if (!endsOn) return null;
  const questionId = reopenedQuestionIds?.[0];
  const agreed = questionId ? agreedAnswers(toRoundSnapshot(s)).get(questionId) : undefined;
  return { endsOn, agreed: agreed?.response === true };
}

/** Why a version that ends the agreement cannot be signed: not every party said yes to the ending (else null). */
export function endingRefusal(s: AgreementSnapshot): Refusal | null {
  const ending = endingOf(s);
  return ending && !ending.agreed
    ? { code: ErrorCode.EndingNotAgreed, message: AmendmentMessages.endingNotAgreed }
    : null;
}

/**
 * Signed by all: the agreement has ended (from its date) and is changed no more. A version that ends it is
 * signed only with the ending agreed ({@link endingRefusal}), so the row tells.
 */
export const isEnded = (s: Pick<AgreementSnapshot, 'agreement'>): boolean =>
  s.agreement.status === 'signed' && !!s.agreement.endsOn;
