import {
  DocumentMessages,
  ErrorCode,
  type Language,
  type LegalDocument,
  type LegalVariant,
} from '@avtalt/contracts';
import { fillClause, formatAnswer, formatOf, partyWording, resolveParty } from '@avtalt/logic';
import { languagesOf, textLanguageOf } from '../agreements/agreement-language.rules';
import {
  acceptedGuardianOf,
  type AgreementSnapshot,
  type ParticipantRow,
  type QuestionRow,
} from '../agreements/agreement.rows';
import { hasPartyDetails } from '../agreements/party-details.rules';
import { participantsIn, type RoundSnapshot } from '../rounds/round-snapshot';
import {
  type AgreedAnswer,
  agreedAnswers,
  askedQuestionIds,
  roundQuestionIds,
} from '../rounds/round-status.rules';
import { type Refusal } from '../rounds/rounds.rules';
import { documentIn, otherPartyNamedIn, questionIn } from './question-language.rules';

/**
 * One agreed point of the legal text (docs/typed-answers.md): `answer` is the yes_no answer, or the
 * typed answer as people read it ('12 000 kr', '1. mars 2027', the option, the party's name); `clause`
 * is the question's clause for it with the answer put in, or null. The text is plain: the documents
 * service escapes it when it renders it.
 */
export function agreedPoint(
  s: AgreementSnapshot,
  q: QuestionRow,
  agreed: AgreedAnswer,
  language: Language = 'nb',
): LegalDocument['agreed'][number] {
  const { response } = agreed;
  // The question as the text's language says it; the answer is stored as the bokmål has it.
  const t = questionIn(q, language);
  // Where the point is printed: under its subject heading, or as a fact under 'Bakgrunn'.
  const placed = { section: t.section, fact: t.fact };
  if (q.type === 'yes_no') {
    const answer = response === true;
    return { question: t.text, answer, clause: (answer ? t.clauseYes : t.clauseNo) ?? null, ...placed };
  }
  let display = formatAnswer(q, response, {
    language,
    partyName: (value) => {
      const id = resolveParty(value, agreed.party);
      return id === undefined ? undefined : s.participants.find((p) => p.id === id)?.userName;
    },
  });
  let clause: string | null = null;
  if (q.type === 'multiple_choice') {
    const index = (q.options ?? []).indexOf(String(response));
    display = (index >= 0 ? t.options?.[index] : undefined) ?? display;
    const template = index >= 0 ? t.optionClauses?.[index] : null;
    clause = template ? fillClause(template, display) : null;
  } else if (t.clauseTemplate) {
    clause = fillClause(t.clauseTemplate, display);
  }
  return { question: t.text, answer: display, clause, ...placed };
}

/**
 * The roles each party has in the document (docs/legal-document.md), by participant id: for every agreed
 * party question with `partyRoles`, in question order, the participant the agreed answer names gets
 * `chosen` ('långiver') and every other party gets `others` ('låntaker') when there is one. A role is
 * listed once per party. An answer that names nobody in particular ('other' among three) gives no roles.
 */
export function partyRolesOf(
  questions: readonly QuestionRow[],
  agreed: ReadonlyMap<string, AgreedAnswer>,
  partyIds: readonly string[],
): Map<string, string[]> {
  const roles = new Map(partyIds.map((id) => [id, [] as string[]]));
  const give = (id: string, role: string) => {
    const list = roles.get(id);
    if (list && !list.includes(role)) list.push(role);
  };
  for (const q of [...questions].sort((a, b) => a.order - b.order)) {
    const answer = agreed.get(q.id);
    if (!q.partyRoles || q.type !== 'free_text' || q.format !== 'party' || !answer) continue;
    const chosen = resolveParty(answer.response, answer.party);
    if (chosen === undefined || !roles.has(chosen)) continue;
    give(chosen, q.partyRoles.chosen);
    const others = q.partyRoles.others;
    if (others) for (const id of partyIds) if (id !== chosen) give(id, others);
  }
  return roles;
}

/**
 * What the legal text of an agreement is made from: the parties, the agreed answers with the
 * questions' clause texts (Ja → clauseYes, Nei → clauseNo; a choice → the option's clause; a value →
 * the clause template with the value), and the points not agreed (questions of the round on someone's
 * answered route: never one that logic hid from everyone).
 */
export function legalDocumentOf(
  s: AgreementSnapshot,
  round: RoundSnapshot,
  variant: LegalVariant,
  now = new Date(),
): LegalDocument {
  // The agreement's language where every question has it (a point a party wrote has only bokmål), and the
  // English translation beside it when the parties asked for it (docs/languages.md).
  const languages = languagesOf(s);
  const language = textLanguageOf(s);
  const text = composedIn(s, round, variant, now, language);
  return {
    ...text,
    ...(language === 'nn' && !languages.nynorskReviewed ? { awaitingReview: true } : {}),
    ...(s.agreement.englishAppendix && languages.en
      ? { translation: { ...composedIn(s, round, variant, now, 'en'), language: 'en' as const } }
      : {}),
  };
}

/** The legal document composed in one language (bokmål has no `language` field, as before languages). */
function composedIn(
  s: AgreementSnapshot,
  round: RoundSnapshot,
  variant: LegalVariant,
  now: Date,
  language: Language,
): Omit<LegalDocument, 'awaitingReview' | 'translation'> {
  const agreed = agreedAnswers(round);
  const taking = new Set(participantsIn(round).map((p) => p.id));
  // Open points are questions of the round on someone's answered route: a question logic hid from
  // everyone was never asked, so it is not a point the parties failed to agree on.
  const inRound = new Set(roundQuestionIds(round));
  const asked = new Set(
    [...taking].flatMap((id) => askedQuestionIds(round, id)).filter((id) => inRound.has(id)),
  );
  const questions = [...s.questions].sort((a, b) => a.order - b.order);
  const translated = new Map(questions.map((q) => [q.id, questionIn(q, language)]));
  // The parties are those who take part now (joined, not removed), in join order.
  const parties = s.participants.filter((p) => taking.has(p.id));
  const roles = partyRolesOf(
    [...translated.values()],
    agreed,
    parties.map((p) => p.id),
  );
  // Clauses are written for any number of parties; with two they say 'den andre parten' (partyWording).
  const worded = (text: string | null): string | null =>
    text === null ? null : partyWording(text, parties.length, language);
  // A party question's clause names one of two parties; its 'den andre parten' can then only be the other,
  // whose name the text knows ('Anne Hansen låner ut pengene til Bjørn Berg.').
  const namedOther = (q: QuestionRow, answer: AgreedAnswer, clause: string | null): string | null => {
    if (clause === null || parties.length !== 2 || formatOf(q) !== 'party') return clause;
    const chosen = resolveParty(answer.response, answer.party);
    if (!parties.some((p) => p.id === chosen)) return clause;
    const other = parties.find((p) => p.id !== chosen);
    return other && !other.isAnonymous ? otherPartyNamedIn(clause, other.userName, language) : clause;
  };
  const { document, topicTitle } = documentIn(s.agreement, language);
  return {
    ...(language === 'nb' ? {} : { language }),
    variant,
    agreementId: s.agreement.id,
    title: s.agreement.title,
    topic: topicTitle,
    // A catalogue topic's agreement carries the topic's own description (the card text: 'For par som bor
    // sammen …'), which is not the parties' background; its Bakgrunn is the agreed facts. The description
    // is the parties' own words only for topics without document settings (custom and user topics).
    description: document ? '' : s.agreement.description,
    date: now.toISOString(),
    kind: document?.kind ?? 'agreement',
    heading: document?.heading ?? null,
    termClause: worded(document?.termClause ?? null),
    disputeClause: worded(document?.disputeClause ?? null),
    parties: parties.map((p) => {
      const guardian = acceptedGuardianOf(s, p.id);
      return {
        name: p.userName,
        birthDate: p.birthDate,
        address: p.address,
        roles: roles.get(p.id) ?? [],
        // A party under 18 is represented by their guardian, who signs with them (vergemålsloven § 9).
        ...(guardian
          ? {
              guardian: {
                name: guardian.userName!,
                birthDate: guardian.birthDate,
                relation: guardian.relation!,
              },
            }
          : {}),
      };
    }),
    agreed: questions
      .filter((q) => agreed.has(q.id))
      .map((q) => {
        const answer = agreed.get(q.id)!;
        const point = agreedPoint(s, q, answer, language);
        return { ...point, clause: namedOther(q, answer, worded(point.clause)) };
      }),
    notAgreed: questions
      .filter((q) => !agreed.has(q.id) && asked.has(q.id))
      .map((q) => ({ question: translated.get(q.id)!.text })),
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

/**
 * The parties taking part now who have given neither a date of birth nor an address: the final text of a
 * completed agreement identifies every party by one of them, so it is made when this is empty. A plan
 * (document kind `plan`: not a legally binding agreement) identifies nobody and waits for no one.
 */
export function partiesWithoutDetails(s: AgreementSnapshot, round: RoundSnapshot): ParticipantRow[] {
  if (s.agreement.document?.kind === 'plan') return [];
  const taking = new Set(participantsIn(round).map((p) => p.id));
  return s.participants.filter((p) => taking.has(p.id) && !hasPartyDetails(p));
}

/**
 * Why the final text of a completed agreement cannot be made yet (docs/final-text.md), or null: first a
 * party without an account (PARTIES_WITHOUT_ACCOUNT), then a party without a date of birth or an address
 * (PARTY_DETAILS_MISSING, not for a plan); each message names who is missing.
 */
export function finalTextRefusal(s: AgreementSnapshot, round: RoundSnapshot): Refusal | null {
  return (
    namingRefusal(
      ErrorCode.PartiesWithoutAccount,
      DocumentMessages.partiesWithoutAccount,
      partiesWithoutAccount(s, round),
    ) ??
    namingRefusal(
      ErrorCode.PartyDetailsMissing,
      DocumentMessages.partyDetailsMissing,
      partiesWithoutDetails(s, round),
    )
  );
}

/** The refusal naming `people` in its `{names}`, or null when nobody is missing. */
function namingRefusal(
  code: ErrorCode,
  message: string,
  people: readonly Pick<ParticipantRow, 'userName'>[],
): Refusal | null {
  if (people.length === 0) return null;
  return { allowed: false, code, message: message.replace('{names}', namesList(people)) };
}

/** 'Deltaker 2', 'Deltaker 2 og Deltaker 3', 'A, B og C'. */
export function namesList(people: readonly Pick<ParticipantRow, 'userName'>[]): string {
  const names = people.map((p) => p.userName.trim() || 'en deltaker');
  return names.length <= 1
    ? (names[0] ?? '')
    : `${names.slice(0, -1).join(', ')} og ${names[names.length - 1]}`;
}
