import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { memo, useEffect, useState } from 'react';
import { Trans } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { useUser } from '../../hooks/use-auth';
import { clearReturnTo, resolveReturnTo } from '../../lib/return-to';
import { AuthSidePanel } from './auth-side-panel';
import { ConfirmAddressStep } from './confirm-address-step';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';
import { useAuthTexts } from './texts';

type AuthTab = 'login' | 'register';

/**
 * /auth: 'Logg inn' and 'Registrer' tabs (`?tab=registrer` opens the second, as the question flow does
 * for someone who answered without an account); under each form a line offers the other. A logged-in
 * user (already, or just now by logging in) is sent to returnTo, falling back to the stored path and then
 * '/'. Someone who just registered is first asked to confirm the address (ConfirmAddressStep), with a
 * button on to the same place.
 */
export default function AuthPage() {
  const { user } = useUser();
  const [searchParams] = useSearchParams();
  // Decided once: the stored keys are cleared on the way out, which must not change the target.
  const [target] = useState(() => resolveReturnTo(searchParams.get('returnTo')));
  const [tab, setTab] = useState<AuthTab>(() =>
    searchParams.get('tab') === 'registrer' ? 'register' : 'login',
  );
  // Set when the registration form is sent: the user who then appears is asked to confirm the address.
  const [registering, setRegistering] = useState(false);

  useEffect(() => {
    if (user) clearReturnTo();
  }, [user]);

  // The forms show while the session is still being checked (this page is rendered at build time,
  // src/prerender.rules.ts); someone who turns out to be logged in is sent on.
  const confirming = Boolean(user && registering && !user.emailVerified);
  if (user && !confirming) return <Navigate to={target} replace />;

  // The card is memoised: the session check's answer (most often 'not logged in') renders this page at
  // once and in one piece (React Query's updates cannot be deferred); the forms below need not render again.
  return (
    <AuthCard
      tab={tab}
      onTab={setTab}
      confirmEmail={user && confirming ? user.email : null}
      target={target}
      onRegistering={setRegistering}
    />
  );
}

interface AuthCardProps {
  tab: AuthTab;
  onTab: (tab: AuthTab) => void;
  /** The address a just-registered user is asked to confirm; null: the forms. */
  confirmEmail: string | null;
  target: string;
  onRegistering: (registering: boolean) => void;
}

const AuthCard = memo(function AuthCard({ tab, onTab, confirmEmail, target, onRegistering }: AuthCardProps) {
  const t = useAuthTexts();
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 8 }, px: { xs: 2, sm: 3 } }}>
      <Card sx={{ overflow: 'hidden' }}>
        <Grid container>
          <Grid size={{ xs: 12, md: 6 }} sx={{ display: { xs: 'none', md: 'block' } }}>
            <AuthSidePanel />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <Box sx={{ p: { xs: 2.5, sm: 4, md: 6 } }}>
              {confirmEmail !== null ? (
                <ConfirmAddressStep email={confirmEmail} target={target} />
              ) : (
                <>
                  <Typography variant="h4" component="h1" sx={{ mb: 0.5 }}>
                    {tab === 'login' ? t('page.welcomeBack') : t('page.createAccount')}
                  </Typography>
                  <Typography color="text.secondary" sx={{ mb: 3 }}>
                    {tab === 'login' ? t('page.loginIntro') : t('page.registerIntro')}
                  </Typography>
                  <Tabs
                    value={tab}
                    onChange={(_event, value: AuthTab) => onTab(value)}
                    variant="fullWidth"
                    aria-label={t('page.tabs')}
                    sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}
                  >
                    <Tab
                      value="login"
                      label={t('page.logInTab')}
                      id="auth-tab-login"
                      aria-controls="auth-panel-login"
                    />
                    <Tab
                      value="register"
                      label={t('page.registerTab')}
                      id="auth-tab-register"
                      aria-controls="auth-panel-register"
                    />
                  </Tabs>
                  <div role="tabpanel" id={`auth-panel-${tab}`} aria-labelledby={`auth-tab-${tab}`}>
                    {tab === 'login' ? <LoginForm /> : <RegisterForm onRegistering={onRegistering} />}
                  </div>
                  <Typography variant="body2" color="text.secondary" sx={{ mt: 2.5, textAlign: 'center' }}>
                    <Trans
                      t={t}
                      i18nKey={tab === 'login' ? 'page.toRegister' : 'page.toLogin'}
                      components={{
                        a: (
                          <Link
                            component="button"
                            type="button"
                            variant="body2"
                            onClick={() => onTab(tab === 'login' ? 'register' : 'login')}
                            sx={{ verticalAlign: 'baseline', py: 0.5 }}
                          />
                        ),
                      }}
                    />
                  </Typography>
                </>
              )}
            </Box>
          </Grid>
        </Grid>
      </Card>
    </Container>
  );
});
