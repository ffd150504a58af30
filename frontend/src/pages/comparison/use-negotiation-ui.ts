import type { NegotiationRow, ProposalOption, TradeSuggestion } from '@avtalt/contracts';
import { useEffect, useRef, useState } from 'react';
import { apiErrorMessage } from '../../api/http';
import { useNegotiation } from '../../hooks/use-negotiation';
import { proposalView } from './negotiation.rules';
import { useNegotiationTexts } from './negotiation/texts';

/*
 * The state and commands of the negotiation UI (negotiation-ui.tsx and the files it imports, one lazy
 * chunk). Refusals are shown beside the control that was used, in the server's words (or, without them, the
 * texts' `errors.generic`), so the commands opt out of the toast policy (hooks/use-negotiation.ts).
 */

/**
 * A row's proposal and 'Godta'/'Avslå'. After a command the button pressed is gone, so `statusRef` (the
 * proposal's status line) takes focus once the new comparison has rendered it: the comparison reaches the
 * row a moment after the command answers, so a first proposal's line may not exist yet.
 */
export function useProposalResponse(agreementId: string, negotiation: NegotiationRow) {
  const t = useNegotiationTexts();
  const commands = useNegotiation(agreementId);
  const [error, setError] = useState<string | null>(null);
  const statusRef = useRef<HTMLDivElement>(null);
  const [focusStatus, setFocusStatus] = useState(false);
  const view = proposalView(negotiation.proposal, t);
  const busy = commands.accept.isPending || commands.decline.isPending;

  useEffect(() => {
    if (!focusStatus || !statusRef.current) return;
    statusRef.current.focus();
    setFocusStatus(false);
  }, [focusStatus, view]);

  const respond = async (kind: 'accept' | 'decline') => {
    const proposal = negotiation.proposal;
    if (!proposal) return;
    setError(null);
    try {
      await (kind === 'accept' ? commands.accept : commands.decline).mutateAsync(proposal.id);
      setFocusStatus(true);
    } catch (e) {
      setError(apiErrorMessage(e, t('errors.generic')));
    }
  };

  return { view, busy, error, statusRef, respond, focusStatus: () => setFocusStatus(true) };
}

/** 'Finn et kompromiss': proposing an option, the private marks and a model draft of one question. */
export function useNegotiationPanel(agreementId: string, questionId: string, onProposed?: () => void) {
  const t = useNegotiationTexts();
  const commands = useNegotiation(agreementId);
  const [error, setError] = useState<string | null>(null);
  const [draftError, setDraftError] = useState<string | null>(null);

  const propose = async (option: ProposalOption) => {
    setError(null);
    try {
      await commands.propose.mutateAsync({ questionId, optionId: option.id });
      onProposed?.();
    } catch (e) {
      setError(apiErrorMessage(e, t('errors.generic')));
    }
  };

  const mark = async (kind: 'concession' | 'importance', value: boolean) => {
    setError(null);
    try {
      await commands[kind].mutateAsync({ questionId, value });
    } catch (e) {
      setError(apiErrorMessage(e, t('errors.generic')));
    }
  };

  /** The private limit; true when it was stored (the field is then replaced by what was set). */
  const setLimit = async (value: number | string): Promise<boolean> => {
    setError(null);
    try {
      await commands.limit.mutateAsync({ questionId, value });
      return true;
    } catch (e) {
      setError(apiErrorMessage(e, t('errors.generic')));
      return false;
    }
  };

  const draft = async () => {
    setDraftError(null);
    try {
      await commands.draft.mutateAsync(questionId);
    } catch (e) {
      setDraftError(apiErrorMessage(e, t('errors.draft')));
    }
  };

  return {
    error,
    draftError,
    propose,
    mark,
    draft,
    setLimit,
    settingLimit: commands.limit.isPending,
    proposing: commands.propose.isPending,
    drafting: commands.draft.isPending,
    marking: commands.concession.isPending || commands.importance.isPending,
  };
}

/** 'Foreslå byttet': both options of a trade, one after the other; failures are named per point. */
export function useTradeProposal(agreementId: string, trade: TradeSuggestion) {
  const t = useNegotiationTexts();
  const commands = useNegotiation(agreementId);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const proposeBoth = async () => {
    setError(null);
    setPending(true);
    const failures: string[] = [];
    // One after the other: each answers the comparison, the last one is what the page shows.
    for (const give of trade.gives) {
      try {
        await commands.propose.mutateAsync({ questionId: give.questionId, optionId: give.optionId });
      } catch (e) {
        failures.push(`«${give.questionText}»: ${apiErrorMessage(e, t('errors.generic'))}`);
      }
    }
    setPending(false);
    if (failures.length > 0) setError(failures.join(' '));
  };

  return { error, pending, proposeBoth };
}
