import {
  callerSchema,
  chatAuthorSchema,
  FULL_NAME_MAX,
  legalDocumentSchema,
  NAME_MAX,
  PersonNameMessages,
  registerBodySchema,
  transferAnonymousMessageSchema,
} from '../index';

/** The longest name registration accepts, as the gateway puts it together ("first last"). */
function longestRegisteredName(): string {
  const body = registerBodySchema.parse({
    firstName: 'Å'.repeat(NAME_MAX),
    lastName: 'Ø'.repeat(NAME_MAX),
    username: 'lang_navn',
    email: 'lang@example.no',
    password: 'passord123',
  });
  return `${body.firstName} ${body.lastName}`;
}

const id = '00000000-0000-4000-8000-000000000001';

describe("a person's name in every message", () => {
  const name = longestRegisteredName();

  it('is as long as registration allows (100 + space + 100)', () => {
    expect(name).toHaveLength(FULL_NAME_MAX);
    expect(FULL_NAME_MAX).toBe(201);
  });

  it.each([
    ['the caller of an agreement call', () => callerSchema.parse({ id, anonymous: false, name })],
    [
      'the transfer of anonymous work at login',
      () => transferAnonymousMessageSchema.parse({ anonymousId: id, userId: id, userName: name }),
    ],
    ['a chat author', () => chatAuthorSchema.parse({ id, name })],
    [
      'a party of the legal text',
      () =>
        legalDocumentSchema.parse({
          variant: 'completed',
          agreementId: id,
          title: 'Hytta',
          topic: null,
          description: '',
          date: '2026-12-01',
          parties: [{ name }],
          agreed: [],
          notAgreed: [],
        }),
    ],
  ])('is accepted in %s', (_what, parse) => {
    expect(parse).not.toThrow();
  });

  it('is refused one character longer, in Norwegian', () => {
    const result = callerSchema.safeParse({ id, anonymous: false, name: `${name}x` });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].message).toBe(PersonNameMessages.tooLong);
  });
});
