import type { LegalDocument, LegalVariant } from '@avtalt/contracts';
import type { AgreementSnapshot } from '../agreements/agreement.snapshot';
import { agreedAnswers, participantsIn, roundQuestionIds, type RoundSnapshot } from '../rounds/rounds.rules';

/**
 * What the legal text of an agreement is made from: the parties, the agreed answers with the
 * questions' clause texts (Ja → clauseYes, Nei → clauseNo), and the points not agreed.
 */
export function legalDocumentOf(s: AgreementSnapshot, round: RoundSnapshot, variant: LegalVariant, now = new Date()): LegalDocument {
  const agreed = agreedAnswers(round);
  const asked = new Set(roundQuestionIds(round));
  const taking = new Set(participantsIn(round).map((p) => p.id));
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
    agreed: questions
      .filter((q) => agreed.has(q.id))
      .map((q) => {
        const answer = agreed.get(q.id)!;
        return { question: q.text, answer, clause: (answer ? q.clauseYes : q.clauseNo) ?? null };
      }),
    notAgreed: questions.filter((q) => !agreed.has(q.id) && asked.has(q.id)).map((q) => ({ question: q.text })),
  };
}
