import {
  agreementPaths,
  awaited,
  guardianHint,
  joinNames,
  nameOf,
  newAgreementAction,
  observerHint,
  pointAnchor,
  waitingText,
  type AgreementFacts,
  type AgreementPhase,
  type NextAction,
  type NextStepInput,
  type Step,
  type ViewerRole,
} from './agreement-facts.rules';
import { libT, type LibT } from './texts';

/*
 * One function per phase of agreement-next-step.rules.ts: what the person reads and may do in it. Each takes
 * the texts `t` last (lib's namespace; by default in the language in use).
 */

/** The step for someone the initiator removed: they can no longer answer. */
export function removedStep(t: LibT = libT): Step {
  return {
    role: 'removed',
    status: { text: t('nextStep.status.removed'), tone: 'warning' },
    waiting: null,
    hint: t('nextStep.hint.removed'),
    primary: newAgreementAction(t),
    secondary: [],
  };
}

/** Whom an open round still waits for besides those who joined (round 1: 'én til'), and for what. */
function stillAwaited(a: AgreementFacts, notAnswered: string[], t: LibT) {
  const missing = a.currentRound === 1 ? Math.max(0, awaited(a) - a.participants.length) : 0;
  const names = missing > 0 ? [...notAnswered, t('names.more', { count: missing })] : notAnswered;
  const what =
    a.currentRound > 1
      ? t('nextStep.what.roundAnswers', { round: a.currentRound })
      : t('nextStep.what.answers');
  return { missing, names, what };
}

/**
 * The step of an observer, or of a guardian before the agreement is complete: where the agreement stands,
 * in the words of someone who does not answer, and what there is to read. Never an action that writes
 * (answer, next round, sign): the server would refuse it. A guardian signs once it is complete
 * (completedStep).
 */
export function observerStep(
  input: NextStepInput,
  phase: Exclude<AgreementPhase, 'removed'>,
  role: 'observer' | 'guardian' = 'observer',
  t: LibT = libT,
): Step {
  const a = input.agreement;
  const p = agreementPaths(input.agreementId);
  const see: NextAction = { kind: 'result', label: t('nextStep.action.seeAgreement'), to: p.result };
  const compare: NextAction = {
    kind: 'comparison',
    label: t('nextStep.action.comparison'),
    to: p.comparison,
  };
  const step = (status: Step['status'], primary: NextAction, waiting: Step['waiting'] = null): Step => ({
    role,
    status,
    waiting,
    hint: role === 'guardian' ? guardianHint(t) : observerHint(t),
    primary,
    secondary: [],
  });
  switch (phase) {
    case 'signed':
      return step({ text: t('nextStep.status.signed'), tone: 'success' }, see);
    case 'completed':
      return step({ text: t('nextStep.status.completed'), tone: 'success' }, see);
    case 'disagreement':
      return step({ text: t('nextStep.status.partiesNotAgreed'), tone: 'error' }, see);
    case 'closed-round':
      return step(
        { text: t('nextStep.status.allAnsweredRound', { round: a.currentRound }), tone: 'info' },
        compare,
      );
    case 'open-round': {
      const notAnswered = a.participants.filter((x) => !x.hasResponded).map((x) => nameOf(x, t));
      const { names, what } = stillAwaited(a, notAnswered, t);
      return step(
        { text: t('nextStep.status.waitingAll'), tone: 'info' },
        compare,
        waitingText(names, what, t),
      );
    }
  }
}

export function signedStep(input: NextStepInput, role: ViewerRole, t: LibT = libT): Step {
  const p = agreementPaths(input.agreementId);
  const status = { text: t('nextStep.status.signed'), tone: 'success' as const };
  if (role === 'visitor') {
    return {
      role,
      status,
      waiting: null,
      hint: null,
      primary: { kind: 'result', label: t('nextStep.action.seeAgreement'), to: p.result },
      secondary: [],
    };
  }
  if (input.signing && input.signing.pdfSha256 === null) {
    return {
      role,
      status,
      waiting: null,
      hint: t('nextStep.hint.pdfMaking'),
      primary: { kind: 'wait', label: t('nextStep.action.pdfMaking') },
      secondary: [newAgreementAction(t)],
    };
  }
  return {
    role,
    status,
    waiting: null,
    hint: null,
    primary: { kind: 'download-signed', label: t('nextStep.action.downloadSigned'), to: p.result },
    secondary: [newAgreementAction(t)],
  };
}

export function completedStep(input: NextStepInput, role: ViewerRole, t: LibT = libT): Step {
  const a = input.agreement;
  const p = agreementPaths(input.agreementId);
  const status = { text: t('nextStep.status.completed'), tone: 'success' as const };
  if (role === 'visitor') {
    return {
      role,
      status,
      waiting: null,
      hint: null,
      primary: { kind: 'result', label: t('nextStep.action.seeFinished'), to: p.result },
      secondary: [],
    };
  }
  if (input.signing?.status === 'signed') return signedStep(input, role, t);
  const me = a.participants.find((x) => x.isYou);
  const othersWithoutDetails = a.participants
    .filter((x) => !x.isYou && x.hasDetails === false)
    .map((x) => nameOf(x, t));
  const detailsWhat = t('nextStep.what.details');
  const see: NextAction = { kind: 'result', label: t('nextStep.action.seeFinished'), to: p.result };
  if (me && me.hasDetails === false) {
    return {
      role,
      status,
      waiting: waitingText(othersWithoutDetails, detailsWhat, t),
      hint: t('nextStep.hint.detailsAll'),
      primary: { kind: 'party-details', label: t('nextStep.action.giveDetails'), to: p.result },
      secondary: [],
    };
  }
  if (othersWithoutDetails.length > 0) {
    const names = joinNames(othersWithoutDetails, t);
    return {
      role,
      status,
      waiting: waitingText(othersWithoutDetails, detailsWhat, t),
      hint: t('nextStep.hint.detailsOthers', { names }),
      primary: { kind: 'wait', label: t('nextStep.action.waitDetails', { names }) },
      secondary: [see],
    };
  }
  const s = input.signing;
  if (!s) return { role, status, waiting: null, hint: null, primary: see, secondary: [] };
  const download: NextAction = { kind: 'download', label: t('nextStep.action.download'), to: p.result };
  if (!s.enabled)
    return { role, status, waiting: null, hint: null, primary: download, secondary: [newAgreementAction(t)] };
  const unsigned = s.parties
    .filter((x) => !x.signedAt && !x.isYou)
    .map((x) => x.name.trim() || t('names.someone'));
  const iSigned = s.parties.some((x) => x.isYou && x.signedAt);
  const signature = t('nextStep.what.signature');
  // A blocker (an unconfirmed address, no date of birth) does not make the party wait: the dialog says what to do.
  if ((s.canSign || s.signBlocker) && !iSigned) {
    return {
      role,
      status,
      waiting: waitingText(unsigned, signature, t),
      hint: t('nextStep.hint.readBeforeSigning'),
      primary: { kind: 'sign', label: t('nextStep.action.sign'), to: p.result },
      secondary: [download],
    };
  }
  if (unsigned.length > 0) {
    const names = joinNames(unsigned, t);
    return {
      role,
      status: iSigned ? { text: t('nextStep.status.youSigned'), tone: 'success' } : status,
      waiting: waitingText(unsigned, signature, t),
      hint: t('nextStep.hint.signedMail', { names }),
      primary: { kind: 'wait', label: t('nextStep.action.waitSignature', { names }) },
      secondary: [download],
    };
  }
  return { role, status, waiting: null, hint: null, primary: download, secondary: [newAgreementAction(t)] };
}

/** A step that waits for nobody in particular and offers one action. */
function plainStep(role: ViewerRole, status: Step['status'], hint: string, primary: NextAction): Step {
  return { role, status, waiting: null, hint, primary, secondary: [] };
}

/** The closed round of an open agreement: why (not) the next round, as the comparison tells it. */
export function closedRoundStep(input: NextStepInput, role: ViewerRole, t: LibT = libT): Step {
  const a = input.agreement;
  const p = agreementPaths(input.agreementId);
  const compare: NextAction = {
    kind: 'comparison',
    label: t('nextStep.action.comparison'),
    to: p.comparison,
  };
  const r = input.round;
  if (!r) {
    return plainStep(
      role,
      { text: t('nextStep.status.allAnswered'), tone: 'info' },
      t('nextStep.hint.seeAgreedAndNot'),
      compare,
    );
  }
  const blocker = r.nextRoundBlocker ?? null;
  if (blocker?.reason === 'proposal') {
    const question = blocker.questionText;
    const proposerName = blocker.proposedBy.userName.trim();
    const names = blocker.waitingFor.map((x) => nameOf(x, t));
    const card = `${p.comparison}#${pointAnchor(blocker.questionId)}`;
    const youMustAnswer = blocker.waitingFor.some((x) => x.isYou);
    const answerers = joinNames(
      blocker.waitingFor.map((x) => (x.isYou ? t('names.youSubject') : nameOf(x, t))),
      t,
    );
    return {
      role,
      status: {
        text: blocker.proposedBy.isYou
          ? t('nextStep.status.youProposed', { question })
          : t('nextStep.status.proposes', { name: proposerName || t('names.someoneCapital'), question }),
        tone: 'warning',
      },
      waiting: waitingText(names, t('nextStep.what.proposal', { question }), t),
      hint: t('nextStep.hint.nextRoundAfterProposal', { names: answerers }),
      primary: youMustAnswer
        ? {
            kind: 'answer-proposal',
            label: t('nextStep.action.answerProposal', { name: proposerName || t('names.someone') }),
            to: card,
          }
        : {
            kind: 'wait',
            label: t('nextStep.action.waitProposal', { names: joinNames(names, t) }),
            to: card,
          },
      secondary: [],
    };
  }
  if (blocker?.reason === 'last-round') {
    return plainStep(
      role,
      { text: t('nextStep.status.lastRound'), tone: 'warning' },
      t('nextStep.hint.roundsUsed', { maxRounds: a.maxRounds }),
      { kind: 'result', label: t('nextStep.action.seePartial'), to: p.result },
    );
  }
  if (blocker?.reason === 'no-disagreement') {
    return plainStep(
      role,
      { text: t('nextStep.status.agreedAll'), tone: 'success' },
      t('nextStep.hint.noNewRound'),
      { kind: 'result', label: t('nextStep.action.seeAgreement'), to: p.result },
    );
  }
  if (blocker?.reason === 'waiting') {
    // A blind round is decided only when the server has revealed it; the counts may already look complete.
    return plainStep(
      role,
      { text: t('nextStep.status.waitingAll'), tone: 'info' },
      t('nextStep.hint.nextRoundAfterAll'),
      { kind: 'wait', label: t('nextStep.action.waitAll') },
    );
  }
  // No blocker: the group can go on; whether this viewer may start it depends on who they are.
  const status = { text: t('nextStep.status.disagreed'), tone: 'warning' as const };
  const hint = t('nextStep.hint.askedAgain');
  if (role === 'visitor') {
    return {
      role,
      status,
      waiting: null,
      hint: t('nextStep.hint.onlyParties'),
      primary: compare,
      secondary: [],
    };
  }
  if (!input.loggedIn) {
    const login: NextAction = {
      kind: 'login',
      label: t('nextStep.action.logInForNextRound'),
      to: `/auth?returnTo=${encodeURIComponent(p.comparison)}`,
    };
    return { role, status, waiting: null, hint, primary: login, secondary: [] };
  }
  if (!r.canStartNextRound) {
    return { role, status, waiting: null, hint, primary: compare, secondary: [] };
  }
  return {
    role,
    status,
    waiting: null,
    hint,
    primary: { kind: 'next-round', label: t('nextStep.action.nextRound'), to: p.comparison },
    secondary: [],
  };
}

/** An open round some still have to answer. */
export function openRoundStep(input: NextStepInput, role: ViewerRole, t: LibT = libT): Step {
  const a = input.agreement;
  const p = agreementPaths(input.agreementId);
  const me = a.participants.find((x) => x.isYou);
  const compare: NextAction = {
    kind: 'comparison',
    label: t('nextStep.action.comparison'),
    to: p.comparison,
  };
  const answerLabel =
    a.currentRound > 1
      ? t('nextStep.action.answerRound', { round: a.currentRound })
      : t('nextStep.action.answerQuestions');
  const notAnswered = a.participants.filter((x) => !x.hasResponded && !x.isYou).map((x) => nameOf(x, t));
  const { missing, names, what } = stillAwaited(a, notAnswered, t);
  const waiting = waitingText(names, what, t);
  const answered = a.participants.filter((x) => x.hasResponded).length;
  const answeredCount = t('nextStep.hint.answeredCount', { answered, awaited: awaited(a) });

  if (role === 'visitor') {
    const canJoin = a.currentRound === 1 && a.participants.length < awaited(a);
    if (canJoin) {
      return {
        role,
        status: { text: t('nextStep.status.invited'), tone: 'info' },
        waiting: null,
        hint: answeredCount,
        primary: { kind: 'answer', label: t('nextStep.action.answerQuestions'), to: p.questions },
        secondary: [],
      };
    }
    return {
      role,
      status: { text: t('nextStep.status.waitingAll'), tone: 'info' },
      waiting,
      hint: answeredCount,
      primary: compare,
      secondary: [],
    };
  }
  // The initiator takes part from the first answer on; before it they have no participant row.
  if (me ? !me.hasResponded : role === 'initiator') {
    return {
      role,
      status: {
        text:
          a.currentRound > 1
            ? t('nextStep.status.yourTurnRound', { round: a.currentRound })
            : t('nextStep.status.yourTurn'),
        tone: 'info',
      },
      waiting,
      hint: answeredCount,
      primary: { kind: 'answer', label: answerLabel, to: p.questions },
      secondary: [],
    };
  }
  const share: NextAction = { kind: 'share', label: t('nextStep.action.share'), to: p.share };
  return {
    role,
    status: { text: t('nextStep.status.waitingAll'), tone: 'info' },
    waiting,
    hint:
      missing > 0
        ? t('nextStep.hint.notJoined', { answeredCount, count: missing })
        : t('nextStep.hint.mailWhenAnswered', { answeredCount }),
    primary:
      missing > 0 && input.loggedIn
        ? share
        : { kind: 'wait', label: t('nextStep.action.waitFor', { names: joinNames(names, t) }) },
    secondary: [compare],
  };
}
