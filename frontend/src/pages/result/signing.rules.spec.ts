import type { SignaturesView } from '@avtalt/contracts';
import { i18n } from '../../i18n/i18n';
import {
  codeSentText,
  evidenceText,
  formatSignedAt,
  levelLine,
  isCompleteCode,
  normalizeCode,
  partyLine,
  showSignatures,
  signAction,
  signedAtText,
  signingFailure,
  signingSummary,
  signerKey,
  signerLabel,
  eidNote,
  eidOutcome,
} from './signing.rules';
import './signing-dialog/texts';
import './texts';

const nbT = i18n.getFixedT('nb', 'result');
const dialogT = i18n.getFixedT('nb', 'resultSigningDialog');

const party = (name: string, signedAt: string | null, method: 'email-code' | 'password' | null = null) => ({
  participantId: '6f1c2a8e-0000-4000-8000-00000000000' + name.length,
  name,
  isYou: false,
  signedAt,
  method,
  level: null,
});

const view = (over: Partial<SignaturesView> = {}): SignaturesView => ({
  enabled: true,
  status: 'unsigned',
  textSha256: 'a'.repeat(64),
  pdfSha256: null,
  canSign: true,
  canVoid: false,
  parties: [party('Kari Nordmann', null), party('Ola Hansen', null)],
  voidedAt: null,
  signBlocker: null,
  signingNotes: [],
  yourEvidence: null,
  ...over,
});

describe('signAction', () => {
  it('hides the button where signing is not offered (a plan, a visitor, an open agreement)', () => {
    expect(signAction({ offered: false, view: view(), loading: false })).toBe('hidden');
  });

  it('hides the button from a logged-in visitor who is no party (403) or whose login ended (401)', () => {
    expect(signAction({ offered: true, view: undefined, loading: false, failedStatus: 403 })).toBe('hidden');
    expect(signAction({ offered: true, view: undefined, loading: false, failedStatus: 401 })).toBe('hidden');
    expect(signAction({ offered: true, view: undefined, loading: false, failedStatus: 503 })).toBe('toast');
  });

  it("shows today's toast when the operator turned signing off, or its state could not be read", () => {
    expect(
      signAction({ offered: true, view: view({ enabled: false, canSign: false }), loading: false }),
    ).toBe('toast');
    expect(signAction({ offered: true, view: undefined, loading: false })).toBe('toast');
  });

  it('waits while the state loads, opens the dialog when the caller may sign, hides it once signed', () => {
    expect(signAction({ offered: true, view: undefined, loading: true })).toBe('wait');
    expect(signAction({ offered: true, view: view(), loading: false })).toBe('dialog');
    expect(
      signAction({ offered: true, view: view({ canSign: false, status: 'signing' }), loading: false }),
    ).toBe('hidden');
  });

  it('opens the dialog when something the caller can fix blocks the signature, so it can say what (issue 31)', () => {
    const blocker = { code: 'EMAIL_NOT_CONFIRMED' as const, message: 'Bekreft adressen.' };
    expect(
      signAction({ offered: true, view: view({ canSign: false, signBlocker: blocker }), loading: false }),
    ).toBe('dialog');
    expect(
      signAction({
        offered: true,
        view: view({ enabled: false, canSign: false, signBlocker: blocker }),
        loading: false,
      }),
    ).toBe('toast');
  });
});

describe("what a signature proved, and the caller's own evidence (issue 31)", () => {
  it("writes the level in the contracts' one sentence, nothing before the party has signed", () => {
    expect(levelLine({ level: null })).toBeNull();
    expect(
      levelLine({ level: { method: 'email-code', emailConfirmed: true, codeSentTo: 'k***@example.no' } }),
    ).toBe(
      'Navn og fødselsdato oppgitt av parten; e-postadressen bekreftet; signert med engangskode sendt til k***@example.no.',
    );
    expect(levelLine({ level: { method: 'password', emailConfirmed: false, codeSentTo: null } })).toBe(
      'Navn og fødselsdato oppgitt av parten; e-postadressen ikke bekreftet; signert med passord.',
    );
  });

  it('tells the caller which IP address and browser were recorded, and that only they see it', () => {
    expect(
      evidenceText(
        { signedAt: '2026-11-25T07:15:00.000Z', ipAddress: '203.0.113.7', userAgent: 'Firefox' },
        nbT,
      ),
    ).toBe(
      'Din IP-adresse og nettleser ble registrert da du signerte 25. november 2026 kl. 08:15: 203.0.113.7, Firefox. Bare du ser dette; de andre partene og PDF-en får det ikke.',
    );
  });
});

describe('showSignatures', () => {
  it('shows the card once someone signed or the signatures were voided, never with signing off', () => {
    expect(showSignatures(view())).toBe(false);
    expect(showSignatures(view({ status: 'signing' }))).toBe(true);
    expect(showSignatures(view({ status: 'signed' }))).toBe(true);
    expect(showSignatures(view({ voidedAt: '2026-11-25T08:00:00.000Z' }))).toBe(true);
    // SIGNING=off: existing signatures stay visible (and can be voided); a past void is not news then.
    expect(showSignatures(view({ enabled: false, status: 'signing' }))).toBe(true);
    expect(showSignatures(view({ enabled: false, status: 'signed' }))).toBe(true);
    expect(showSignatures(view({ enabled: false, voidedAt: '2026-11-25T08:00:00.000Z' }))).toBe(false);
    expect(showSignatures(undefined)).toBe(false);
  });
});

describe('signers and times', () => {
  it('writes the time in Norwegian, in Norwegian time', () => {
    expect(formatSignedAt('2026-11-25T07:15:00.000Z')).toBe('25. november 2026 kl. 08:15');
    expect(formatSignedAt('2026-07-01T22:30:00.000Z')).toBe('2. juli 2026 kl. 00:30');
    expect(formatSignedAt('not a date')).toBe('');
  });

  it('writes a moment in the language in use, in Norwegian time', async () => {
    expect(signedAtText('2026-07-01T22:30:00.000Z', nbT)).toBe('2. juli 2026 kl. 00:30');
    expect(signedAtText('not a date', nbT)).toBe('');
    try {
      await i18n.changeLanguage('nn');
      expect(signedAtText('2026-11-25T07:15:00.000Z', i18n.getFixedT('nn', 'result'))).toBe(
        '25. november 2026 kl. 08:15',
      );
      await i18n.changeLanguage('en');
      expect(signedAtText('2026-11-25T07:15:00.000Z', i18n.getFixedT('en', 'result'))).toBe(
        '25 November 2026 at 08:15',
      );
    } finally {
      await i18n.changeLanguage('nb');
    }
  });

  it('says who signed, when and how', () => {
    expect(partyLine(party('Kari Nordmann', '2026-11-25T07:15:00.000Z', 'email-code'), nbT)).toBe(
      'Signert 25. november 2026 kl. 08:15 med engangskode på e-post',
    );
    expect(partyLine(party('Ola Hansen', '2026-11-25T07:20:00.000Z', 'password'), nbT)).toBe(
      'Signert 25. november 2026 kl. 08:20 med passord',
    );
    expect(partyLine(party('Ola Hansen', null), nbT)).toBe('Har ikke signert ennå');
  });

  it('sums up how many have signed', () => {
    expect(signingSummary(view(), nbT)).toBe('Ingen har signert ennå');
    expect(
      signingSummary(
        view({
          status: 'signing',
          parties: [
            party('Kari Nordmann', '2026-11-25T07:15:00.000Z', 'password'),
            party('Ola Hansen', null),
          ],
        }),
        nbT,
      ),
    ).toBe('Signert av 1 av 2 parter');
    expect(
      signingSummary(
        view({
          status: 'signed',
          parties: [
            party('Kari Nordmann', '2026-11-25T07:15:00.000Z', 'password'),
            party('Ola Hansen', '2026-11-25T07:16:00.000Z', 'email-code'),
          ],
        }),
        nbT,
      ),
    ).toBe('Signert av alle (2 av 2)');
  });

  it('shows a guardian as the guardian of the party under 18, in a row of its own', () => {
    const siri = { ...party('Siri Ung', null), participantId: 'c0ffee00-0000-4000-8000-00000000051a' };
    const mona = {
      ...siri,
      name: 'Mona Ung',
      role: 'guardian' as const,
      guardianFor: 'Siri Ung',
      signedAt: '2026-11-25T07:15:00.000Z',
    };
    expect(signerLabel(siri, nbT)).toBe('Siri Ung');
    expect(signerLabel({ ...siri, isYou: true }, nbT)).toBe('Siri Ung (deg)');
    expect(signerLabel(mona, nbT)).toBe('Mona Ung (verge for Siri Ung)');
    expect(signerLabel({ ...mona, isYou: true }, nbT)).toBe('Mona Ung (verge for Siri Ung) (deg)');
    // The same participant id: the keys differ by role.
    expect(signerKey(siri)).not.toBe(signerKey(mona));
    expect(signerKey({ ...siri, role: 'party' })).toBe(signerKey(siri));
    const parties = [party('Ola Hansen', null), siri, mona];
    expect(signingSummary(view({ status: 'signing', parties }), nbT)).toBe(
      'Signert av 1 av 3 (parter og verge)',
    );
    expect(
      signingSummary(
        view({ status: 'signed', parties: parties.map((p) => ({ ...p, signedAt: mona.signedAt })) }),
        nbT,
      ),
    ).toBe('Signert av alle (3 av 3)');
  });
});

describe('the code', () => {
  it('accepts six digits, with the spaces or dashes a mail client may add', () => {
    expect(normalizeCode(' 123 456 ')).toBe('123456');
    expect(isCompleteCode('123-456')).toBe(true);
    expect(isCompleteCode('12345')).toBe(false);
    expect(isCompleteCode('12345a')).toBe(false);
    expect(isCompleteCode('1234567')).toBe(false);
  });

  it('says where the code went and until when it is valid', () => {
    expect(
      codeSentText({ maskedEmail: 'k***@example.no', expiresAt: '2026-11-25T07:25:00.000Z' }, dialogT),
    ).toBe('Vi har sendt en kode på 6 sifre til k***@example.no. Koden gjelder til kl. 08:25.');
  });
});

describe('signingFailure', () => {
  const fail = (status: number | null, code: string | null, serverMessage: string | null = null) => ({
    status,
    code,
    serverMessage,
  });

  it("shows the server's Norwegian message when it gave one", () => {
    expect(
      signingFailure(
        fail(422, 'INVALID_SIGNING_PROOF', 'Koden er feil eller utløpt. Be om en ny kode.'),
        'email-code',
        dialogT,
      ),
    ).toEqual({
      message: 'Koden er feil eller utløpt. Be om en ny kode.',
      textChanged: false,
    });
  });

  it('falls back to the contract messages by code and method', () => {
    expect(signingFailure(fail(422, 'INVALID_SIGNING_PROOF'), 'password', dialogT).message).toBe(
      'Feil passord',
    );
    expect(signingFailure(fail(422, 'INVALID_SIGNING_PROOF'), 'email-code', dialogT).message).toBe(
      'Koden er feil eller utløpt. Be om en ny kode.',
    );
    expect(signingFailure(fail(429, 'RATE_LIMITED'), 'email-code', dialogT).message).toBe(
      'For mange forsøk. Vent litt og prøv igjen.',
    );
    expect(signingFailure(fail(404, 'SIGNING_DISABLED'), 'password', dialogT).message).toBe(
      'Signering er ikke tilgjengelig ennå',
    );
  });

  it('marks a changed text, so the dialog shows the new one', () => {
    expect(signingFailure(fail(409, 'TEXT_CHANGED'), 'password', dialogT)).toEqual({
      message: 'Avtaleteksten er endret siden du åpnet den. Les den nye teksten før du signerer.',
      textChanged: true,
    });
  });

  it('marks what the caller must fix first, in Norwegian (issue 31)', () => {
    expect(signingFailure(fail(409, 'EMAIL_NOT_CONFIRMED'), 'email-code', dialogT)).toEqual({
      message:
        'Du må bekrefte e-postadressen din før du kan signere. Vi kan sende deg en ny bekreftelseslenke.',
      textChanged: false,
      blocker: 'EMAIL_NOT_CONFIRMED',
    });
    expect(signingFailure(fail(409, 'BIRTH_DATE_REQUIRED'), 'password', dialogT).blocker).toBe(
      'BIRTH_DATE_REQUIRED',
    );
    expect(signingFailure(fail(409, 'UNDER_AGE', 'Du må ha fylt 18 år.'), 'password', dialogT)).toEqual({
      message: 'Du må ha fylt 18 år.',
      textChanged: false,
      blocker: 'UNDER_AGE',
    });
    expect(signingFailure(fail(409, 'UNDER_AGE'), 'password', dialogT).message).toMatch(/vergemålsloven § 9/);
  });

  it('explains a lost login, a non-participant and a failure without a message', () => {
    expect(signingFailure(fail(401, 'UNAUTHORIZED'), 'password', dialogT).message).toBe(
      'Du må være logget inn for å signere. Logg inn og prøv igjen.',
    );
    expect(signingFailure(fail(403, 'FORBIDDEN'), 'password', dialogT).message).toBe(
      'Bare partene i avtalen kan signere den.',
    );
    expect(signingFailure(fail(null, null), 'password', dialogT).message).toBe(
      'Noe gikk galt. Prøv igjen senere.',
    );
  });
});

describe('eID signing texts', () => {
  it('says what «Signer med BankID» does, and what is missing before the consent', () => {
    expect(eidNote('BankID', 'Signicat', true, dialogT)).toBe(
      'Du logger inn med BankID via Signicat, som bekrefter navnet og fødselsdatoen din, og kommer tilbake hit signert.',
    );
    expect(eidNote('BankID', '', false, dialogT)).toMatch(
      /^Du logger inn med BankID, .*Kryss av for at du har lest avtalen først\.$/,
    );
  });

  it('turns the way back into a message from known codes only', () => {
    expect(eidOutcome('signert', null, nbT)).toMatchObject({ severity: 'success', refresh: true });
    expect(eidOutcome('avbrutt', null, nbT)).toMatchObject({ severity: 'info', refresh: false });
    expect(eidOutcome('feil', 'IDENTITY_MISMATCH', nbT)?.message).toMatch(
      /stemmer ikke med det du har oppgitt/,
    );
    expect(eidOutcome('feil', '<script>', nbT)?.message).toBe(
      'Signeringen med BankID gikk ikke. Avtalen er ikke signert. Prøv igjen.',
    );
    expect(eidOutcome(null, null, nbT)).toBeNull();
    expect(eidOutcome('noe annet', null, nbT)).toBeNull();
  });
});
