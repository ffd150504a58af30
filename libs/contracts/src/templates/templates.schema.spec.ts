import { generateBodySchema } from './generation.schema';
import { GENERATE_DEFAULT, TemplateMessages } from './templates.schema';

describe('generateBodySchema', () => {
  it('clamps a number to a whole number from 1 to 30 (DESIGN §3), and takes 10 when absent', () => {
    expect(generateBodySchema.parse({ count: 1 })).toEqual({ count: 1 });
    expect(generateBodySchema.parse({ count: 30 })).toEqual({ count: 30 });
    expect(generateBodySchema.parse({ count: 50 })).toEqual({ count: 30 });
    expect(generateBodySchema.parse({ count: 1e308 })).toEqual({ count: 30 });
    expect(generateBodySchema.parse({ count: 0 })).toEqual({ count: 1 });
    expect(generateBodySchema.parse({ count: 2.5 })).toEqual({ count: 3 });
    expect(generateBodySchema.parse({})).toEqual({ count: GENERATE_DEFAULT });
  });

  it.each([['hello'], [{}], ['x'.repeat(90_000)], [null], ['10'], [Number.NaN], [[5]], [true]])(
    'refuses %p with the Norwegian message',
    (count) => {
      expect(generateBodySchema.safeParse({ count }).error?.issues[0]?.message).toBe(
        TemplateMessages.generateCount,
      );
    },
  );

  it('refuses fields it does not know', () => {
    expect(generateBodySchema.safeParse({ count: 5, topicId: 'x' }).success).toBe(false);
  });
});
