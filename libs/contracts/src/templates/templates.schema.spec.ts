import { generateBodySchema, GENERATE_DEFAULT, TemplateMessages } from './templates.schema';

describe('generateBodySchema', () => {
  it('reads a whole number from 1 to 30, and 10 when absent', () => {
    expect(generateBodySchema.parse({ count: 1 })).toEqual({ count: 1 });
    expect(generateBodySchema.parse({ count: 30 })).toEqual({ count: 30 });
    expect(generateBodySchema.parse({})).toEqual({ count: GENERATE_DEFAULT });
  });

  it.each([['hello'], [1e308], [{}], ['x'.repeat(90_000)], [0], [31], [2.5], [null], ['10'], [Number.NaN]])(
    'refuses %p with the Norwegian message',
    (count) => {
      expect(generateBodySchema.safeParse({ count }).error?.issues[0]?.message).toBe(TemplateMessages.generateCount);
    },
  );

  it('refuses fields it does not know', () => {
    expect(generateBodySchema.safeParse({ count: 5, topicId: 'x' }).success).toBe(false);
  });
});
