import type { Agreement } from '@avtalt/contracts';
import { i18n } from '../../i18n/i18n';
import {
  allLevelOptions,
  canChooseLevel,
  isMoneyLoan,
  levelOptions,
  requiredLevelOf,
  requirementText,
  showLoanHint,
} from './signature-level.rules';
import './texts';

const nbT = i18n.getFixedT('nb', 'result');

const agreement = (over: Partial<Agreement> = {}) =>
  ({ isInitiator: true, status: 'completed', youAreObserver: false, document: null, ...over }) as Pick<
    Agreement,
    'isInitiator' | 'status' | 'youAreObserver' | 'document'
  >;
const unsigned = { status: 'unsigned', enabled: true } as const;

describe('the level every party must sign with (result page)', () => {
  it('states a requirement to everyone only when there is one', () => {
    expect(requirementText('eid', nbT)).toBe('Krav til signering: BankID');
    expect(requirementText('email-code', nbT)).toBe('Krav til signering: engangskode på e-post eller BankID');
    expect(requirementText('password', nbT)).toBeNull();
    expect(requirementText(undefined, nbT)).toBeNull();
    expect(requiredLevelOf(undefined)).toBe('password');
  });

  it('offers the three levels, each with one sentence that claims no more than the level proves', () => {
    expect(allLevelOptions(nbT).map((o) => o.label)).toEqual([
      'Alle måter',
      'Engangskode på e-post eller BankID',
      'BankID',
    ]);
    const proves = Object.fromEntries(allLevelOptions(nbT).map((o) => [o.level, o.proves]));
    expect(proves.eid).toMatch(/Navn og fødselsdato blir bekreftet med BankID/);
    expect(proves['email-code']).toMatch(/kontroll over den bekreftede e-postadressen/);
    expect(proves.password).toMatch(/kontroll over kontoen/);
    // Only BankID verifies who someone is.
    expect(proves.password).not.toMatch(/bekreftet|identitet/);
    expect(proves['email-code']).not.toMatch(/navn|fødselsdato|identitet/i);
  });

  it('offers BankID only where it is available, or when it is already the requirement', () => {
    expect(levelOptions(true, 'password', nbT).map((o) => o.level)).toEqual([
      'password',
      'email-code',
      'eid',
    ]);
    expect(levelOptions(false, 'password', nbT).map((o) => o.level)).toEqual(['password', 'email-code']);
    expect(levelOptions(false, 'eid', nbT).map((o) => o.level)).toEqual(['password', 'email-code', 'eid']);
  });

  it('lets only the initiator choose, while nobody has signed and the agreement is open or completed', () => {
    expect(canChooseLevel(agreement(), unsigned)).toBe(true);
    expect(canChooseLevel(agreement({ status: 'in_progress' }), undefined)).toBe(true);
    expect(canChooseLevel(agreement({ status: 'pending' }), undefined)).toBe(true);
    expect(canChooseLevel(agreement({ isInitiator: false }), unsigned)).toBe(false);
    expect(canChooseLevel(agreement({ youAreObserver: true }), unsigned)).toBe(false);
    expect(canChooseLevel(agreement({ status: 'signed' }), undefined)).toBe(false);
    expect(canChooseLevel(agreement({ status: 'disagreement' }), undefined)).toBe(false);
    // Someone has signed (the text is frozen), or it is not known yet whether anyone has.
    expect(canChooseLevel(agreement(), { status: 'signing', enabled: true })).toBe(false);
    expect(canChooseLevel(agreement(), undefined)).toBe(false);
    // Signing turned off: there is nothing to choose for.
    expect(canChooseLevel(agreement(), { status: 'unsigned', enabled: false })).toBe(false);
    // A plan is never signed.
    const plan = { kind: 'plan', heading: null, termClause: null, disputeClause: null } as const;
    expect(canChooseLevel(agreement({ document: plan }), unsigned)).toBe(false);
  });

  it("knows a loan of money by the loan's signing note or its heading, and suggests BankID for it", () => {
    const doc = { kind: 'agreement', heading: null, termClause: null, disputeClause: null } as const;
    const note = { id: 'lan-ikke-tvangsgrunnlag', title: 't', text: 't', source: 's' };
    expect(isMoneyLoan({ document: { ...doc, signingNotes: [note] } })).toBe(true);
    expect(isMoneyLoan({ document: { ...doc, heading: 'Låneavtale' } })).toBe(true);
    expect(isMoneyLoan({ document: { ...doc, heading: 'Samboeravtale' } })).toBe(false);
    expect(isMoneyLoan({ document: null })).toBe(false);
    expect(showLoanHint(true, true, 'password')).toBe(true);
    expect(showLoanHint(true, true, 'eid')).toBe(false);
    expect(showLoanHint(true, false, 'password')).toBe(false);
    expect(showLoanHint(false, true, 'password')).toBe(false);
  });
});
