import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { chatContentProblem, CHAT_MAX_LENGTH, ErrorCode } from './constants';
import { chatContentSchema } from './chat/chat.schema';
import { errorCodeSchema } from './common/errors';

const MODULES = [
  'constants.ts',
  'common/error-codes.ts',
  'agreements/agreement-constants.ts',
  'agreements/negotiation-constants.ts',
  'chat/chat-constants.ts',
];

describe('the zod-free constants', () => {
  it('import nothing but each other, so the web app can use them without zod', () => {
    for (const file of MODULES) {
      const source = readFileSync(path.join(__dirname, file), 'utf8');
      const imports = [...source.matchAll(/from '([^']+)'/g)].map((m) => m[1]);
      for (const target of imports) {
        const resolved = path.relative(
          __dirname,
          path.join(path.dirname(path.join(__dirname, file)), `${target}.ts`),
        );
        expect({ file, import: target, allowed: MODULES.includes(resolved) }).toEqual({
          file,
          import: target,
          allowed: true,
        });
      }
    }
  });

  it('are the ones the schemas use', () => {
    expect(errorCodeSchema.options).toEqual(Object.values(ErrorCode));
  });

  it('check chat messages exactly as chatContentSchema does', () => {
    const samples = [
      '',
      '   ',
      'Hei',
      '  Hei  ',
      'x'.repeat(CHAT_MAX_LENGTH),
      ` ${'x'.repeat(CHAT_MAX_LENGTH)} `,
      'x'.repeat(CHAT_MAX_LENGTH + 1),
      '😀'.repeat(1001),
      '😀'.repeat(CHAT_MAX_LENGTH),
      '😀'.repeat(CHAT_MAX_LENGTH + 1),
    ];
    for (const text of samples) {
      const parsed = chatContentSchema.safeParse(text);
      const expected = parsed.success ? null : (parsed.error as z.ZodError).issues[0].message;
      expect({ text, problem: chatContentProblem(text) }).toEqual({ text, problem: expected });
    }
  });
});
