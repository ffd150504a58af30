import LogoutIcon from '@mui/icons-material/Logout';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PageSpinner } from '../../components/spinner';
import { UserAvatar } from '../../components/user-avatar';
import { useUser } from '../../hooks/use-auth';
import { useSignOut } from '../../hooks/use-sign-out';
import { intlLocale } from '../../i18n/i18n';
import { ChangePasswordForm } from './change-password-form';
import { DataExportCard } from './data-export-card';
import { DeleteAccountCard } from './delete-account-card';
import { EmailVerificationNotice } from './email-verification-notice';
import { LanguageCard } from './language-card';
import { NotificationSettingsCard } from './notification-settings-card';
import { PendingEmailNotice } from './pending-email-notice';
import { ProfileForm } from './profile-form';
import { useProfileTexts } from './texts';

/**
 * /profile (behind ProtectedRoute): a summary card (with the address's confirmation), a waiting address
 * change (issue 31), the profile form, 'Språk', 'Varsler på e-post', the password form and «Dataene dine».
 */
export default function ProfilePage() {
  const { user, isLoading } = useUser();
  const { signOut, isPending } = useSignOut();
  const t = useProfileTexts();

  if (isLoading || !user) return <PageSpinner />;

  const since = new Date(user.createdAt);

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 6 } }}>
      <Typography variant="h3" component="h1" sx={{ mb: { xs: 3, md: 4 } }}>
        {t('page.title')}
      </Typography>
      <Grid container spacing={3} sx={{ alignItems: 'flex-start' }}>
        <Grid size={{ xs: 12, md: 4 }}>
          <Card>
            <CardContent>
              <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }}>
                <UserAvatar user={user} size={88} />
                <Box sx={{ minWidth: 0, maxWidth: '100%' }}>
                  <Typography variant="h6" component="p" sx={{ overflowWrap: 'anywhere' }}>
                    {user.firstName} {user.lastName}
                  </Typography>
                  <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                    @{user.username}
                  </Typography>
                  <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                    {user.email}
                  </Typography>
                  {user.emailVerified ? <EmailVerificationNotice user={user} /> : null}
                  {Number.isNaN(since.getTime()) ? null : (
                    <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                      {t('page.memberSince', {
                        date: since.toLocaleDateString(intlLocale(), {
                          day: 'numeric',
                          month: 'long',
                          year: 'numeric',
                        }),
                      })}
                    </Typography>
                  )}
                </Box>
                {user.emailVerified ? null : <EmailVerificationNotice user={user} />}
                <Button
                  variant="outlined"
                  color="error"
                  startIcon={<LogoutIcon />}
                  onClick={() => void signOut()}
                  disabled={isPending}
                  fullWidth
                >
                  {isPending ? t('page.loggingOut') : t('page.logOut')}
                </Button>
              </Stack>
            </CardContent>
          </Card>
        </Grid>
        <Grid size={{ xs: 12, md: 8 }}>
          <Stack spacing={3}>
            <PendingEmailNotice user={user} />
            <ProfileForm key={user.updatedAt} user={user} />
            <LanguageCard />
            <NotificationSettingsCard />
            <ChangePasswordForm />
            <DataExportCard />
            <DeleteAccountCard />
          </Stack>
        </Grid>
      </Grid>
    </Container>
  );
}
