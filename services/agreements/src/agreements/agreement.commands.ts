import { setLanguage } from './agreement-language.rules';
import { DomainError } from '@avtalt/service-kit';
import { frozenRefusal } from '../signing/signing.rules';
import type { AgreementCommand } from './agreement-command';
import type { AgreementEvent } from './agreement-events';
import { eventsOf } from './agreement-events.rules';
import type { AgreementSnapshot } from './agreement.rows';
import { answerAll, answerOne } from './answer.commands';
import type { CommandState } from './command-state';
import { acceptGuardian, inviteGuardian, removeGuardian } from './guardian.commands';
import { negotiate } from './negotiation.commands';
import { acceptObserver, inviteObserver, observerRefusal, removeObserver } from './observer.commands';
import { removeParticipant, withPartyDetails } from './participant.commands';
import {
  declareDisagreement,
  nextRound,
  setBlind,
  setExpectedParticipants,
  setSignatureLevel,
} from './round.commands';
import { sign, voidAll } from './signing.commands';
import type { AgreementStatus } from '@avtalt/contracts';

export type { CommandState } from './command-state';
export { enforce } from './command-state';
export { negotiationChangesBetween } from './negotiation.commands';

/*
 * Every command of the one writer, as a pure function of the state it is applied to: the next state and
 * the domain events of what happened (agreement-events.ts). The commands of each feature are in their own
 * module (answer, round, participant, negotiation, signing commands); this one dispatches and decides.
 */

/** What a command decided: the state after it, what happened, and the agreement's status after it. */
export interface Decided {
  state: CommandState;
  events: AgreementEvent[];
  status: AgreementStatus;
}

/**
 * Applies a command and says what happened: the writer writes the state's difference, and the outbox rows
 * and audit entries projected from the events, in one transaction. `statusBefore`: the stored status for
 * the first command of a batch, the status the previous command left for the others. Throws the refusal
 * without changing anything.
 */
export function decide(
  state: CommandState,
  command: AgreementCommand,
  at: { now: Date; newId: () => string; statusBefore: AgreementStatus },
): Decided {
  const next = applyCommand(state, command, at.now, at.newId);
  const { events, status } = eventsOf(
    { before: state, after: next, statusBefore: at.statusBefore, command },
    at.now,
    at.newId,
  );
  return { state: next, events, status };
}

/** The callers whose drafts a batch of commands reads or changes. */
export function draftOwnersOf(commands: readonly AgreementCommand[]): string[] {
  const owners = new Set<string>();
  for (const c of commands) if (c.kind === 'answerAll' || c.kind === 'answerOne') owners.add(c.caller.id);
  return [...owners];
}

/**
 * Applies one command to plain rows and returns the new rows; the input is never modified. Throws the
 * refusal (round closed, not a question of the round, …) without changing anything.
 */
export function applyCommand(
  state: CommandState,
  command: AgreementCommand,
  now: Date,
  newId: () => string,
): CommandState {
  const next = applyOne(state, command, now, newId);
  // The negotiation and signing rows go on to the next command of the batch whatever this one changed.
  const negotiation = next.negotiation ?? state.negotiation;
  const signing = next.signing ?? state.signing;
  return {
    ...next,
    ...(negotiation !== undefined ? { negotiation } : {}),
    ...(signing !== undefined ? { signing } : {}),
  };
}

function applyOne(
  state: CommandState,
  command: AgreementCommand,
  now: Date,
  newId: () => string,
): CommandState {
  const s = state.rows;
  const rows = (next: AgreementSnapshot): CommandState => ({ rows: next, drafts: state.drafts });
  // An observer reads and never writes: checked before anything else decides.
  observerRefusal(s, command);
  // Observers come and go whatever the text's state: they change nothing anyone signs.
  if (command.kind === 'inviteObserver')
    return rows(inviteObserver(s, command.caller, command.email, now, newId));
  if (command.kind === 'acceptObserver') return rows(acceptObserver(s, command.caller, command.email, now));
  if (command.kind === 'removeObserver') return rows(removeObserver(s, command.caller, command.observerId));
  // Signing and voiding are what a frozen agreement still takes (their own checks decide).
  if (command.kind === 'sign') return sign(state, command.caller, command.signature, now);
  if (command.kind === 'voidSignatures') return voidAll(state, command.caller, now);
  // Once someone has signed, the text is frozen: nothing that could change it is applied. A re-check
  // leaves a frozen agreement alone.
  const frozen = frozenRefusal(s.agreement);
  if (frozen) {
    if (command.kind === 'recheck') return state;
    throw new DomainError(frozen.code, frozen.message);
  }
  switch (command.kind) {
    case 'answerAll':
      return answerAll(state, command.caller, command.answers, command.confirmedWarnings ?? [], now, newId);
    case 'answerOne':
      return answerOne(
        state,
        command.caller,
        command.questionId,
        command.response,
        command.confirmedWarning === true,
        now,
      );
    case 'nextRound':
      return nextRound(state, command.caller, newId);
    case 'declareDisagreement':
      return rows(declareDisagreement(s, command.caller));
    case 'setExpectedParticipants':
      return rows(setExpectedParticipants(s, command.caller, command.expected));
    case 'setBlind':
      return rows(setBlind(s, command.caller, command.blind));
    case 'setLanguage':
      return rows(setLanguage(s, command.caller, command.language, command.englishAppendix));
    case 'inviteGuardian':
      return rows(inviteGuardian(s, command.caller, command.email, now, newId));
    case 'acceptGuardian':
      return rows(acceptGuardian(s, command.caller, command.email, command.body, now));
    case 'removeGuardian':
      return rows(removeGuardian(s, command.caller, command.guardianId));
    case 'setSignatureLevel':
      return rows(setSignatureLevel(s, command.caller, command.level));
    case 'removeParticipant':
      return rows(removeParticipant(s, command.caller, command.participantId));
    case 'setPartyDetails':
      return rows(withPartyDetails(s, command.caller, command.body, now));
    case 'propose':
    case 'respondProposal':
    case 'setMark':
    case 'setLimit':
    case 'storeModelDraft':
      return { ...state, negotiation: negotiate(state, command, now, newId) };
    case 'recheck':
      // New rows object, same rows: the writer decides the status again and writes it if it moved.
      return rows({ ...s });
  }
}
