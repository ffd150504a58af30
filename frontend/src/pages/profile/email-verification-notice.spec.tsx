import { screen } from '@testing-library/react';
import { renderRoutes, testUser } from '../../test/render';
import {
  EmailVerificationNotice,
  NOT_VERIFIED_TEXT,
  UNCONFIRMED_CONSEQUENCE,
} from './email-verification-notice';

describe('EmailVerificationNotice', () => {
  it('says for an unconfirmed address where the link went and exactly what waits for it (no mail now, none later)', () => {
    const user = { ...testUser, emailVerified: false };
    renderRoutes([{ path: '/profile', element: <EmailVerificationNotice user={user} /> }], {
      path: '/profile',
      user,
    });
    expect(screen.getByText(NOT_VERIFIED_TEXT)).toBeTruthy();
    expect(screen.getByText(/Vi har sendt en lenke til kari@example\.no\./)).toBeTruthy();
    expect(screen.getByText(UNCONFIRMED_CONSEQUENCE)).toBeTruthy();
    expect(UNCONFIRMED_CONSEQUENCE).toContain('ingen e-post om avtalene dine');
    expect(UNCONFIRMED_CONSEQUENCE).toContain('kommer ikke senere');
    // The old promise («for å få e-post fra Avtalt») was untrue while mail went out anyway.
    expect(screen.queryByText(/for å få e-post fra Avtalt/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Send bekreftelseslenke på nytt' })).toBeTruthy();
  });

  it('says a confirmed address is confirmed, with no warning', () => {
    renderRoutes([{ path: '/profile', element: <EmailVerificationNotice user={testUser} /> }], {
      path: '/profile',
      user: testUser,
    });
    expect(screen.getByText('E-postadressen er bekreftet')).toBeTruthy();
    expect(screen.queryByText(UNCONFIRMED_CONSEQUENCE)).toBeNull();
  });
});
