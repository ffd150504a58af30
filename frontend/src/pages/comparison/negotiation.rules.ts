import type { NegotiationRow, Proposal, ProposalSource } from '@avtalt/contracts';
import { negotiationTexts, type NegotiationT } from './negotiation/texts';
import { nb } from './negotiation/texts/nb';

/**
 * What the comparison shows of a negotiation (issue 19, docs/negotiation.md): the labels of the options, the
 * state of the point's proposal and who is asked to answer it. The server decides who sees what (private
 * marks only to whoever made them, trades only to their two participants); these rules only word it, with
 * the `comparisonNegotiation` namespace's texts (negotiation/texts): each takes the caller's `t` last, and
 * without it words it in the language in use.
 */

type Person = Proposal['proposedBy'];

/** The chip of an option in bokmål: where it comes from (in the language in use: {@link sourceLabel}). */
export const SOURCE_LABELS: Record<ProposalSource, string> = nb.sources;

/** The chip of an option: where it comes from. */
export function sourceLabel(source: ProposalSource, t: NegotiationT = negotiationTexts()): string {
  return t(`sources.${source}`);
}

/** 'deg' for the caller, else the name (a participant without one: 'Deltaker'). */
export function personName(
  person: Pick<Person, 'userName' | 'isYou'>,
  t: NegotiationT = negotiationTexts(),
): string {
  if (person.isYou) return t('people.you');
  return person.userName.trim() || t('people.unnamed');
}

/** 'Kari', 'Kari og deg', 'Kari, Ola og deg'. */
export function nameList(
  people: readonly Pick<Person, 'userName' | 'isYou'>[],
  t: NegotiationT = negotiationTexts(),
): string {
  const names = people.map((person) => personName(person, t));
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} ${t('people.and')} ${names.at(-1)}`;
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
  /** «Forslag laget med KI …» on a language model's draft, whatever its status (docs/negotiation.md). */
  aiLine: string | null;
}

export function proposalView(
  proposal: Proposal | null,
  t: NegotiationT = negotiationTexts(),
): ProposalView | null {
  if (!proposal) return null;
  const aiLine = proposal.source === 'model' ? t('proposal.madeWithAi') : null;
  if (proposal.status === 'accepted') {
    return {
      status: 'accepted',
      headline: t(proposal.source === 'limits' ? 'proposal.settledByLimits' : 'proposal.accepted', {
        text: sentence(proposal.text),
      }),
      acceptedLine: null,
      waitingLine: null,
      canRespond: false,
      aiLine,
    };
  }
  if (proposal.status === 'declined') {
    const text = sentence(proposal.text);
    const by = proposal.declinedBy;
    return {
      status: 'declined',
      headline: !by
        ? t('proposal.declinedBySomeone', { text })
        : by.isYou
          ? t('proposal.declinedByYou', { text })
          : t('proposal.declinedBy', { name: capitalised(personName(by, t)), text }),
      acceptedLine: null,
      waitingLine: null,
      canRespond: false,
      aiLine,
    };
  }
  const { proposedBy, acceptedBy, waitingFor } = proposal;
  return {
    status: 'pending',
    headline: proposedBy.isYou
      ? t('proposal.youPropose', { text: proposal.text })
      : t('proposal.proposes', { name: capitalised(personName(proposedBy, t)), text: proposal.text }),
    acceptedLine: acceptedBy.length > 0 ? t('proposal.acceptedBy', { names: nameList(acceptedBy, t) }) : null,
    waitingLine: waitingFor.length > 0 ? t('proposal.waitingFor', { names: nameList(waitingFor, t) }) : null,
    canRespond: waitingFor.some((p) => p.isYou),
    aiLine,
  };
}

/** A new proposal can be put forward: none yet, or the last one was declined. */
export function canPropose(negotiation: Pick<NegotiationRow, 'proposal'>): boolean {
  return negotiation.proposal === null || negotiation.proposal.status === 'declined';
}

/** Why 'Foreslå' is not offered (null when it is). */
export function proposeBlockedText(
  negotiation: Pick<NegotiationRow, 'proposal'>,
  t: NegotiationT = negotiationTexts(),
): string | null {
  const status = negotiation.proposal?.status;
  if (status === 'pending') return t('proposal.pendingBlocks');
  if (status === 'accepted') return t('proposal.acceptedBlocks');
  return null;
}
