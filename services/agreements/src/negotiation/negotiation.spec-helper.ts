/** The agreement the negotiation specs play through the commands: Anne, Bjørn and Cato, four questions. */
import type { Caller } from '@avtalt/contracts';
import type { AnswerValue } from '@avtalt/logic';
import { DomainError } from '@avtalt/service-kit';
import type { AgreementCommand } from '../agreements/agreement-command';
import { applyCommand, type CommandState } from '../agreements/agreement.commands';
import type { AgreementSnapshot, QuestionRow } from '../agreements/agreement.rows';
import { toRoundSnapshot } from '../agreements/agreement.snapshot';
import { questionRow } from '../testing/question-rows';
import { agreementRow } from '../testing/snapshots';
import { NO_NEGOTIATION } from './negotiation.rows';
import type { NegotiationView } from './negotiation.rules';

export const now = new Date('2027-01-20T10:00:00Z');
let ids = 0;
export const newId = () => `00000000-0000-4000-8000-${String(++ids).padStart(12, '0')}`;

export const callers: Record<string, Caller> = {
  anne: { id: 'u-anne', anonymous: false, name: 'Anne Hansen' },
  bjorn: { id: 'u-bjorn', anonymous: false, name: 'Bjørn Berg' },
  cato: { id: 'u-cato', anonymous: false, name: 'Cato Dahl' },
  stranger: { id: 'u-stranger', anonymous: false, name: 'Siri Fremmed' },
};

/** Q1 and Q2 are Ja/Nei (Q1 with two curated middle grounds), Q3 an amount, Q4 a date. */
export const questions: QuestionRow[] = [
  questionRow(1, {
    text: 'Skal utgiftene deles likt?',
    clauseYes: 'Utgiftene deles likt.',
    clauseNo: 'Utgiftene deles ikke likt.',
    middleGround: [
      {
        text: 'Skal utgiftene deles etter inntekt?',
        clause: 'Utgiftene deles etter inntekt.',
        description: 'Den som tjener mest, betaler mest.',
      },
      { text: 'Skal utgiftene deles 60/40?', clause: 'Utgiftene deles 60/40.', description: null },
    ],
  }),
  questionRow(2, { text: 'Skal dere ha vaskeliste?', clauseYes: 'Partene har vaskeliste.', clauseNo: null }),
  questionRow(3, {
    text: 'Hvor mye er husleien?',
    type: 'free_text',
    format: 'amount',
    clauseTemplate: 'Husleien er {{svar}} per måned.',
  }),
  questionRow(4, {
    text: 'Fra hvilken dato?',
    type: 'free_text',
    format: 'date',
    clauseTemplate: 'Avtalen gjelder fra {{svar}}.',
  }),
];

export function empty(expected = 2, maxRounds = 5): CommandState {
  const rows: AgreementSnapshot = {
    agreement: agreementRow(now, {
      title: 'Leiligheten',
      maxRounds,
      expectedParticipants: expected,
      initiatorId: 'u-anne',
      initiatorName: 'Anne Hansen',
    }),
    questions,
    rules: [],
    participants: [],
    answers: [],
    submissions: [],
  };
  return { rows, drafts: [], negotiation: NO_NEGOTIATION };
}

export function run(state: CommandState, command: AgreementCommand): CommandState {
  return applyCommand(state, command, now, newId);
}
export const answer = (state: CommandState, who: string, answers: Record<string, AnswerValue>) =>
  run(state, { kind: 'answerAll', caller: callers[who], answers });
export const view = (state: CommandState): NegotiationView => ({
  rows: state.rows,
  round: toRoundSnapshot(state.rows),
  negotiation: state.negotiation ?? NO_NEGOTIATION,
});
export const pid = (state: CommandState, who: string) =>
  state.rows.participants.find((p) => p.userId === callers[who].id)!.id;
export const refusal = (work: () => unknown): { code: string; message: string } => {
  try {
    work();
  } catch (error) {
    if (error instanceof DomainError) return { code: error.code, message: error.message };
    throw error;
  }
  throw new Error('not refused');
};

/** Anne and Bjørn disagree on q1, q2 and the rent (12 000 / 15 000); agree on the date. */
export function twoDisagree(maxRounds = 5): CommandState {
  let s = empty(2, maxRounds);
  s = answer(s, 'anne', { q1: true, q2: true, q3: 12000, q4: '2027-03-01' });
  s = answer(s, 'bjorn', { q1: false, q2: false, q3: 15000, q4: '2027-03-01' });
  return s;
}
