import { roleRefusal } from './printer.rules';

const base = {
  DOCUMENTS_ROLE: 'documents',
  PDF_PRINTER: 'local',
  SIGNING: 'on',
  SIGNING_P12: undefined,
  SIGNING_P12_PASSPHRASE: '',
  SIGNING_CERT_DIR: undefined,
  NODE_ENV: 'development',
} as const;

describe('roleRefusal (security review L7)', () => {
  it('refuses a printer given the seal key, its passphrase or the certificate directory', () => {
    expect(
      roleRefusal({ ...base, DOCUMENTS_ROLE: 'printer', SIGNING_P12: '/run/avtalt-signing/signing.p12' }),
    ).toMatch(/must not have the seal key/);
    expect(roleRefusal({ ...base, DOCUMENTS_ROLE: 'printer', SIGNING_P12_PASSPHRASE: 'hemmelig' })).toMatch(
      /SIGNING_P12_PASSPHRASE/,
    );
    expect(roleRefusal({ ...base, DOCUMENTS_ROLE: 'printer', SIGNING_CERT_DIR: '/data/signing' })).toMatch(
      /SIGNING_CERT_DIR/,
    );
    expect(roleRefusal({ ...base, DOCUMENTS_ROLE: 'printer', NODE_ENV: 'production' })).toBeNull();
  });

  it('refuses production with signing on and its own browser; allows a printer over NATS, signing off and development', () => {
    expect(roleRefusal({ ...base, NODE_ENV: 'production' })).toMatch(/PDF_PRINTER=nats/);
    expect(roleRefusal({ ...base, NODE_ENV: 'production', PDF_PRINTER: 'nats' })).toBeNull();
    expect(roleRefusal({ ...base, NODE_ENV: 'production', SIGNING: 'off' })).toBeNull();
    expect(roleRefusal(base)).toBeNull();
  });
});
