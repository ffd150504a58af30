import { AgreementMessages, type Caller, ErrorCode, SigningMessages } from '@avtalt/contracts';
import { DomainError } from '@avtalt/service-kit';
import { NO_NEGOTIATION } from '../negotiation/negotiation.rows';
import { checkNoPendingProposal } from '../negotiation/proposals.rules';
import { settlementsOf } from '../negotiation/settlements.rules';
import { participantIdOf } from '../rounds/round-snapshot';
import {
  canDeclareDisagreement,
  canSetBlind,
  canSetExpectedParticipants,
  canStartNextRound,
} from '../rounds/rounds.rules';
import type { AgreementSnapshot } from './agreement.rows';
import { toRoundSnapshot } from './agreement.snapshot';
import { type CommandState, enforce } from './command-state';

/*
 * The round commands: the next round, a declared disagreement, and the initiator's settings (how many
 * take part, blind rounds). Pure: they take the state and return the next one, or throw the refusal.
 */

/**
 * Starts the next round (a logged-in participant of the closed round). The proposals everyone accepted in
 * the closed round are applied as it starts: a replacement question with copies of the original's logic
 * rules, and everyone's draft answer filled in.
 */
export function nextRound(state: CommandState, caller: Caller, newId: () => string): CommandState {
  const s = state.rows;
  // Logged-in participants only (end-user spec §6): a visitor is asked to log in (401), not refused.
  if (caller.anonymous) throw new DomainError(ErrorCode.LoginRequired, AgreementMessages.loginRequired);
  const round = toRoundSnapshot(s);
  enforce(canStartNextRound(round, participantIdOf(round, caller.id)));
  const negotiation = { rows: s, round, negotiation: state.negotiation ?? NO_NEGOTIATION };
  // Not while a proposal waits for answers (starting would throw it away).
  enforce(checkNoPendingProposal(negotiation));
  const settled = settlementsOf(negotiation, s.agreement.currentRound, newId);
  const next = {
    ...s,
    questions: [...s.questions, ...settled.questions],
    rules: settled.rules.length > 0 ? [...s.rules, ...settled.rules] : s.rules,
    agreement: { ...s.agreement, currentRound: s.agreement.currentRound + 1 },
  };
  return { rows: next, drafts: [...state.drafts, ...settled.drafts], negotiation: state.negotiation };
}

export function declareDisagreement(s: AgreementSnapshot, caller: Caller): AgreementSnapshot {
  const round = toRoundSnapshot(s);
  enforce(canDeclareDisagreement(round, caller, participantIdOf(round, caller.id)));
  return { ...s, agreement: { ...s.agreement, declaredDisagreement: true } };
}

export function setExpectedParticipants(
  s: AgreementSnapshot,
  caller: Caller,
  expected: number,
): AgreementSnapshot {
  enforce(canSetExpectedParticipants(toRoundSnapshot(s), caller.id));
  return { ...s, agreement: { ...s.agreement, expectedParticipants: expected } };
}

/**
 * The initiator requires a way of signing of every party (docs/signing.md; `password`: any way). Only
 * while nobody has signed (the frozen text refuses it before this) and the agreement is not over.
 */
export function setSignatureLevel(
  s: AgreementSnapshot,
  caller: Caller,
  level: 'eid' | 'email-code' | 'password',
): AgreementSnapshot {
  if (s.agreement.initiatorId !== caller.id)
    throw new DomainError(ErrorCode.NotInitiator, SigningMessages.levelNotInitiator);
  if (s.agreement.status === 'signed' || s.agreement.status === 'disagreement')
    throw new DomainError(ErrorCode.Conflict, SigningMessages.levelClosed);
  return { ...s, agreement: { ...s.agreement, requiredSignatureLevel: level === 'password' ? null : level } };
}

export function setBlind(s: AgreementSnapshot, caller: Caller, blind: boolean): AgreementSnapshot {
  enforce(canSetBlind(toRoundSnapshot(s), caller.id));
  return { ...s, agreement: { ...s.agreement, blind } };
}
