import type { NegotiationRow, Proposal, ProposalSource } from '@avtalt/contracts';

/**
 * What the comparison shows of a negotiation (issue 19, docs/negotiation.md): the labels of the options, the
 * state of the point's proposal and who is asked to answer it. The server decides who sees what (private
 * marks only to whoever made them, trades only to their two participants); these rules only word it.
 */

type Person = Proposal['proposedBy'];

/** The chip of an option: where it comes from. */
export const SOURCE_LABELS: Record<ProposalSource, string> = {
  library: 'Vanlig løsning',
  midpoint: 'Midt mellom svarene',
  answer: 'Et av svarene',
  model: 'Utkast fra språkmodell',
};

/** Under the marks when they are part of a match the others have seen (`yourMarks.locked`): final for the round. */
export const MARKS_LOCKED_TEXT = 'Vist for de andre – kan ikke trekkes tilbake i denne runden';

export const PRIVATE_MARKS_NOTE =
  'Bare du ser dette. Det vises for de andre bare når det passer med det de har markert.';
export const ALL_CAN_ACCEPT_TEXT = 'Alle kan godta et annet svar her – velg ett sammen.';

/** 'deg' for the caller, else the name (a participant without one: 'Deltaker'). */
export function personName(person: Pick<Person, 'userName' | 'isYou'>): string {
  if (person.isYou) return 'deg';
  return person.userName.trim() || 'Deltaker';
}

/** 'Kari', 'Kari og deg', 'Kari, Ola og deg'. */
export function nameList(people: readonly Pick<Person, 'userName' | 'isYou'>[]): string {
  const names = people.map(personName);
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} og ${names.at(-1)}`;
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
/** Ends a text as a sentence: a full stop unless it already ends with one, '?' or '!'. */
const sentence = (text: string) => (/[.?!]$/.test(text.trim()) ? text.trim() : `${text.trim()}.`);

/** The lines the row shows of its latest proposal, and whether the caller is asked to answer it. */
export interface ProposalView {
  status: Proposal['status'];
  /** «Kari foreslår: …» / «Du foreslår: …» (pending); «Alle har godtatt: ….» (accepted); the decline. */
  headline: string;
  /** «Godtatt av: …» while pending. */
  acceptedLine: string | null;
  /** «Venter på: …» while pending. */
  waitingLine: string | null;
  /** The caller is one of those still to answer: 'Godta' / 'Avslå'. */
  canRespond: boolean;
}

export function proposalView(proposal: Proposal | null): ProposalView | null {
  if (!proposal) return null;
  const who = proposal.proposedBy.isYou ? 'Du' : capitalised(personName(proposal.proposedBy));
  if (proposal.status === 'accepted') {
    return {
      status: 'accepted',
      headline: `Alle har godtatt: ${sentence(proposal.text)} Det gjelder fra neste runde.`,
      acceptedLine: null,
      waitingLine: null,
      canRespond: false,
    };
  }
  if (proposal.status === 'declined') {
    const by = proposal.declinedBy
      ? proposal.declinedBy.isYou
        ? 'Du'
        : capitalised(personName(proposal.declinedBy))
      : 'Noen';
    return {
      status: 'declined',
      headline: `${by} avslo forslaget: ${sentence(proposal.text)} Dere kan foreslå noe annet.`,
      acceptedLine: null,
      waitingLine: null,
      canRespond: false,
    };
  }
  return {
    status: 'pending',
    headline: `${who} foreslår: ${proposal.text}`,
    acceptedLine: proposal.acceptedBy.length > 0 ? `Godtatt av: ${nameList(proposal.acceptedBy)}` : null,
    waitingLine: proposal.waitingFor.length > 0 ? `Venter på: ${nameList(proposal.waitingFor)}` : null,
    canRespond: proposal.waitingFor.some((p) => p.isYou),
  };
}

/** A new proposal can be put forward: none yet, or the last one was declined. */
export function canPropose(negotiation: Pick<NegotiationRow, 'proposal'>): boolean {
  return negotiation.proposal === null || negotiation.proposal.status === 'declined';
}

/** Why 'Foreslå' is not offered (null when it is). */
export function proposeBlockedText(negotiation: Pick<NegotiationRow, 'proposal'>): string | null {
  const status = negotiation.proposal?.status;
  if (status === 'pending') return 'Et forslag venter på svar. Svar på det, eller vent til det er avslått.';
  if (status === 'accepted') return 'Dere har allerede godtatt et forslag til dette punktet.';
  return null;
}
