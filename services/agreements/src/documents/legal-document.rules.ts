import type { LegalDocument, LegalVariant } from '@avtalt/contracts';
import { fillClause, formatAnswer, resolveParty } from '@avtalt/logic';
import type { AgreementSnapshot, ParticipantRow, QuestionRow } from '../agreements/agreement.rows';
import { type AgreedAnswer, agreedAnswers, askedQuestionIds, participantsIn, roundQuestionIds, type RoundSnapshot } from '../rounds/rounds.rules';

/**
 * One agreed point of the legal text (docs/typed-answers.md): `answer` is the yes_no answer, or the
 * typed answer as people read it ('12 000 kr', '1. mars 2027', the option, the party's name); `clause`
 * is the question's clause for it with the answer put in, or null. The text is plain: the documents
 * service escapes it when it renders it.
 */
export function agreedPoint(s: AgreementSnapshot, q: QuestionRow, agreed: AgreedAnswer): LegalDocument['agreed'][number] {
  const { response } = agreed;
  if (q.type === 'yes_no') {
    const answer = response === true;
    return { question: q.text, answer, clause: (answer ? q.clauseYes : q.clauseNo) ?? null };
  }
  const display = formatAnswer(q, response, {
    partyName: (value) => {
      const id = resolveParty(value, agreed.party);
      return id === undefined ? undefined : s.participants.find((p) => p.id === id)?.userName;
    },
  });
  let clause: string | null = null;
  if (q.type === 'multiple_choice') {
    const index = (q.options ?? []).indexOf(String(response));
    const template = index >= 0 ? q.optionClauses?.[index] : null;
    clause = template ? fillClause(template, display) : null;
  } else if (q.clauseTemplate) {
    clause = fillClause(q.clauseTemplate, display);
  }
  return { question: q.text, answer: display, clause };
}

/**
 * What the legal text of an agreement is made from: the parties, the agreed answers with the
 * questions' clause texts (Ja → clauseYes, Nei → clauseNo; a choice → the option's clause; a value →
 * the clause template with the value), and the points not agreed (questions of the round on someone's
 * answered route: never one that logic hid from everyone).
 */
export function legalDocumentOf(s: AgreementSnapshot, round: RoundSnapshot, variant: LegalVariant, now = new Date()): LegalDocument {
  const agreed = agreedAnswers(round);
  const taking = new Set(participantsIn(round).map((p) => p.id));
  // Open points are questions of the round on someone's answered route: a question logic hid from
  // everyone was never asked, so it is not a point the parties failed to agree on.
  const inRound = new Set(roundQuestionIds(round));
  const asked = new Set([...taking].flatMap((id) => askedQuestionIds(round, id)).filter((id) => inRound.has(id)));
  const questions = [...s.questions].sort((a, b) => a.order - b.order);
  return {
    variant,
    agreementId: s.agreement.id,
    title: s.agreement.title,
    topic: s.agreement.topicTitle,
    description: s.agreement.description,
    date: now.toISOString(),
    // The parties are those who take part now (joined, not removed), in join order.
    parties: s.participants.filter((p) => taking.has(p.id)).map((p) => ({ name: p.userName })),
    agreed: questions.filter((q) => agreed.has(q.id)).map((q) => agreedPoint(s, q, agreed.get(q.id)!)),
    notAgreed: questions.filter((q) => !agreed.has(q.id) && asked.has(q.id)).map((q) => ({ question: q.text })),
  };
}

/**
 * The parties taking part now who have no account (a visitor is 'Deltaker 2' until they log in): a
 * completed agreement's final text names every party by the full name of their account, so it is made
 * when this is empty.
 */
export function partiesWithoutAccount(s: AgreementSnapshot, round: RoundSnapshot): ParticipantRow[] {
  const taking = new Set(participantsIn(round).map((p) => p.id));
  return s.participants.filter((p) => taking.has(p.id) && (p.isAnonymous || p.userName.trim() === ''));
}

/** 'Deltaker 2', 'Deltaker 2 og Deltaker 3', 'A, B og C'. */
export function namesList(people: readonly Pick<ParticipantRow, 'userName'>[]): string {
  const names = people.map((p) => p.userName.trim() || 'en deltaker');
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} og ${names[names.length - 1]}`;
}
