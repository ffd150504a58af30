import { z } from 'zod';
import { configFields, ConfigError, parseConfig } from './config';

const schema = z.object({
  PORT: configFields.port(8080),
  NATS_URL: configFields.natsUrl,
  ADMIN_EMAILS: configFields.list,
});

describe('parseConfig', () => {
  it('fills defaults that point at the local infrastructure', () => {
    const config = parseConfig(schema, {});
    expect(config).toEqual({ PORT: 8080, NATS_URL: 'nats://127.0.0.1:4322', ADMIN_EMAILS: [] });
    expect(Object.isFrozen(config)).toBe(true);
  });

  it('names a malformed variable in one line', () => {
    expect(() => parseConfig(schema, { PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => parseConfig(schema, { PORT: 'eighty' })).toThrow(/^Configuration error: PORT is invalid/);
    expect(() => parseConfig(schema, { NATS_URL: 'http://x' })).toThrow(
      /NATS_URL is invalid \(must be a nats:\/\/ URL\)/,
    );
  });

  it('names a missing required variable', () => {
    const strict = z.object({ SESSION_SECRET: z.string().min(16) });
    expect(() => parseConfig(strict, {})).toThrow('Configuration error: SESSION_SECRET is missing');
  });

  it('splits lists and trims entries', () => {
    expect(parseConfig(schema, { ADMIN_EMAILS: ' a@b.no, ,c@d.no' }).ADMIN_EMAILS).toEqual([
      'a@b.no',
      'c@d.no',
    ]);
  });
});

describe('METRICS_PORT and METRICS_HOST', () => {
  const ops = z.object({
    METRICS_PORT: configFields.metricsPort('agreements'),
    METRICS_HOST: configFields.metricsHost,
  });

  it("default to the service's own port on loopback", () => {
    expect(parseConfig(ops, {})).toEqual({ METRICS_PORT: 9467, METRICS_HOST: '127.0.0.1' });
  });

  it('take a port, 0 (a free one) or off (null)', () => {
    expect(parseConfig(ops, { METRICS_PORT: '9999' }).METRICS_PORT).toBe(9999);
    expect(parseConfig(ops, { METRICS_PORT: '0' }).METRICS_PORT).toBe(0);
    expect(parseConfig(ops, { METRICS_PORT: 'off' }).METRICS_PORT).toBeNull();
    expect(parseConfig(ops, { METRICS_HOST: '0.0.0.0' }).METRICS_HOST).toBe('0.0.0.0');
  });

  it('names a bad value in one line', () => {
    expect(() => parseConfig(ops, { METRICS_PORT: 'nine' })).toThrow(
      /^Configuration error: METRICS_PORT is invalid \(must be a port, 0 or off\)/,
    );
    expect(() => parseConfig(ops, { METRICS_PORT: '70000' })).toThrow(/METRICS_PORT is invalid/);
  });
});
