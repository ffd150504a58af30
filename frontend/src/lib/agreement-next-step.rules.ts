import {
  agreementPaths,
  viewerRole,
  joinNames,
  roundClosed,
  agreementClosed,
  newAgreementAction,
  type AgreementFacts,
  type AgreementPhase,
  type NextStep,
  type NextStepInput,
  type Step,
} from './agreement-facts.rules';
import {
  observerStep,
  removedStep,
  signedStep,
  completedStep,
  closedRoundStep,
  openRoundStep,
} from './agreement-steps.rules';
import { libT, type LibT } from './texts';

/**
 * Issue 34: what a page says about an agreement (the status line, whom we wait for and for what) and which
 * action is primary, from one function of the agreement's state and what this person still has to do. The
 * share page, the comparison, the question flow, the result page and the dashboard all read it, so they can
 * never tell the same person two different things. Pure: every state × role is a unit test. The texts are
 * lib's (`t`, last parameter: by default in the language in use; a component passes its `useLibTexts()`).
 */

export * from './agreement-facts.rules';

/** The one answer to 'where does this agreement stand, and what do I do now?' (issue 34). */
export function agreementNextStep(input: NextStepInput, t: LibT = libT): NextStep {
  const phase = agreementPhase(input);
  return { ...stepIn(phase, input, t), phase };
}

export function agreementPhase(input: NextStepInput): AgreementPhase {
  const a = input.agreement;
  if (viewerRole(a) === 'removed') return 'removed';
  if (a.status === 'signed' || a.status === 'completed' || a.status === 'disagreement') return a.status;
  return groupMayGoOn(input) ? 'closed-round' : 'open-round';
}

function stepIn(phase: AgreementPhase, input: NextStepInput, t: LibT): Step {
  const role = viewerRole(input.agreement);
  if (phase === 'removed') return removedStep(t);
  if (role === 'observer') return observerStep(input, phase, 'observer', t);
  if (phase === 'signed') return signedStep(input, role, t);
  if (phase === 'completed') return completedStep(input, role, t);
  // A guardian signs a complete agreement with the party; before that there is only something to read.
  if (role === 'guardian') return observerStep(input, phase, 'guardian', t);
  if (phase === 'disagreement') {
    return {
      role,
      status: { text: t('nextStep.status.notAgreed'), tone: 'error' },
      waiting: null,
      hint: null,
      primary: {
        kind: 'result',
        label: t('nextStep.action.protocol'),
        to: agreementPaths(input.agreementId).result,
      },
      secondary: [newAgreementAction(t)],
    };
  }
  return phase === 'closed-round' ? closedRoundStep(input, role, t) : openRoundStep(input, role, t);
}

/**
 * The round is over for the group: everyone awaited has answered, or the comparison says a next round can
 * start (the server lets two who answered go on in round 1 though more were expected) or names what else
 * holds it back. 'waiting' or 'no-disagreement' while answers are still coming is an open round.
 */
function groupMayGoOn(input: NextStepInput): boolean {
  if (roundClosed(input.agreement)) return true;
  const r = input.round;
  if (!r) return false;
  if (r.canStartNextRound || r.nextRoundBlocker === null) return true;
  // 'no-disagreement' before all expected have answered: the agreement completes when the rest agree too.
  return (
    r.nextRoundBlocker !== undefined &&
    r.nextRoundBlocker.reason !== 'waiting' &&
    r.nextRoundBlocker.reason !== 'no-disagreement'
  );
}

/** The line under a disabled 'Start neste runde': why it cannot start yet. */
export function nextRoundHint(step: NextStep, t: LibT = libT): string {
  if (step.phase === 'closed-round' && step.hint) return step.hint;
  const others = step.primary.kind === 'answer' ? [] : (step.waiting?.names ?? []);
  return others.length > 0
    ? t('nextStep.hint.nextRoundAfter', { names: joinNames(others, t) })
    : t('nextStep.hint.nextRoundAfterAll');
}

/**
 * Where the question flow sends someone after a submit (ux.md problem 1), from the agreement the submit
 * returned: the result page when it is complete, the comparison when the round is closed, the share page
 * only while others still have to answer.
 */
export function pageAfterSubmit(agreementId: string, a: AgreementFacts): string {
  const p = agreementPaths(agreementId);
  if (agreementClosed(a)) return p.result;
  if (roundClosed(a)) return p.comparison;
  return p.share;
}

/**
 * Where the question page sends someone who has nothing to answer there (ux.md problem 12), or null to
 * stay: a closed or signed agreement goes to the result page, an answered round (or a removed
 * participant) to the comparison.
 */
export function questionPageRedirect(agreementId: string, a: AgreementFacts): string | null {
  const p = agreementPaths(agreementId);
  if (agreementClosed(a)) return p.result;
  // A removed participant can answer nothing; the comparison tells them so.
  if (a.youAreRemoved) return p.comparison;
  const me = a.participants.find((x) => x.isYou);
  if (me?.hasResponded) return p.comparison;
  return null;
}
