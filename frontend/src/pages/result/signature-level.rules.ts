import type { Agreement, SignatureMethod, SignaturesView } from '@avtalt/contracts';
import { GJELDSBREV_NOTE_ID } from './gjeldsbrev.rules';

/*
 * How strongly every party must sign, as the initiator chose it (docs/signing.md, «The three levels»):
 * `password` means any way, `email-code` a one-time code to the confirmed address or BankID, `eid` BankID
 * only. Pure, so what is offered and said for each level is a unit test.
 */

/** One choice the initiator has, with what it proves in one sentence (no more than docs/signing.md claims). */
export interface LevelOption {
  level: SignatureMethod;
  label: string;
  proves: string;
}

export const LEVEL_OPTIONS: readonly LevelOption[] = [
  {
    level: 'password',
    label: 'Alle måter',
    proves: 'Viser at den som signerer, har kontroll over kontoen sin.',
  },
  {
    level: 'email-code',
    label: 'Engangskode på e-post eller BankID',
    proves: 'Viser at den som signerer, har kontroll over den bekreftede e-postadressen sin.',
  },
  {
    level: 'eid',
    label: 'BankID',
    proves: 'Navn og fødselsdato blir bekreftet med BankID når hver part signerer.',
  },
];

/** The level in force: absent and `password` both mean any way. */
export function requiredLevelOf(level: SignatureMethod | null | undefined): SignatureMethod {
  return level ?? 'password';
}

/** «Krav til signering: BankID» for everyone, or null when any way will do. */
export function requirementText(level: SignatureMethod | null | undefined): string | null {
  if (level === 'eid') return 'Krav til signering: BankID';
  if (level === 'email-code') return 'Krav til signering: engangskode på e-post eller BankID';
  return null;
}

/**
 * The options the initiator sees: BankID only where it is offered here (the server refuses to require it
 * otherwise), or when it is already required, so the choice in force is never missing from the list.
 */
export function levelOptions(eidAvailable: boolean, current: SignatureMethod): LevelOption[] {
  return LEVEL_OPTIONS.filter((o) => o.level !== 'eid' || eidAvailable || current === 'eid');
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

/** The hint beside the choice: shown for a loan while BankID can be required and is not. */
export const LOAN_HINT =
  'Forslag: Avtalen gjelder et lån av penger. Med BankID blir navnet og fødselsdatoen til hver part bekreftet, så det er lettere å vise hvem som har signert.';

export function showLoanHint(loan: boolean, eidAvailable: boolean, current: SignatureMethod): boolean {
  return loan && eidAvailable && current !== 'eid';
}
