import { meetsSignatureLevel, SIGNATURE_LEVEL_ORDER } from '@avtalt/contracts';
import { i18n } from '../../i18n/i18n';
import { dialogLevelLine, meetsLevel, offeredProofs } from './signing-proofs.rules';
import './signing-dialog/texts';

const dialogT = i18n.getFixedT('nb', 'resultSigningDialog');

describe('the ways the signing dialog offers under a required level', () => {
  it("orders the levels as the contracts do (the server's check)", () => {
    for (const method of SIGNATURE_LEVEL_ORDER)
      for (const required of SIGNATURE_LEVEL_ORDER)
        expect(meetsLevel(method, required)).toBe(meetsSignatureLevel(method, required));
  });

  it('offers every way when nothing is required', () => {
    expect(offeredProofs(undefined, true)).toEqual({ eid: true, code: true, password: true });
    expect(offeredProofs('password', false)).toEqual({ eid: false, code: true, password: true });
    expect(dialogLevelLine(undefined, true, dialogT)).toBeNull();
    expect(dialogLevelLine('password', false, dialogT)).toBeNull();
  });

  it('offers BankID and the mailed code, not the password, when a code is required', () => {
    expect(offeredProofs('email-code', true)).toEqual({ eid: true, code: true, password: false });
    expect(offeredProofs('email-code', false)).toEqual({ eid: false, code: true, password: false });
    expect(dialogLevelLine('email-code', true, dialogT)).toEqual({
      text: 'Avtalen krever BankID eller engangskode på e-post.',
      blocked: false,
    });
  });

  it('offers only BankID when it is required', () => {
    expect(offeredProofs('eid', true)).toEqual({ eid: true, code: false, password: false });
    expect(dialogLevelLine('eid', true, dialogT)).toEqual({
      text: 'Avtalen krever at alle signerer med BankID.',
      blocked: false,
    });
  });

  it('says that the agreement cannot be signed here when BankID is required and not offered', () => {
    expect(offeredProofs('eid', false)).toEqual({ eid: false, code: false, password: false });
    expect(dialogLevelLine('eid', false, dialogT)).toEqual({
      text: expect.stringMatching(
        /BankID er ikke tilgjengelig her\. Avtalen kan derfor ikke signeres her nå\./,
      ),
      blocked: true,
    });
  });
});
