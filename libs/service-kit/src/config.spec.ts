import { z } from 'zod';
import { configFields, ConfigError, parseConfig } from './config';

const schema = z.object({ PORT: configFields.port(8080), NATS_URL: configFields.natsUrl, ADMIN_EMAILS: configFields.list });

describe('parseConfig', () => {
  it('fills defaults that point at the local infrastructure', () => {
    const config = parseConfig(schema, {});
    expect(config).toEqual({ PORT: 8080, NATS_URL: 'nats://127.0.0.1:4322', ADMIN_EMAILS: [] });
    expect(Object.isFrozen(config)).toBe(true);
  });

  it('names a malformed variable in one line', () => {
    expect(() => parseConfig(schema, { PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => parseConfig(schema, { PORT: 'eighty' })).toThrow(/^Configuration error: PORT is invalid/);
    expect(() => parseConfig(schema, { NATS_URL: 'http://x' })).toThrow(/NATS_URL is invalid \(must be a nats:\/\/ URL\)/);
  });

  it('names a missing required variable', () => {
    const strict = z.object({ SESSION_SECRET: z.string().min(16) });
    expect(() => parseConfig(strict, {})).toThrow('Configuration error: SESSION_SECRET is missing');
  });

  it('splits lists and trims entries', () => {
    expect(parseConfig(schema, { ADMIN_EMAILS: ' a@b.no, ,c@d.no' }).ADMIN_EMAILS).toEqual(['a@b.no', 'c@d.no']);
  });
});
