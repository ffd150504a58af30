import { AgreementMessages, ErrorCode } from '@avtalt/contracts/constants';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import LoginIcon from '@mui/icons-material/Login';
import VisibilityIcon from '@mui/icons-material/VisibilityOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Trans } from 'react-i18next';
import { Link as RouterLink, Navigate, useNavigate, useParams } from 'react-router';
import { apiErrorCode } from '../../api/http';
import { queryKeys } from '../../api/query-keys';
import { ErrorScreen } from '../../components/error-screen';
import { PageSpinner } from '../../components/spinner';
import { useAgreement } from '../../hooks/use-agreement';
import { useUser } from '../../hooks/use-auth';
import { useAcceptObserver } from '../../hooks/use-accept-observer';
import { agreementPaths } from '../../lib/agreement-facts.rules';
import { authUrlFor, rememberReturnTo } from '../../lib/return-to';
import { serverText } from '../../lib/server-text';
import { ResendVerificationButton } from '../profile/email-verification-notice';
import { acceptErrorToast, observerInvitationState } from './observer-invitation.rules';
import { useObserverTexts } from './texts';

/**
 * /avtale/{id}/observator, the link in the invitation mail to an observer (docs/observers.md): says what an
 * observer is, and «Ta imot invitasjonen» for the account whose confirmed address was invited; a visitor
 * logs in or registers and comes back here. Accepted, the observer reads the comparison.
 */
export default function ObserverInvitationPage() {
  const t = useObserverTexts();
  const { id = '' } = useParams();
  const { user, isLoading: userLoading } = useUser();
  const agreement = useAgreement(id);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // The server found the address unconfirmed though the page's copy of the account said otherwise.
  const [refused, setRefused] = useState(false);
  const paths = agreementPaths(id);
  const accept = useAcceptObserver(id, {
    errorToast: acceptErrorToast,
    successToast: {
      title: t('accepted.title'),
      description: t('accepted.text'),
      variant: 'success',
    },
  });

  if (!id) return <Navigate to="/" replace />;
  if (userLoading || agreement.isLoading) return <PageSpinner label={t('page.loading')} showLabel />;
  if (agreement.isError || !agreement.data) return <ErrorScreen message={t('page.loadError')} />;

  const data = agreement.data;
  const found = observerInvitationState(data, user);
  const state = found === 'accept' && refused ? 'confirm' : found;
  if (state === 'observer') return <Navigate to={paths.comparison} replace />;
  const self = `/avtale/${id}/observator`;

  const onAccept = () =>
    accept.mutate(undefined, {
      onSuccess: () => navigate(paths.comparison),
      onError: (error) => {
        if (apiErrorCode(error) !== ErrorCode.Forbidden) return;
        setRefused(true);
        void queryClient.invalidateQueries({ queryKey: queryKeys.user });
      },
    });

  return (
    <Box
      sx={(theme) => ({
        flex: 1,
        background: `radial-gradient(900px 420px at 90% -10%, ${alpha(theme.palette.primary.main, 0.12)}, transparent 60%)`,
        py: { xs: 3, md: 8 },
      })}
    >
      <Container maxWidth="sm" sx={{ px: { xs: 2, sm: 3 } }}>
        <Card>
          <CardContent sx={{ p: { xs: 3, sm: 5 }, '&:last-child': { pb: { xs: 3, sm: 5 } } }}>
            <Box
              aria-hidden="true"
              sx={(theme) => ({
                display: 'inline-flex',
                p: 1.5,
                mb: 2,
                borderRadius: 3,
                color: 'primary.main',
                bgcolor: alpha(theme.palette.primary.main, 0.09),
              })}
            >
              <VisibilityIcon />
            </Box>
            <Typography color="primary" sx={{ fontWeight: 600, mb: 1 }}>
              {t('page.invited')}
            </Typography>
            <Typography variant="h4" component="h1" sx={{ mb: 1.5, overflowWrap: 'anywhere' }}>
              {data.title}
            </Typography>
            {data.topic && data.topic !== data.title ? (
              <Chip label={data.topic} size="small" variant="outlined" sx={{ mb: 2 }} />
            ) : null}
            <Typography sx={{ mb: 3, lineHeight: 1.7 }}>{t('page.explained')}</Typography>

            {state === 'login' ? (
              <Stack spacing={2}>
                <Typography color="text.secondary" sx={{ lineHeight: 1.6 }}>
                  {t('page.loginHow', { acceptLogin: serverText(AgreementMessages.observerAcceptLogin) })}
                </Typography>
                <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
                  <Button
                    component={RouterLink}
                    to={authUrlFor(self)}
                    onClick={() => rememberReturnTo(self)}
                    variant="contained"
                    size="large"
                    startIcon={<LoginIcon />}
                  >
                    {t('page.logIn')}
                  </Button>
                  <Button
                    component={RouterLink}
                    to={authUrlFor(self, { register: true })}
                    onClick={() => rememberReturnTo(self)}
                    variant="outlined"
                    size="large"
                  >
                    {t('page.register')}
                  </Button>
                </Stack>
              </Stack>
            ) : null}

            {state === 'confirm' ? (
              <Alert severity="warning" role="status">
                <AlertTitle>{serverText(AgreementMessages.observerAcceptEmailNotConfirmed)}</AlertTitle>
                <Typography variant="body2" sx={{ mb: 1.5 }}>
                  {user?.email ? (
                    <Trans
                      t={t}
                      i18nKey="page.confirmSent"
                      values={{ email: user.email }}
                      components={{ a: <Link component={RouterLink} to="/profile" /> }}
                    />
                  ) : (
                    <Trans
                      t={t}
                      i18nKey="page.confirm"
                      components={{ a: <Link component={RouterLink} to="/profile" /> }}
                    />
                  )}
                </Typography>
                <ResendVerificationButton label={t('page.resend')} size="small" />
              </Alert>
            ) : null}

            {state === 'accept' ? (
              <Stack spacing={2}>
                {user?.email ? (
                  <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                    {t('page.loggedInAs', { email: user.email })}
                  </Typography>
                ) : null}
                <Button
                  variant="contained"
                  size="large"
                  fullWidth
                  endIcon={<ArrowForwardIcon />}
                  disabled={accept.isPending}
                  onClick={onAccept}
                >
                  {accept.isPending ? t('page.accepting') : t('page.accept')}
                </Button>
              </Stack>
            ) : null}

            {state === 'party' ? (
              <Stack spacing={2}>
                <Alert severity="info" role="status">
                  {serverText(AgreementMessages.observerIsParty)}.
                </Alert>
                <Button
                  component={RouterLink}
                  to={paths.comparison}
                  variant="outlined"
                  size="large"
                  fullWidth
                >
                  {t('page.seeComparison')}
                </Button>
              </Stack>
            ) : null}
          </CardContent>
        </Card>
      </Container>
    </Box>
  );
}
