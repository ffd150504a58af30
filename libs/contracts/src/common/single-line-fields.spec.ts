import type { z } from 'zod';
import { createAgreementBodySchema } from '../agreements/agreements.schema';
import { profileBodySchema, registerBodySchema } from '../identity/identity.schema';
import { startQuestionDraftBodySchema } from '../templates/question-drafts.schema';
import { createTemplateBodySchema } from '../templates/question-templates.schema';
import { createTopicBodySchema, updateTopicBodySchema } from '../templates/templates.schema';
import { Messages } from './errors';
import './norwegian-errors';

const topic = '6f1d3c8e-8a8f-4f55-9d8e-2b7f5d0c1a11';
const person = { firstName: 'Anne', lastName: 'Ås', username: 'anne1', email: 'anne1@example.org' };

/** Every one-line field of a body, with a body that is valid around it (security review M4). */
const singleLineFields: [string, z.ZodType, Record<string, unknown>, string][] = [
  ['agreement title', createAgreementBodySchema, { topic, title: 'Hytta', description: 'd' }, 'title'],
  ['first name', registerBodySchema, { ...person, password: 'Passord123!' }, 'firstName'],
  ['last name', registerBodySchema, { ...person, password: 'Passord123!' }, 'lastName'],
  ['username', profileBodySchema, person, 'username'],
  ['custom topic title', startQuestionDraftBodySchema, { title: 'Hytta', description: 'd' }, 'title'],
  ['public topic title', createTopicBodySchema, { title: 'Hytta', description: 'd' }, 'title'],
  ['topic title changed', updateTopicBodySchema, { title: 'Hytta' }, 'title'],
];

describe('one-line fields', () => {
  it.each(singleLineFields)('refuse a line break in the %s', (_name, schema, body, field) => {
    expect(schema.safeParse(body).success).toBe(true);
    for (const lineBreak of ['\n', '\r', '\r\n']) {
      const result = schema.safeParse({ ...body, [field]: `Kari${lineBreak}Banken AS` });
      expect(result.error?.issues).toEqual([
        expect.objectContaining({ path: [field], message: Messages.lineBreak }),
      ]);
    }
  });

  it('refuse a line break in an option, a section and a role of a question', () => {
    const base = { text: 'Hvem betaler?', type: 'multiple_choice', options: ['Anne', 'Bjørn'] } as const;
    expect(createTemplateBodySchema.safeParse(base).success).toBe(true);
    expect(
      createTemplateBodySchema.safeParse({ ...base, options: ['Anne\nBanken', 'Bjørn'] }).error?.issues[0]
        ?.message,
    ).toBe(Messages.lineBreak);
    expect(
      createTemplateBodySchema.safeParse({ ...base, section: 'Bolig\nØkonomi' }).error?.issues[0]?.message,
    ).toBe(Messages.lineBreak);
    expect(
      createTemplateBodySchema.safeParse({
        text: 'Hvem låner ut?',
        format: 'party',
        partyRoles: { chosen: 'långiver\nx', others: null },
      }).error?.issues[0]?.message,
    ).toBe(Messages.lineBreak);
  });

  it('leave new lines in descriptions and question texts', () => {
    expect(
      createAgreementBodySchema.parse({ topic, title: 'Hytta', description: 'Linje 1\nLinje 2' }).description,
    ).toBe('Linje 1\nLinje 2');
    expect(createTopicBodySchema.parse({ title: 'Hytta', description: 'a\r\nb' }).description).toBe('a\r\nb');
    expect(createTemplateBodySchema.parse({ text: 'Første linje\nandre linje' }).text).toBe(
      'Første linje\nandre linje',
    );
  });
});
