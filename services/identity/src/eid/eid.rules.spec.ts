import { loadIdentityConfig } from '../config/identity.config';
import { canonicalJson, eidSettings, isoBirthDate, proofOfClaims, sha256, verifiedName } from './eid.rules';

const env = {
  NATS_URL: 'nats://127.0.0.1:4222',
  DATABASE_URL: 'postgres://a:b@127.0.0.1:5432/avtalt_identity',
};
const broker = {
  EID_ISSUER: 'https://megler.example/oidc',
  EID_CLIENT_ID: 'avtalt',
  EID_CLIENT_SECRET: 'hemmelig',
  EID_REDIRECT_URI: 'https://avtalt.example/api/eid/callback',
};

describe('eidSettings', () => {
  it('offers eID only when the issuer, the client, its secret and the callback are all set', () => {
    expect(eidSettings(loadIdentityConfig(env))).toBeNull();
    for (const left of Object.keys(broker))
      expect(eidSettings(loadIdentityConfig({ ...env, ...broker, [left]: undefined }))).toBeNull();
    expect(eidSettings(loadIdentityConfig({ ...env, ...broker }))).toMatchObject({
      issuer: broker.EID_ISSUER,
      scopes: 'openid profile',
      nameClaim: 'name',
      birthDateClaim: 'birthdate',
      method: 'BankID',
    });
  });
});

describe('what is read from the ID token', () => {
  it('reads a birth date as brokers write it, and nothing that is no real date', () => {
    expect(isoBirthDate('1985-04-12')).toBe('1985-04-12');
    expect(isoBirthDate('19850412')).toBe('1985-04-12');
    expect(isoBirthDate('12.04.1985')).toBe('1985-04-12');
    for (const bad of ['1985-02-30', '12/04/1985', '', 19850412, null, '1985-4-12'])
      expect(isoBirthDate(bad)).toBeNull();
  });

  it('takes the name claim, else the given and family names, and tidies the spaces', () => {
    expect(verifiedName({ name: '  Kari   Nordmann ' }, 'name')).toBe('Kari Nordmann');
    expect(verifiedName({ given_name: 'Kari', family_name: 'Nordmann' }, 'name')).toBe('Kari Nordmann');
    expect(verifiedName({ navn: 'Ola Nordmann' }, 'navn')).toBe('Ola Nordmann');
    expect(verifiedName({ name: '' }, 'name')).toBeNull();
  });

  it('digests the claims the same whatever the order of their keys', () => {
    expect(canonicalJson({ b: 1, a: { d: [2, { f: 1, e: 0 }], c: null } })).toBe(
      '{"a":{"c":null,"d":[2,{"e":0,"f":1}]},"b":1}',
    );
    expect(sha256(canonicalJson({ a: 1, b: 2 }))).toBe(sha256(canonicalJson({ b: 2, a: 1 })));
  });

  it('keeps the verified name, birth date and level, and the subject only as a digest', () => {
    const settings = eidSettings(loadIdentityConfig({ ...env, ...broker, EID_BROKER_NAME: 'Signicat' }))!;
    const claims = {
      iss: broker.EID_ISSUER,
      sub: 'pseudonym-123',
      name: 'Kari Nordmann',
      birthdate: '1985-04-12',
      acr: 'urn:signicat:oidc:method:nbid',
      auth_time: 1_790_000_000,
    };
    const proof = proofOfClaims(claims, settings, new Date());
    expect(proof).toMatchObject({
      name: 'Kari Nordmann',
      birthDate: '1985-04-12',
      acr: 'urn:signicat:oidc:method:nbid',
      issuer: broker.EID_ISSUER,
      method: 'BankID',
      broker: 'Signicat',
      claimsSha256: sha256(canonicalJson(claims)),
      authenticatedAt: new Date(1_790_000_000_000).toISOString(),
      subjectSha256: sha256(`${broker.EID_ISSUER}|pseudonym-123`),
    });
    expect(JSON.stringify(proof)).not.toContain('pseudonym-123');
    expect(proofOfClaims({ ...claims, name: undefined }, settings, new Date())).toHaveProperty('refused');
  });
});
