import type { Comparison, Participant, QuestionStatus } from '@avtalt/contracts';
import { clauseOfAnswer, wordedClauses } from '../../lib/answer-clauses.rules';
import { comparisonTexts, type ComparisonT } from './texts';

type Row = Comparison['questionAnswers'][number];

/*
 * The rules' texts are the `comparison` namespace's (texts/): each rule that words one takes the caller's `t`
 * last, and without it words it in the language in use.
 */

/** The column heading of a participant: 'Deg' for the caller (spec §2), else the name. */
export function participantLabel(
  participant: Pick<Participant, 'isYou' | 'userName' | 'isAnonymous'>,
  t: ComparisonT = comparisonTexts(),
): string {
  if (participant.isYou) return t('participant.you');
  const name = participant.userName?.trim();
  if (name) return name;
  return participant.isAnonymous ? t('participant.anonymous') : t('participant.unnamed');
}

/** How an answer cell is coloured: Ja green, Nei red, unanswered grey, any other value plain. */
export type AnswerTone = 'yes' | 'no' | 'none' | 'value';

/**
 * A participant's answer to a question as the comparison shows it: Ja or Nei in the reader's language, else the
 * display (the option, '12 000 kr', '1. mars 2027', the party's name), or '–' when not answered.
 */
export function answerCell(
  row: Pick<Row, 'answers'>,
  participant: Pick<Participant, 'id' | 'userId'>,
  t: ComparisonT = comparisonTexts(),
): { text: string; tone: AnswerTone } {
  const answer =
    row.answers.find((a) => a.participantId === participant.id) ??
    row.answers.find((a) => a.userId === participant.userId);
  if (!answer || answer.response === null || answer.response === undefined)
    return { text: '–', tone: 'none' };
  if (answer.response === true) return { text: t('table.yes'), tone: 'yes' };
  if (answer.response === false) return { text: t('table.no'), tone: 'no' };
  return { text: answer.display || String(answer.response), tone: 'value' };
}

/**
 * "Dette betyr:" of a row (issue 15): when everyone agrees, the clause their answer produces, from the
 * row's clauses and the answer as shown (Ja → clauseYes, Nei → clauseNo, an option → its clause, a
 * value → the template with the shown value); null while they do not agree or the answer has no clause.
 * Worded for `partyCount` parties, as the document words it ('den andre parten' with two; partyCountOf).
 */
export function agreedClause(
  row: Pick<
    Row,
    | 'status'
    | 'answers'
    | 'type'
    | 'options'
    | 'format'
    | 'clauseYes'
    | 'clauseNo'
    | 'optionClauses'
    | 'clauseTemplate'
  >,
  partyCount: number,
): string | null {
  if (row.status !== 'agreed') return null;
  const answer = row.answers.find((a) => a.response !== null && a.response !== undefined);
  return answer ? clauseOfAnswer(wordedClauses(row, partyCount), answer.response, answer.display) : null;
}

/** The text of {@link answerCell}. */
export function answerText(
  row: Pick<Row, 'answers'>,
  participant: Pick<Participant, 'id' | 'userId'>,
  t: ComparisonT = comparisonTexts(),
): string {
  return answerCell(row, participant, t).text;
}

/** Spec §4: the question statuses' chip colours (their labels: `status.<status>` of the texts). */
export const QUESTION_STATUS_COLOURS: Record<QuestionStatus, 'success' | 'error' | 'default'> = {
  agreed: 'success',
  disagreed: 'error',
  pending: 'default',
};

/**
 * The chip of a row (issue 34). A skipped question counts as disagreed so that it is asked again
 * (rounds.rules), but nobody disagreed: when everyone who answered gave the same answer and someone left it
 * open, the row reads «Ikke besvart». The status stays 'disagreed'.
 */
export function statusChip(
  row: Pick<Row, 'status' | 'answers'>,
  t: ComparisonT = comparisonTexts(),
): {
  label: string;
  color: 'success' | 'error' | 'warning' | 'default';
} {
  const status = Object.hasOwn(QUESTION_STATUS_COLOURS, row.status) ? row.status : 'pending';
  const chip = { label: t(`status.${status}`), color: QUESTION_STATUS_COLOURS[status] };
  if (row.status !== 'disagreed') return chip;
  const given = row.answers.filter((a) => a.response !== null && a.response !== undefined);
  if (given.length === row.answers.length) return chip;
  const shown = new Set(given.map((a) => a.display || String(a.response)));
  return shown.size <= 1 ? { label: t('status.unanswered'), color: 'warning' } : chip;
}

type ComparisonState = Pick<
  Comparison,
  | 'status'
  | 'currentRound'
  | 'maxRounds'
  | 'expectedParticipants'
  | 'canStartNextRound'
  | 'participants'
  | 'questionAnswers'
> &
  Partial<Pick<Comparison, 'isInitiator'>>;

function isClosed(c: Pick<Comparison, 'status'>): boolean {
  return c.status === 'completed' || c.status === 'disagreement';
}

type RoundCount = Pick<Comparison, 'participants' | 'expectedParticipants' | 'currentRound'>;

/**
 * How many answers the round waits for: in round 1 the expected number (people may still join), from
 * round 2 on those who take part (nobody can join any more, DESIGN §4).
 */
function awaited(c: RoundCount): number {
  return c.currentRound > 1 ? c.participants.length : Math.max(c.expectedParticipants, c.participants.length);
}

/** Everyone awaited has answered this round. */
export function everyoneResponded(c: RoundCount): boolean {
  return c.participants.length >= awaited(c) && c.participants.every((p) => p.hasResponded);
}

/** 'X av Y har svart' (Y: see {@link awaited}). */
export function respondedText(c: RoundCount, t: ComparisonT = comparisonTexts()): string {
  const responded = c.participants.filter((p) => p.hasResponded).length;
  return t('page.responded', { responded, awaited: awaited(c) });
}

/**
 * Participants the caller may remove ('Fjern'): the server marks them (the caller started the agreement,
 * they have not answered this round, the agreement is open), so the page never decides this itself.
 */
export function removableParticipants(c: Pick<Comparison, 'participants'>): Participant[] {
  return c.participants.filter((p) => p.canRemove);
}

export interface ComparisonActions {
  /** 'Se ferdig avtale' (completed). */
  seeFinal: boolean;
  /** 'Vis protokoll' (ended in disagreement). */
  seeProtocol: boolean;
  /** 'Start neste runde' shown… */
  nextRound: boolean;
  /** …and enabled. */
  nextRoundEnabled: boolean;
  /** 'Se delvis avtale' and 'Vi ble ikke enige' (round 1, logged in). */
  roundOneChoices: boolean;
  /** 'Svar på spørsmålene': the caller still has this round's questions to answer. */
  answer: boolean;
}

/** Round 1 has as many participants as the initiator expects: the server lets no stranger join. */
function isFull(c: Pick<Comparison, 'participants' | 'expectedParticipants'>): boolean {
  return c.participants.length >= Math.max(2, c.expectedParticipants);
}

/**
 * Which buttons the comparison offers (spec §2 'Comparison', §6). An observer reads only: the final text
 * or the protocol, never a button that answers or decides (the server would refuse it).
 */
export function comparisonActions(
  c: ComparisonState,
  loggedIn: boolean,
  observer = false,
): ComparisonActions {
  const closed = isClosed(c);
  const you = c.participants.find((p) => p.isYou);
  const decides = !closed && loggedIn && !observer;
  return {
    seeFinal: c.status === 'completed',
    seeProtocol: c.status === 'disagreement',
    nextRound: decides && c.currentRound < c.maxRounds,
    nextRoundEnabled: c.canStartNextRound,
    roundOneChoices: decides && c.currentRound === 1,
    // A stranger may join in round 1 only while fewer than expected have (issue 16: a full agreement).
    answer:
      !closed &&
      !observer &&
      (you ? !you.hasResponded : c.currentRound === 1 && (Boolean(c.isInitiator) || !isFull(c))),
  };
}

/**
 * The rows of the comparison a disputed point can be looked up in, by question id (for the chat). Here,
 * not in comparison-chat.rules.ts: the page would then share that module with the chat's own chunk, and
 * Rollup would give the page's chunk no entry of its own in the manifest (the route's preload hints).
 */
export function questionTextsOf(comparison: Pick<Comparison, 'questionAnswers'>): Map<string, string> {
  return new Map(comparison.questionAnswers.map((row) => [row.questionId, row.questionText]));
}
