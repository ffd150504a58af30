import {
  type Caller,
  ErrorCode,
  MAX_SIGNING_ATTEMPTS,
  MAX_SIGNING_CODES,
  MAX_WRONG_SIGNING_PASSWORDS_PER_USER,
  partiesWithoutBirthDateText,
  SigningMessages,
  signaturesViewSchema,
  signerLevelText,
} from '@avtalt/contracts';
import { createHash } from 'node:crypto';
import type { ParticipantRow } from '../agreements/agreement.rows';
import { norwegianDate } from '../agreements/party-details.rules';
import {
  attemptsRefusal,
  codeHash,
  emailRefusal,
  codesRefusal,
  frozenRefusal,
  identityRefusal,
  levelOf,
  passwordGuessesRefusal,
  type SignatureRow,
  type SigningState,
  sameName,
  signaturesView,
  signRefusal,
  statusAfterSigning,
  textSha256,
  textToSign,
  trailRefusal,
  voidRefusal,
} from './signing.rules';
import { capacityRefusal, isAdultOn, partiesCapacityRefusal } from './capacity.rules';

const now = new Date('2026-11-25T10:00:00Z');
const ola: Caller = { id: '11111111-1111-4111-8111-111111111111', name: 'Ola Nordmann', anonymous: false };
const kari: Caller = { id: '22222222-2222-4222-8222-222222222222', name: 'Kari Nordmann', anonymous: false };
const per: Caller = { id: '33333333-3333-4333-8333-333333333333', name: 'Per Hansen', anonymous: false };
const visitor: Caller = { id: 'anon-1', name: 'Besøkende', anonymous: true };

const party = (caller: Caller, id: string): ParticipantRow => ({
  id,
  userId: caller.id,
  userName: caller.name,
  isAnonymous: caller.anonymous,
  joinedAt: now,
  removedInRound: null,
  birthDate: '1980-01-01',
  address: null,
});
const parties = [
  party(ola, 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa'),
  party(kari, 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb'),
];
const html = '<h1>Samboeravtale</h1><p>Æ ø å</p>';
const signature = (p: ParticipantRow): SignatureRow => ({
  id: 'cccccccc-cccc-4ccc-8ccc-cccccccccccc',
  participantId: p.id,
  userId: p.userId,
  name: p.userName,
  method: 'email-code',
  ipAddress: '127.0.0.1',
  userAgent: 'UA',
  textSha256: textSha256(html),
  signedAt: now,
  voidedAt: null,
  codeSentTo: 'o***@example.no',
  emailConfirmed: true,
  eid: null,
});

function state(over: Partial<SigningState['agreement']> = {}, signatures: SignatureRow[] = []): SigningState {
  return {
    agreement: { status: 'completed', legalText: html, frozenText: null, frozenTextSha256: null, ...over },
    parties,
    signatures,
  };
}
const frozen = (signatures: SignatureRow[]) =>
  state({ frozenText: html, frozenTextSha256: textSha256(html) }, signatures);

describe('the text to sign', () => {
  it('is the stored final text, hashed over its UTF-8 bytes, until someone signs; then the frozen copy', () => {
    expect(textSha256(html)).toBe(createHash('sha256').update(Buffer.from(html, 'utf8')).digest('hex'));
    expect(textToSign(state())).toEqual({ html, sha256: textSha256(html) });
    const changedAfterwards = state({
      legalText: '<p>Noe annet</p>',
      frozenText: html,
      frozenTextSha256: textSha256(html),
    });
    expect(textToSign(changedAfterwards)).toEqual({ html, sha256: textSha256(html) });
    expect(textToSign(state({ legalText: null }))).toBeNull();
    expect(textToSign(state({ status: 'in_progress' }))).toBeNull();
  });
});

describe('who may sign', () => {
  it('a party of a completed agreement with its text, once', () => {
    expect(signRefusal(state(), ola)).toBeNull();
    expect(signRefusal(state(), ola, textSha256(html))).toBeNull();
    expect(signRefusal(frozen([signature(parties[0])]), ola)).toMatchObject({ code: ErrorCode.Conflict });
    expect(signRefusal(frozen([signature(parties[0])]), kari)).toBeNull();
  });

  it('refuses a visitor (401), a non-party (403), an agreement without final text (409)', () => {
    expect(signRefusal(state(), visitor)?.code).toBe(ErrorCode.LoginRequired);
    expect(signRefusal(state(), per)?.code).toBe(ErrorCode.NotParticipant);
    expect(signRefusal(state({ legalText: null }), ola)?.code).toBe(ErrorCode.Conflict);
    expect(signRefusal(state({ status: 'in_progress' }), ola)?.code).toBe(ErrorCode.Conflict);
    expect(signRefusal(state({ status: 'signed' }), ola)?.code).toBe(ErrorCode.Conflict);
  });

  it('refuses a plan (409): a plan is not a binding agreement; canSign is false for it', () => {
    const plan = state({ document: { kind: 'plan', heading: null, termClause: null, disputeClause: null } });
    expect(signRefusal(plan, ola)).toEqual({
      code: ErrorCode.Conflict,
      message: SigningMessages.planNotSignable,
    });
    expect(signRefusal(plan, ola, textSha256(html))?.code).toBe(ErrorCode.Conflict);
    expect(signaturesView(plan, ola, { enabled: true, pdfSha256: null, voidedAt: null }).canSign).toBe(false);
    expect(
      signRefusal(
        state({ document: { kind: 'agreement', heading: null, termClause: null, disputeClause: null } }),
        ola,
      ),
    ).toBeNull();
    expect(signRefusal(state({ document: null }), ola)).toBeNull();
  });

  it('refuses a text the signer did not read (409 TEXT_CHANGED)', () => {
    expect(signRefusal(state(), ola, 'f'.repeat(64))?.code).toBe(ErrorCode.TextChanged);
  });

  it('the last party to sign makes it signed', () => {
    expect(statusAfterSigning(state(), { participantId: parties[0].id, role: 'party' })).toBe('completed');
    expect(
      statusAfterSigning(frozen([signature(parties[0])]), { participantId: parties[1].id, role: 'party' }),
    ).toBe('signed');
  });
});

describe('voiding and freezing', () => {
  it('a party may void once someone signed, not before and not once everyone has', () => {
    expect(voidRefusal(frozen([signature(parties[0])]), kari)).toBeNull();
    expect(voidRefusal(state(), kari)?.code).toBe(ErrorCode.Conflict);
    expect(voidRefusal(frozen([signature(parties[0])]), per)?.code).toBe(ErrorCode.NotParticipant);
    expect(
      voidRefusal(
        {
          ...frozen([signature(parties[0]), signature(parties[1])]),
          agreement: { ...frozen([]).agreement, status: 'signed' },
        },
        ola,
      )?.code,
    ).toBe(ErrorCode.Conflict);
  });

  it('a frozen or signed agreement refuses changes (409 AGREEMENT_FROZEN)', () => {
    expect(frozenRefusal({ status: 'completed', frozenTextSha256: null })).toBeNull();
    expect(frozenRefusal({ status: 'completed', frozenTextSha256: 'a'.repeat(64) })?.code).toBe(
      ErrorCode.AgreementFrozen,
    );
    expect(frozenRefusal({ status: 'signed', frozenTextSha256: 'a'.repeat(64) })?.code).toBe(
      ErrorCode.AgreementFrozen,
    );
  });
});

describe('limits and codes', () => {
  it('refuses the attempt after MAX_SIGNING_ATTEMPTS wrong ones and the code after MAX_SIGNING_CODES', () => {
    expect(attemptsRefusal(MAX_SIGNING_ATTEMPTS - 1)).toBeNull();
    expect(attemptsRefusal(MAX_SIGNING_ATTEMPTS)?.code).toBe(ErrorCode.RateLimited);
    expect(codesRefusal(MAX_SIGNING_CODES - 1)).toBeNull();
    expect(codesRefusal(MAX_SIGNING_CODES)?.code).toBe(ErrorCode.RateLimited);
  });

  it('refuses a password after MAX_WRONG_SIGNING_PASSWORDS_PER_USER wrong ones over all agreements (429)', () => {
    expect(passwordGuessesRefusal(MAX_WRONG_SIGNING_PASSWORDS_PER_USER - 1)).toBeNull();
    expect(passwordGuessesRefusal(MAX_WRONG_SIGNING_PASSWORDS_PER_USER)).toEqual({
      code: ErrorCode.RateLimited,
      message: SigningMessages.tooManyAttempts,
    });
  });

  it('a code is stored only as a salted hash', () => {
    expect(codeHash('salt', '123456')).toMatch(/^[0-9a-f]{64}$/);
    expect(codeHash('salt', '123456')).not.toBe(codeHash('other', '123456'));
    expect(codeHash('salt', '123456')).not.toContain('123456');
  });
});

describe('capacity (issue 31, vergemålsloven § 9)', () => {
  it('is 18 from the 18th birthday on, by the date in Norway', () => {
    expect(isAdultOn('2008-11-29', '2026-11-28')).toBe(false);
    expect(isAdultOn('2008-11-29', '2026-11-29')).toBe(true);
    expect(isAdultOn('2008-11-29', '2027-01-01')).toBe(true);
    expect(isAdultOn('2008-12-31', '2026-12-30')).toBe(false);
    expect(isAdultOn('2008-01-01', '2026-01-01')).toBe(true);
  });

  it('born on 29 February: of age on 1 March (the 18th year after a leap year never has a 29 February)', () => {
    // 2008 + 18 = 2026 (no 29 February): 28 February is still too early.
    expect(isAdultOn('2008-02-29', '2026-02-28')).toBe(false);
    expect(isAdultOn('2008-02-29', '2026-03-01')).toBe(true);
    // 2010 + 18 = 2028 (a leap year): the birthday itself.
    expect(isAdultOn('2012-02-29', '2030-02-28')).toBe(false);
    expect(isAdultOn('2012-02-29', '2030-03-01')).toBe(true);
    expect(isAdultOn('2000-02-29', '2018-03-01')).toBe(true);
    expect(isAdultOn('1996-02-29', '2014-02-28')).toBe(false);
    expect(isAdultOn('1992-02-29', '2010-02-28')).toBe(false);
    expect(isAdultOn('1988-02-29', '2006-03-01')).toBe(true);
  });

  it('uses the day in Europe/Oslo: 23:30 UTC on the day before the birthday is already the birthday in Norway', () => {
    const lateEvening = new Date('2026-11-28T23:30:00Z');
    expect(norwegianDate(lateEvening)).toBe('2026-11-29');
    expect(capacityRefusal({ birthDate: '2008-11-29' }, null, norwegianDate(lateEvening))).toBeNull();
    expect(
      capacityRefusal({ birthDate: '2008-11-29' }, null, norwegianDate(new Date('2026-11-28T22:30:00Z'))),
    ).toEqual({
      code: ErrorCode.UnderAge,
      message: SigningMessages.underAge,
    });
  });

  it('needs a date of birth for an agreement, not for a plan; an unconfirmed address is refused', () => {
    expect(capacityRefusal({ birthDate: null }, null, '2026-11-29')).toEqual({
      code: ErrorCode.BirthDateRequired,
      message: SigningMessages.birthDateRequired,
    });
    expect(
      capacityRefusal(
        { birthDate: null },
        { kind: 'plan', heading: null, termClause: null, disputeClause: null },
        '2026-11-29',
      ),
    ).toBeNull();
    expect(emailRefusal(false)).toEqual({
      code: ErrorCode.EmailNotConfirmed,
      message: SigningMessages.emailNotConfirmed,
    });
    expect(emailRefusal(true)).toBeNull();
  });
});

describe('every party before the first signature (issue 31 review)', () => {
  const withBirthDates = (
    ola: string | null,
    kari: string | null,
    signatures: SignatureRow[] = [],
  ): SigningState => ({
    ...state({}, signatures),
    parties: [
      { ...parties[0], birthDate: ola },
      { ...parties[1], birthDate: kari },
    ],
  });
  it('names the parties without a date of birth (never a date), says a party is under 18 without naming whom', () => {
    expect(partiesCapacityRefusal(withBirthDates('1980-01-01', null), parties[0].id, '2026-11-29')).toEqual({
      code: ErrorCode.PartyDetailsMissing,
      message: partiesWithoutBirthDateText(['Kari Nordmann']),
    });
    expect(partiesWithoutBirthDateText(['Kari Nordmann'])).toBe(
      'Alle parter må ha oppgitt fødselsdato før noen kan signere. Det mangler for: Kari Nordmann.',
    );
    const minor = partiesCapacityRefusal(
      withBirthDates('1980-01-01', '2010-03-04'),
      parties[0].id,
      '2026-11-29',
    );
    expect(minor).toEqual({ code: ErrorCode.PartyDetailsMissing, message: SigningMessages.partyUnderAge });
    expect(minor!.message).not.toContain('Kari');
    expect(minor!.message).not.toContain('2010');
  });
  it("leaves the caller's own date of birth to capacityRefusal, a plan alone, and a text someone has signed to each party's own rule", () => {
    expect(
      partiesCapacityRefusal(withBirthDates(null, '1985-01-01'), parties[0].id, '2026-11-29'),
    ).toBeNull();
    expect(
      partiesCapacityRefusal(withBirthDates('1980-01-01', '1985-01-01'), parties[0].id, '2026-11-29'),
    ).toBeNull();
    const plan = {
      ...withBirthDates('1980-01-01', null),
      agreement: {
        ...state().agreement,
        document: { kind: 'plan' as const, heading: null, termClause: null, disputeClause: null },
      },
    };
    expect(partiesCapacityRefusal(plan, parties[0].id, '2026-11-29')).toBeNull();
    expect(
      partiesCapacityRefusal(
        withBirthDates('1980-01-01', null, [signature(parties[0])]),
        parties[0].id,
        '2026-11-29',
      ),
    ).toBeNull();
  });
  it('a trail that could never be sealed: 409 AUDIT_TRAIL_INVALID with what to do', () => {
    expect(trailRefusal(null)).toBeNull();
    expect(trailRefusal({ seq: 2, reason: 'start' })).toEqual({
      code: ErrorCode.AuditTrailInvalid,
      message: SigningMessages.auditTrailTooOld,
    });
    expect(trailRefusal({ seq: null, reason: 'empty' })).toEqual({
      code: ErrorCode.AuditTrailInvalid,
      message: SigningMessages.auditTrailTooOld,
    });
    expect(trailRefusal({ seq: 5, reason: 'signatures' })).toEqual({
      code: ErrorCode.AuditTrailInvalid,
      message: SigningMessages.auditSignaturesOutdated,
    });
    expect(trailRefusal({ seq: 3, reason: 'hash' })).toEqual({
      code: ErrorCode.AuditTrailInvalid,
      message: SigningMessages.auditTrailInvalid,
    });
  });
});

describe('the view', () => {
  it('lists the parties with their signatures; the caller may sign or void as the rules say', () => {
    const view = signaturesView(frozen([signature(parties[0])]), kari, {
      enabled: true,
      pdfSha256: null,
      voidedAt: null,
    });
    expect(signaturesViewSchema.parse(view)).toEqual(view);
    expect(view).toMatchObject({
      status: 'signing',
      textSha256: textSha256(html),
      canSign: true,
      canVoid: true,
    });
    expect(view.parties).toEqual([
      {
        participantId: parties[0].id,
        name: 'Ola Nordmann',
        isYou: false,
        signedAt: now.toISOString(),
        method: 'email-code',
        level: { method: 'email-code', emailConfirmed: true, codeSentTo: 'o***@example.no' },
      },
      {
        participantId: parties[1].id,
        name: 'Kari Nordmann',
        isYou: true,
        signedAt: null,
        method: null,
        level: null,
      },
    ]);
    // Kari has not signed: no evidence of hers; Ola's IP address and browser are never in her view.
    expect(view.yourEvidence).toBeNull();
    expect(JSON.stringify(view)).not.toContain('127.0.0.1');
    expect(view).toMatchObject({ signBlocker: null, signingNotes: [] });
  });

  it("shows the caller's own evidence only, the topic's signing notes, and why the caller cannot sign", () => {
    const notes = [
      {
        id: 'lan-ikke-eksigibelt',
        title: 'Ikke tvangsgrunnlag',
        text: 'Et lån i Avtalt kan ikke inndrives uten dom.',
        source: 'tvangsfullbyrdelsesloven § 7-2',
      },
    ];
    const withNotes = (sigs: SignatureRow[]) => ({
      ...frozen(sigs),
      agreement: {
        ...frozen(sigs).agreement,
        document: {
          kind: 'agreement' as const,
          heading: null,
          termClause: null,
          disputeClause: null,
          signingNotes: notes,
        },
      },
    });
    const mine = signaturesView(withNotes([signature(parties[0])]), ola, {
      enabled: true,
      pdfSha256: null,
      voidedAt: null,
    });
    expect(mine.yourEvidence).toEqual({
      signedAt: now.toISOString(),
      ipAddress: '127.0.0.1',
      userAgent: 'UA',
    });
    expect(mine.signingNotes).toEqual(notes);
    const blocked = signaturesView(withNotes([signature(parties[0])]), kari, {
      enabled: true,
      pdfSha256: null,
      voidedAt: null,
      blocker: { code: ErrorCode.UnderAge, message: SigningMessages.underAge },
    });
    expect(signaturesViewSchema.parse(blocked)).toEqual(blocked);
    expect(blocked).toMatchObject({
      canSign: false,
      signBlocker: { code: 'UNDER_AGE', message: SigningMessages.underAge },
      yourEvidence: null,
    });
    // A blocker is not shown when something else stops the caller (here: she has signed already).
    const signedAlready = signaturesView(withNotes([signature(parties[0])]), ola, {
      enabled: true,
      pdfSha256: null,
      voidedAt: null,
      blocker: { code: ErrorCode.EmailNotConfirmed, message: SigningMessages.emailNotConfirmed },
    });
    expect(signedAlready.signBlocker).toBeNull();
    // Review: another party's missing date of birth and a trail that could never be sealed are shown the same way.
    for (const blocker of [
      { code: ErrorCode.PartyDetailsMissing, message: partiesWithoutBirthDateText(['Ola Nordmann']) },
      { code: ErrorCode.AuditTrailInvalid, message: SigningMessages.auditTrailTooOld },
    ]) {
      const view = signaturesView(state(), kari, { enabled: true, pdfSha256: null, voidedAt: null, blocker });
      expect(signaturesViewSchema.parse(view)).toEqual(view);
      expect(view).toMatchObject({ canSign: false, signBlocker: blocker });
    }
  });

  it('with signing off: enabled false and no new signature, but existing signatures can still be voided', () => {
    const view = signaturesView(state(), ola, { enabled: false, pdfSha256: null, voidedAt: null });
    expect(view).toMatchObject({ enabled: false, status: 'unsigned', canSign: false, canVoid: false });
    const signing = signaturesView(frozen([signature(parties[0])]), kari, {
      enabled: false,
      pdfSha256: null,
      voidedAt: null,
    });
    expect(signing).toMatchObject({ enabled: false, status: 'signing', canSign: false, canVoid: true });
  });
});

describe('an eID signature', () => {
  it("takes the verified name as the party's when first and last name agree and every word is there", () => {
    expect(sameName('Kari Nordmann', 'Kari Elisabeth Nordmann')).toBe(true);
    expect(sameName('kari  nordmann', 'KARI NORDMANN')).toBe(true);
    expect(sameName('Anne-Lise Berg', 'Anne Lise Berg')).toBe(true);
    expect(sameName('Kari Nordmann', 'Karianne Nordmann')).toBe(false);
    expect(sameName('Kari Nordmann', 'Kari Nordmann Hansen')).toBe(false);
    expect(sameName('Kari Elisabeth Nordmann', 'Kari Nordmann')).toBe(false);
    expect(sameName('Ærlig Øye', 'ærlig øye')).toBe(true);
  });

  it("refuses a name or a verified date of birth that is not the party's, saying which", () => {
    const party = { userName: 'Kari Nordmann', birthDate: '1985-04-12' };
    expect(identityRefusal(party, { name: 'Kari Nordmann', birthDate: '1985-04-12' })).toBeNull();
    expect(identityRefusal(party, { name: 'Kari Nordmann', birthDate: null })).toBeNull();
    expect(identityRefusal(party, { name: 'Ola Nordmann', birthDate: '1985-04-12' })).toEqual({
      code: 'IDENTITY_MISMATCH',
      message: SigningMessages.identityNameMismatch,
    });
    expect(identityRefusal(party, { name: 'Kari Nordmann', birthDate: '1985-04-13' })).toEqual({
      code: 'IDENTITY_MISMATCH',
      message: SigningMessages.identityBirthDateMismatch,
    });
  });

  it('shows what the broker verified, and nothing of it on other signatures', () => {
    const eid = {
      method: 'BankID',
      broker: 'Signicat',
      acr: 'urn:signicat:oidc:method:nbid',
      birthDateVerified: true,
      issuer: 'https://megler.example',
      claimsSha256: 'c'.repeat(64),
      authenticatedAt: '2026-12-01T10:00:00.000Z',
    };
    const level = levelOf({ method: 'eid', emailConfirmed: true, codeSentTo: null, eid });
    expect(level).toEqual({
      method: 'eid',
      emailConfirmed: true,
      codeSentTo: null,
      eid: { method: 'BankID', broker: 'Signicat', birthDateVerified: true, acr: eid.acr },
    });
    expect(signerLevelText(level)).toBe(
      'Navn og fødselsdato bekreftet med BankID via Signicat; signert etter innlogging med BankID.',
    );
    expect(signerLevelText({ ...level, eid: { ...level.eid!, birthDateVerified: false } })).toBe(
      'Navn bekreftet med BankID via Signicat, fødselsdato oppgitt av parten; signert etter innlogging med BankID.',
    );
    expect(
      levelOf({ method: 'password', emailConfirmed: true, codeSentTo: null, eid: null }),
    ).not.toHaveProperty('eid');
  });
});
