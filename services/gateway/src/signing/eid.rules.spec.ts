import { eidReturnPath } from './eid.rules';

describe('eidReturnPath', () => {
  const id = '0b5e3c1e-3f5a-4c55-9a51-6d1f0f6e2a10';

  it("sends the browser to the agreement's result page with how the signing ended, as a code only", () => {
    expect(eidReturnPath(id, { signed: true })).toBe(`/avtale/${id}/ferdig?bankid=signert`);
    expect(eidReturnPath(id, { cancelled: true })).toBe(`/avtale/${id}/ferdig?bankid=avbrutt`);
    expect(eidReturnPath(id, { code: 'IDENTITY_MISMATCH' })).toBe(
      `/avtale/${id}/ferdig?bankid=feil&kode=IDENTITY_MISMATCH`,
    );
  });

  it('goes to the front page when the session does not name an agreement, or names no id', () => {
    expect(eidReturnPath(undefined, { signed: true })).toBe('/?bankid=signert');
    expect(eidReturnPath('//evil.example', { cancelled: true })).toBe('/?bankid=avbrutt');
  });
});
