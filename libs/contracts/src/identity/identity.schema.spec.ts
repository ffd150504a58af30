import {
  adminSetupBodySchema,
  changePasswordFormSchema,
  loginBodySchema,
  profileBodySchema,
  registerBodySchema,
  registerFormSchema,
  userSchema,
} from './identity.schema';

const valid = {
  firstName: 'Kari',
  lastName: 'Nordmann',
  username: 'kari',
  email: 'Kari@Example.no',
  password: 'hemmelig123',
};

function messages(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
}

describe('registration', () => {
  it('accepts a valid registration, trims names and lower-cases the e-mail', () => {
    expect(registerBodySchema.parse({ ...valid, firstName: '  Kari ' })).toEqual({
      ...valid,
      firstName: 'Kari',
      email: 'kari@example.no',
    });
  });

  it('gives the messages of spec §5', () => {
    const result = registerFormSchema.safeParse({
      firstName: 'K',
      lastName: 'N',
      username: 'ka',
      email: 'kari',
      password: 'kort',
      confirmPassword: 'kort',
    });
    expect(messages(result)).toEqual({
      firstName: 'Fornavnet må være minst 2 tegn',
      lastName: 'Etternavnet må være minst 2 tegn',
      username: 'Brukernavnet må være minst 3 tegn',
      email: 'Vennligst oppgi en gyldig e-postadresse',
      password: 'Passordet må være minst 8 tegn',
    });
  });

  it('requires the confirmation to match', () => {
    expect(messages(registerFormSchema.safeParse({ ...valid, confirmPassword: 'annet123' }))).toEqual({
      confirmPassword: 'Passordene er ikke like',
    });
    expect(registerFormSchema.safeParse({ ...valid, confirmPassword: valid.password }).success).toBe(true);
  });

  it('counts whitespace-only names as empty', () => {
    expect(messages(registerBodySchema.safeParse({ ...valid, firstName: '    ' }))).toEqual({
      firstName: 'Fornavnet må være minst 2 tegn',
    });
  });

  it('refuses oversize values, wrong types and unknown fields', () => {
    expect(messages(registerBodySchema.safeParse({ ...valid, lastName: 'x'.repeat(101) }))).toEqual({
      lastName: 'Navnet kan være høyst 100 tegn',
    });
    expect(messages(registerBodySchema.safeParse({ ...valid, password: 'x'.repeat(201) }))).toEqual({
      password: 'Passordet kan være høyst 200 tegn',
    });
    expect(registerBodySchema.safeParse({ ...valid, firstName: 42 }).success).toBe(false);
    expect(registerBodySchema.safeParse({ ...valid, isAdmin: true }).success).toBe(false);
  });
});

describe('login', () => {
  it('needs a valid e-mail and a password', () => {
    expect(messages(loginBodySchema.safeParse({ email: '', password: '' }))).toEqual({
      email: 'Vennligst oppgi en gyldig e-postadresse',
      password: 'Vennligst oppgi et passord',
    });
    expect(loginBodySchema.parse({ email: ' A@B.no ', password: 'x' })).toEqual({
      email: 'a@b.no',
      password: 'x',
    });
  });
});

describe('profile', () => {
  it('uses the registration rules and accepts an optional https image', () => {
    const { password: _password, ...profile } = valid;
    expect(profileBodySchema.safeParse(profile).success).toBe(true);
    expect(profileBodySchema.parse({ ...profile, profileImageUrl: '' }).profileImageUrl).toBeNull();
    expect(
      profileBodySchema.parse({ ...profile, profileImageUrl: 'https://bilder.no/a.png' }).profileImageUrl,
    ).toBe('https://bilder.no/a.png');
    expect(
      messages(profileBodySchema.safeParse({ ...profile, profileImageUrl: 'javascript:alert(1)' })),
    ).toEqual({
      profileImageUrl: 'Profilbildet må være en gyldig nettadresse (https://…)',
    });
    expect(messages(profileBodySchema.safeParse({ ...profile, username: 'ab' }))).toEqual({
      username: 'Brukernavnet må være minst 3 tegn',
    });
  });

  it('carries the current password for a new address; an empty field counts as none', () => {
    const { password: _password, ...profile } = valid;
    expect(profileBodySchema.parse({ ...profile, currentPassword: 'hemmelig123' }).currentPassword).toBe(
      'hemmelig123',
    );
    expect(profileBodySchema.parse({ ...profile, currentPassword: '' }).currentPassword).toBeUndefined();
    expect(profileBodySchema.parse(profile).currentPassword).toBeUndefined();
    expect(messages(profileBodySchema.safeParse({ ...profile, currentPassword: 'x'.repeat(201) }))).toEqual({
      currentPassword: 'Passordet kan være høyst 200 tegn',
    });
  });
});

describe('change password', () => {
  it('gives the messages of spec §5', () => {
    expect(
      messages(
        changePasswordFormSchema.safeParse({
          currentPassword: '',
          newPassword: 'kort',
          confirmPassword: 'kort',
        }),
      ),
    ).toEqual({
      currentPassword: 'Du må oppgi ditt nåværende passord',
      newPassword: 'Nytt passord må være minst 8 tegn',
    });
    expect(
      messages(
        changePasswordFormSchema.safeParse({
          currentPassword: 'a',
          newPassword: 'langtnok1',
          confirmPassword: 'langtnok2',
        }),
      ),
    ).toEqual({
      confirmPassword: 'Passordene er ikke like',
    });
  });
});

describe('admin setup', () => {
  it('requires an e-mail', () => {
    expect(messages(adminSetupBodySchema.safeParse({ email: '' }))).toEqual({
      email: 'E-postadresse for administrator må oppgis',
    });
    expect(adminSetupBodySchema.parse({ email: 'Sjef@Avtalt.no' })).toEqual({ email: 'sjef@avtalt.no' });
  });
});

describe('user', () => {
  it('has no password fields', () => {
    expect(Object.keys(userSchema.shape).some((k) => /password/i.test(k))).toBe(false);
  });
});
