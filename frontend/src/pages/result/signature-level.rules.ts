import type { Agreement, SignatureMethod, SignaturesView } from '@avtalt/contracts';
import type { TFunction } from 'i18next';
import { GJELDSBREV_NOTE_ID } from './gjeldsbrev.rules';
import { METHOD_KEYS } from './signing.rules';

/*
 * How strongly every party must sign, as the initiator chose it (docs/signing.md, «The three levels»):
 * `password` means any way, `email-code` a one-time code to the confirmed address or BankID, `eid` BankID
 * only. Pure but for the language of the `t` given, so what is offered and said for each level is a unit test.
 */

type ResultT = TFunction<'result'>;

/** One choice the initiator has, with what it proves in one sentence (no more than docs/signing.md claims). */
export interface LevelOption {
  level: SignatureMethod;
  label: string;
  proves: string;
}

/** The three levels, weakest first. */
const LEVELS: readonly SignatureMethod[] = ['password', 'email-code', 'eid'];

/** What a level is called and what it proves, in the language of `t`. */
export function levelOption(level: SignatureMethod, t: ResultT): LevelOption {
  const key = METHOD_KEYS[level];
  return {
    level,
    label: t(`signatureLevel.options.${key}.label`),
    proves: t(`signatureLevel.options.${key}.proves`),
  };
}

/** Every level the initiator may choose, weakest first. */
export function allLevelOptions(t: ResultT): LevelOption[] {
  return LEVELS.map((level) => levelOption(level, t));
}

/** The level in force: absent and `password` both mean any way. */
export function requiredLevelOf(level: SignatureMethod | null | undefined): SignatureMethod {
  return level ?? 'password';
}

/** «Krav til signering: BankID» for everyone, or null when any way will do. */
export function requirementText(level: SignatureMethod | null | undefined, t: ResultT): string | null {
  if (level === 'eid') return t('signatureLevel.eid');
  if (level === 'email-code') return t('signatureLevel.emailCode');
  return null;
}

/**
 * The options the initiator sees: BankID only where it is offered here (the server refuses to require it
 * otherwise), or when it is already required, so the choice in force is never missing from the list.
 */
export function levelOptions(eidAvailable: boolean, current: SignatureMethod, t: ResultT): LevelOption[] {
  return allLevelOptions(t).filter((o) => o.level !== 'eid' || eidAvailable || current === 'eid');
}

/**
 * The initiator may choose while nobody has signed and the agreement is still open or completed (the
 * server answers 409 otherwise). A completed agreement waits for the signatures view, which says whether
 * anyone has signed; an open one has no signatures yet. Not for a plan (it is never signed).
 */
export function canChooseLevel(
  agreement: Pick<Agreement, 'isInitiator' | 'status' | 'youAreObserver' | 'document'>,
  view: Pick<SignaturesView, 'status' | 'enabled'> | undefined,
): boolean {
  if (!agreement.isInitiator || agreement.youAreObserver) return false;
  if (agreement.document?.kind === 'plan') return false;
  if (agreement.status === 'signed' || agreement.status === 'disagreement') return false;
  if (agreement.status !== 'completed') return true;
  return view !== undefined && view.enabled && view.status === 'unsigned';
}

/**
 * A loan of money (the catalogue's loan, known by its signing note or its heading): the page suggests
 * BankID, as a lender may later have to show who borrowed.
 */
export function isMoneyLoan(agreement: Pick<Agreement, 'document'>): boolean {
  const document = agreement.document;
  if (!document) return false;
  if (document.signingNotes?.some((note) => note.id === GJELDSBREV_NOTE_ID)) return true;
  return /^låneavtale\b/i.test(document.heading?.trim() ?? '');
}

/** Whether the hint beside the choice (`signatureLevel.loanHint`) shows: for a loan while BankID can be required and is not. */
export function showLoanHint(loan: boolean, eidAvailable: boolean, current: SignatureMethod): boolean {
  return loan && eidAvailable && current !== 'eid';
}
