import {
  GUARDIAN_HINT,
  NEW_AGREEMENT,
  OBSERVER_HINT,
  agreementPaths,
  awaited,
  capitalise,
  joinNames,
  nameOf,
  pointAnchor,
  waitingText,
  type AgreementPhase,
  type NextAction,
  type NextStepInput,
  type Step,
  type ViewerRole,
} from './agreement-facts.rules';

/* One function per phase of agreement-next-step.rules.ts: what the person reads and may do in it. */

/** The step for someone the initiator removed: they can no longer answer. */
export function removedStep(): Step {
  return {
    role: 'removed',
    status: { text: 'Du er fjernet fra avtalen', tone: 'warning' },
    waiting: null,
    hint: 'Den som startet avtalen fjernet deg fordi du ikke hadde svart. Du kan ikke svare på den lenger.',
    primary: NEW_AGREEMENT,
    secondary: [],
  };
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
): Step {
  const a = input.agreement;
  const p = agreementPaths(input.agreementId);
  const see: NextAction = { kind: 'result', label: 'Se avtalen', to: p.result };
  const compare: NextAction = { kind: 'comparison', label: 'Se sammenligning', to: p.comparison };
  const step = (status: Step['status'], primary: NextAction, waiting: Step['waiting'] = null): Step => ({
    role,
    status,
    waiting,
    hint: role === 'guardian' ? GUARDIAN_HINT : OBSERVER_HINT,
    primary,
    secondary: [],
  });
  switch (phase) {
    case 'signed':
      return step({ text: 'Avtalen er signert av alle', tone: 'success' }, see);
    case 'completed':
      return step({ text: 'Avtalen er fullført', tone: 'success' }, see);
    case 'disagreement':
      return step({ text: 'Partene ble ikke enige', tone: 'error' }, see);
    case 'closed-round':
      return step({ text: `Alle har svart i runde ${a.currentRound}`, tone: 'info' }, compare);
    case 'open-round': {
      const notAnswered = a.participants.filter((x) => !x.hasResponded).map(nameOf);
      const missing = a.currentRound === 1 ? Math.max(0, awaited(a) - a.participants.length) : 0;
      const names = missing > 0 ? [...notAnswered, missing === 1 ? 'én til' : `${missing} til`] : notAnswered;
      const what = a.currentRound > 1 ? `svar på runde ${a.currentRound}` : 'svar';
      return step({ text: 'Venter på at alle svarer', tone: 'info' }, compare, waitingText(names, what));
    }
  }
}

export function signedStep(input: NextStepInput, role: ViewerRole): Step {
  const p = agreementPaths(input.agreementId);
  const status = { text: 'Avtalen er signert av alle', tone: 'success' as const };
  if (role === 'visitor') {
    return {
      role,
      status,
      waiting: null,
      hint: null,
      primary: { kind: 'result', label: 'Se avtalen', to: p.result },
      secondary: [],
    };
  }
  if (input.signing && input.signing.pdfSha256 === null) {
    return {
      role,
      status,
      waiting: null,
      hint: 'Den signerte PDF-en lages. Siden oppdateres av seg selv, og dere får den på e-post.',
      primary: { kind: 'wait', label: 'Den signerte PDF-en lages' },
      secondary: [NEW_AGREEMENT],
    };
  }
  return {
    role,
    status,
    waiting: null,
    hint: null,
    primary: { kind: 'download-signed', label: 'Last ned signert PDF', to: p.result },
    secondary: [NEW_AGREEMENT],
  };
}

export function completedStep(input: NextStepInput, role: ViewerRole): Step {
  const a = input.agreement;
  const p = agreementPaths(input.agreementId);
  const status = { text: 'Avtalen er fullført', tone: 'success' as const };
  if (role === 'visitor') {
    return {
      role,
      status,
      waiting: null,
      hint: null,
      primary: { kind: 'result', label: 'Se ferdig avtale', to: p.result },
      secondary: [],
    };
  }
  if (input.signing?.status === 'signed') return signedStep(input, role);
  const me = a.participants.find((x) => x.isYou);
  const othersWithoutDetails = a.participants.filter((x) => !x.isYou && x.hasDetails === false).map(nameOf);
  const detailsWhat = 'fødselsdato eller adresse til avtaleteksten';
  const see: NextAction = { kind: 'result', label: 'Se ferdig avtale', to: p.result };
  if (me && me.hasDetails === false) {
    return {
      role,
      status,
      waiting: waitingText(othersWithoutDetails, detailsWhat),
      hint: 'Avtaleteksten blir klar når alle partene har oppgitt fødselsdato eller adresse.',
      primary: { kind: 'party-details', label: 'Oppgi dine opplysninger', to: p.result },
      secondary: [],
    };
  }
  if (othersWithoutDetails.length > 0) {
    return {
      role,
      status,
      waiting: waitingText(othersWithoutDetails, detailsWhat),
      hint: `Avtaleteksten blir klar når ${joinNames(othersWithoutDetails)} har oppgitt fødselsdato eller adresse.`,
      primary: { kind: 'wait', label: `Venter på opplysninger fra ${joinNames(othersWithoutDetails)}` },
      secondary: [see],
    };
  }
  const s = input.signing;
  if (!s) return { role, status, waiting: null, hint: null, primary: see, secondary: [] };
  const download: NextAction = { kind: 'download', label: 'Last ned PDF', to: p.result };
  if (!s.enabled)
    return { role, status, waiting: null, hint: null, primary: download, secondary: [NEW_AGREEMENT] };
  const unsigned = s.parties
    .filter((x) => !x.signedAt && !x.isYou)
    .map((x) => x.name.trim() || 'en deltaker');
  const iSigned = s.parties.some((x) => x.isYou && x.signedAt);
  // A blocker (an unconfirmed address, no date of birth) does not make the party wait: the dialog says what to do.
  if ((s.canSign || s.signBlocker) && !iSigned) {
    return {
      role,
      status,
      waiting: waitingText(unsigned, 'signatur'),
      hint: 'Les avtalen nøye før du signerer.',
      primary: { kind: 'sign', label: 'Signer avtalen', to: p.result },
      secondary: [download],
    };
  }
  if (unsigned.length > 0) {
    return {
      role,
      status: iSigned ? { text: 'Du har signert avtalen', tone: 'success' } : status,
      waiting: waitingText(unsigned, 'signatur'),
      hint: `Når ${joinNames(unsigned)} har signert, får dere den signerte PDF-en på e-post.`,
      primary: { kind: 'wait', label: `Venter på signatur fra ${joinNames(unsigned)}` },
      secondary: [download],
    };
  }
  return { role, status, waiting: null, hint: null, primary: download, secondary: [NEW_AGREEMENT] };
}

/** A step that waits for nobody in particular and offers one action. */
function plainStep(role: ViewerRole, status: Step['status'], hint: string, primary: NextAction): Step {
  return { role, status, waiting: null, hint, primary, secondary: [] };
}

/** The closed round of an open agreement: why (not) the next round, as the comparison tells it. */
export function closedRoundStep(input: NextStepInput, role: ViewerRole): Step {
  const a = input.agreement;
  const p = agreementPaths(input.agreementId);
  const compare: NextAction = { kind: 'comparison', label: 'Se sammenligning', to: p.comparison };
  const r = input.round;
  if (!r) {
    return plainStep(
      role,
      { text: 'Alle har svart', tone: 'info' },
      'Se hva dere er enige og uenige om.',
      compare,
    );
  }
  const blocker = r.nextRoundBlocker ?? null;
  if (blocker?.reason === 'proposal') {
    const proposer = blocker.proposedBy.isYou ? 'Du' : blocker.proposedBy.userName.trim() || 'En deltaker';
    const names = blocker.waitingFor.map(nameOf);
    const card = `${p.comparison}#${pointAnchor(blocker.questionId)}`;
    const youMustAnswer = blocker.waitingFor.some((x) => x.isYou);
    const verb = blocker.proposedBy.isYou ? 'har foreslått' : 'foreslår';
    return {
      role,
      status: { text: `${proposer} ${verb} en løsning på «${blocker.questionText}»`, tone: 'warning' },
      waiting: waitingText(names, `svar på forslaget om «${blocker.questionText}»`),
      hint: `Neste runde kan starte når ${joinNames(blocker.waitingFor.map((x) => (x.isYou ? 'du' : nameOf(x))))} har svart på forslaget.`,
      primary: youMustAnswer
        ? {
            kind: 'answer-proposal',
            label: `Svar på forslaget fra ${blocker.proposedBy.userName.trim() || 'en deltaker'}`,
            to: card,
          }
        : { kind: 'wait', label: `Venter på at ${joinNames(names)} svarer på forslaget`, to: card },
      secondary: [],
    };
  }
  if (blocker?.reason === 'last-round') {
    return plainStep(
      role,
      { text: 'Dette var siste runde, og dere er fortsatt uenige om noen punkter.', tone: 'warning' },
      `Dere har brukt alle ${a.maxRounds} rundene.`,
      { kind: 'result', label: 'Se delvis avtale', to: p.result },
    );
  }
  if (blocker?.reason === 'no-disagreement') {
    return plainStep(
      role,
      { text: 'Dere er enige om alle punktene', tone: 'success' },
      'Det trengs ingen ny runde.',
      {
        kind: 'result',
        label: 'Se avtalen',
        to: p.result,
      },
    );
  }
  if (blocker?.reason === 'waiting') {
    // A blind round is decided only when the server has revealed it; the counts may already look complete.
    return plainStep(
      role,
      { text: 'Venter på at alle svarer', tone: 'info' },
      'Neste runde kan starte når alle har svart.',
      { kind: 'wait', label: 'Venter på at alle svarer' },
    );
  }
  // No blocker: the group can go on; whether this viewer may start it depends on who they are.
  const status = {
    text: 'Dere er uenige om noen punkter. Start neste runde for å svare på dem på nytt.',
    tone: 'warning' as const,
  };
  const hint =
    'Spørsmålene dere er uenige om, stilles på nytt. Dere kan også foreslå en løsning på et punkt først.';
  if (role === 'visitor') {
    return {
      role,
      status,
      waiting: null,
      hint: 'Bare de som er med i avtalen, kan starte neste runde.',
      primary: compare,
      secondary: [],
    };
  }
  if (!input.loggedIn) {
    const login: NextAction = {
      kind: 'login',
      label: 'Logg inn for å starte neste runde',
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
    primary: { kind: 'next-round', label: 'Start neste runde', to: p.comparison },
    secondary: [],
  };
}

/** An open round some still have to answer. */
export function openRoundStep(input: NextStepInput, role: ViewerRole): Step {
  const a = input.agreement;
  const p = agreementPaths(input.agreementId);
  const me = a.participants.find((x) => x.isYou);
  const compare: NextAction = { kind: 'comparison', label: 'Se sammenligning', to: p.comparison };
  const answerLabel = a.currentRound > 1 ? `Svar på runde ${a.currentRound}` : 'Svar på spørsmålene';
  const notAnswered = a.participants.filter((x) => !x.hasResponded && !x.isYou).map(nameOf);
  const missing = a.currentRound === 1 ? Math.max(0, awaited(a) - a.participants.length) : 0;
  const what = a.currentRound > 1 ? `svar på runde ${a.currentRound}` : 'svar';
  const names = missing > 0 ? [...notAnswered, missing === 1 ? 'én til' : `${missing} til`] : notAnswered;
  const waiting = waitingText(names, what);
  const answered = a.participants.filter((x) => x.hasResponded).length;
  const count = `${answered} av ${awaited(a)} har svart`;

  if (role === 'visitor') {
    const canJoin = a.currentRound === 1 && a.participants.length < awaited(a);
    if (canJoin) {
      return {
        role,
        status: { text: 'Du er invitert til å svare', tone: 'info' },
        waiting: null,
        hint: count,
        primary: { kind: 'answer', label: 'Svar på spørsmålene', to: p.questions },
        secondary: [],
      };
    }
    return {
      role,
      status: { text: 'Venter på at alle svarer', tone: 'info' },
      waiting,
      hint: count,
      primary: compare,
      secondary: [],
    };
  }
  // The initiator takes part from the first answer on; before it they have no participant row.
  if (me ? !me.hasResponded : role === 'initiator') {
    return {
      role,
      status: {
        text: a.currentRound > 1 ? `Runde ${a.currentRound}: det er din tur` : 'Det er din tur å svare',
        tone: 'info',
      },
      waiting,
      hint: count,
      primary: { kind: 'answer', label: answerLabel, to: p.questions },
      secondary: [],
    };
  }
  const share: NextAction = { kind: 'share', label: 'Del lenken', to: p.share };
  return {
    role,
    status: { text: 'Venter på at alle svarer', tone: 'info' },
    waiting,
    hint:
      missing > 0
        ? `${count}. ${capitalise(missing === 1 ? 'én' : String(missing))} har ikke svart ennå: del lenken med dem.`
        : `${count}. Du får en e-post når noen svarer.`,
    primary: missing > 0 && input.loggedIn ? share : { kind: 'wait', label: `Venter på ${joinNames(names)}` },
    secondary: [compare],
  };
}
