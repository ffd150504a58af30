import { AgreementMessages } from '../agreements/agreement-constants';
import { LANGUAGES } from '../common/language.schema';
import { Messages, ValidationMessages } from '../common/errors';
import { DocumentMessages } from '../documents/documents.schema';
import { UserMessages } from '../identity/identity.schema';
import { registerBodySchema } from '../identity/identity.schema';
import { TemplateMessages } from '../templates/templates.schema';
import { BOKMAL_MESSAGES, type MessageValue } from './message-catalogues';
import { MESSAGES_BY_LANGUAGE, translateErrorBody, translateMessage } from './translate-messages.rules';

/** Values a function message is written with here, to be found again in its text. */
const VALUES = ['4', '9', '12'];

describe('translateMessage', () => {
  const constants = Object.entries(BOKMAL_MESSAGES).flatMap(([catalogue, messages]) =>
    Object.entries(messages as Record<string, MessageValue>).map(([key]) => [catalogue, key] as const),
  );

  it.each(LANGUAGES)('takes every bokmål constant to its text in %s', (language) => {
    for (const [catalogue, key] of constants) {
      const at = (lang: 'nb' | 'nn' | 'en') =>
        (MESSAGES_BY_LANGUAGE[lang] as unknown as Record<string, Record<string, MessageValue>>)[catalogue][
          key
        ];
      const source = at('nb');
      const target = at(language);
      const args = VALUES.slice(0, typeof source === 'function' ? source.length : 0);
      const written = typeof source === 'function' ? source(...args) : source;
      const expected = typeof target === 'function' ? target(...args) : target;
      expect([`${catalogue}.${key}`, translateMessage(written, language)]).toEqual([
        `${catalogue}.${key}`,
        expected,
      ]);
      for (const value of args) expect(expected).toContain(value);
    }
  });

  it('finds the values of a function message and writes them into the translation', () => {
    const text = ValidationMessages.textTooLong('200');
    expect(text).toBe('Teksten kan være høyst 200 tegn');
    expect(translateMessage(text, 'nn')).toBe('Teksten kan ha høgst 200 teikn');
    expect(translateMessage(text, 'en')).toBe('The text can be at most 200 characters long');
    expect(translateMessage(ValidationMessages.unknownFields('isAdmin, role'), 'en')).toBe(
      'Unknown fields: isAdmin, role',
    );
    expect(translateMessage(ValidationMessages.unknownFields('isAdmin'), 'en')).toBe(
      'Unknown field: isAdmin',
    );
  });

  it('finds the values the services put into a {placeholder} and keeps them', () => {
    const round = AgreementMessages.notParticipantFromRound2.replace('{round}', '3');
    expect(translateMessage(round, 'nn')).toBe(
      'Avtalen er i runde 3. Berre dei som svarte i første runde, kan vere med vidare.',
    );
    const names = DocumentMessages.partiesWithoutAccount.replace('{names}', 'Kari Nordmann og Deltaker 3');
    expect(translateMessage(names, 'en')).toBe(
      'The agreement text is made once every party has logged in with their full name. This is missing for: ' +
        'Kari Nordmann og Deltaker 3. They can log in or register from the link to the agreement.',
    );
    expect(translateMessage(TemplateMessages.topicsPerDay.replace('{n}', '5'), 'en')).toBe(
      'You can create at most 5 public topics a day. Please try again later.',
    );
  });

  it('keeps {{svar}}, which is text and not a placeholder', () => {
    expect(translateMessage(TemplateMessages.clauseTemplate, 'en')).toBe(
      'The agreement text for the answer must contain {{svar}} where the answer is to go',
    );
  });

  it('leaves a text that is not one of the constants as it is, in every language', () => {
    for (const language of LANGUAGES) {
      expect(translateMessage('Beløpet må være minst 100 kr', language)).toBe('Beløpet må være minst 100 kr');
      expect(translateMessage(`${Messages.notFound}!`, language)).toBe(`${Messages.notFound}!`);
      expect(translateMessage('', language)).toBe('');
    }
  });

  it('leaves bokmål as it is', () => {
    expect(translateMessage(UserMessages.emailTaken, 'nb')).toBe(UserMessages.emailTaken);
  });
});

describe('translateErrorBody', () => {
  it('translates the message and each detail, and keeps code, paths and other fields', () => {
    const body = {
      code: 'VALIDATION_FAILED',
      message: UserMessages.firstName,
      details: [
        { path: 'firstName', message: UserMessages.firstName },
        { path: 'extra', message: ValidationMessages.unknownFields('isAdmin') },
        { path: 'answers.q1', message: 'Beløpet må være minst 100 kr', severity: 'error' },
      ],
      errorId: 'e-1',
    };
    expect(translateErrorBody(body, 'en')).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'The first name must be at least 2 characters long',
      details: [
        { path: 'firstName', message: 'The first name must be at least 2 characters long' },
        { path: 'extra', message: 'Unknown field: isAdmin' },
        { path: 'answers.q1', message: 'Beløpet må være minst 100 kr', severity: 'error' },
      ],
      errorId: 'e-1',
    });
    expect(body.message).toBe(UserMessages.firstName);
  });

  it('translates what a schema of the contracts reports', () => {
    const result = registerBodySchema.safeParse({});
    expect(result.success).toBe(false);
    const details = result.error?.issues.map((issue) => ({
      path: issue.path.join('.'),
      message: issue.message,
    }));
    const body = translateErrorBody(
      { code: 'VALIDATION_FAILED', message: Messages.invalidBody, details },
      'nn',
    );
    expect(body.message).toBe('Ugyldig førespurnad');
    expect(body.details).toEqual(
      expect.arrayContaining([
        { path: 'firstName', message: 'Førenamnet må ha minst 2 teikn' },
        { path: 'email', message: 'Skriv inn ei gyldig e-postadresse' },
      ]),
    );
  });

  it('leaves details that are not a list of messages, and a body without details, as they are', () => {
    expect(translateErrorBody({ message: Messages.forbidden, details: { blockers: ['x'] } }, 'en')).toEqual({
      message: 'You do not have access to this',
      details: { blockers: ['x'] },
    });
    expect(
      translateErrorBody({ message: Messages.forbidden, details: [null, 'x', { path: 'a' }] }, 'nn'),
    ).toEqual({
      message: 'Du har ikkje tilgang til dette',
      details: [null, 'x', { path: 'a' }],
    });
    expect(translateErrorBody({ code: 'NOT_FOUND', message: Messages.notFound }, 'en')).toEqual({
      code: 'NOT_FOUND',
      message: 'The resource was not found',
    });
  });

  it('returns a bokmål body unchanged', () => {
    const body = { message: Messages.notFound, details: [{ path: 'x', message: Messages.notFound }] };
    expect(translateErrorBody(body, 'nb')).toBe(body);
  });
});
