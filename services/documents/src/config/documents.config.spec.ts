import { parseConfig } from '@avtalt/service-kit';
import path from 'node:path';
import { certificateSource } from '../seal/seal.rules';
import { documentsConfigSchema } from './documents.config';

describe('documents config as docker-compose passes it', () => {
  it('starts with SIGNING=off and empty SIGNING_P12 under NODE_ENV=production (the image default)', () => {
    const config = parseConfig(documentsConfigSchema, {
      NODE_ENV: 'production',
      SIGNING: 'off',
      SIGNING_P12: '',
      SIGNING_P12_PASSPHRASE: '',
    });
    expect(config.SIGNING_P12).toBeUndefined();
    expect(certificateSource(config, path.join)).toEqual({ kind: 'off' });
  });

  it('uses the mounted certificate when SIGNING=on and SIGNING_P12 is given', () => {
    const config = parseConfig(documentsConfigSchema, {
      NODE_ENV: 'production',
      SIGNING: 'on',
      SIGNING_P12: '/run/avtalt-signing/signing.p12',
      SIGNING_P12_PASSPHRASE: 'hemmelig',
    });
    expect(certificateSource(config, path.join)).toEqual({
      kind: 'p12',
      path: '/run/avtalt-signing/signing.p12',
      passphrase: 'hemmelig',
    });
  });

  it('still refuses production with signing on and no certificate', () => {
    const config = parseConfig(documentsConfigSchema, {
      NODE_ENV: 'production',
      SIGNING: 'on',
      SIGNING_P12: '',
    });
    expect(certificateSource(config, path.join).kind).toBe('refused');
  });

  it('reads an empty TSA_URL as none, takes an http(s) URL and refuses anything else, naming the variable', () => {
    expect(parseConfig(documentsConfigSchema, { TSA_URL: '' }).TSA_URL).toBeUndefined();
    expect(parseConfig(documentsConfigSchema, { TSA_URL: 'https://tsa.example.no/tsr' })).toMatchObject({
      TSA_URL: 'https://tsa.example.no/tsr',
      TSA_TIMEOUT_MS: 5000,
    });
    expect(() => parseConfig(documentsConfigSchema, { TSA_URL: 'ftp://tsa.example.no' })).toThrow(/TSA_URL/);
    expect(() =>
      parseConfig(documentsConfigSchema, { TSA_URL: 'https://tsa.example.no', TSA_TIMEOUT_MS: '100' }),
    ).toThrow(/TSA_TIMEOUT_MS/);
  });
});
