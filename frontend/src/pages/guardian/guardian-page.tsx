import { ErrorCode, GuardianMessages } from '@avtalt/contracts/constants';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import GavelIcon from '@mui/icons-material/GavelOutlined';
import LoginIcon from '@mui/icons-material/Login';
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
import { agreementPaths } from '../../lib/agreement-facts.rules';
import { guardianExplained } from '../../lib/guardians.rules';
import { authUrlFor, rememberReturnTo } from '../../lib/return-to';
import { serverText } from '../../lib/server-text';
import { useLibTexts } from '../../lib/texts';
import { ResendVerificationButton } from '../profile/email-verification-notice';
import { GuardianAcceptForm } from './guardian-accept-form';
import { guardianInvitationState, partiesText } from './guardian-invitation.rules';
import { useGuardianTexts } from './texts';

/** What the guardian does and does not, in short points under the explanation (texts: page.points). */
const GUARDIAN_POINTS = ['read', 'noAnswers', 'sign'] as const;

/**
 * /avtale/{id}/verge, the link in the invitation mail to the guardian of a party under 18
 * (docs/guardians.md): says what a guardian is and does, and «Godta som verge» for the account whose
 * confirmed address was invited; a visitor logs in or registers and comes back here. Accepted, the guardian
 * reads the agreement and signs it on the result page.
 */
export default function GuardianInvitationPage() {
  const t = useGuardianTexts();
  const lib = useLibTexts();
  const { id = '' } = useParams();
  const { user, isLoading: userLoading } = useUser();
  const agreement = useAgreement(id);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // The server found the address unconfirmed though the page's copy of the account said otherwise.
  const [refused, setRefused] = useState(false);
  const paths = agreementPaths(id);

  if (!id) return <Navigate to="/" replace />;
  if (userLoading || agreement.isLoading) return <PageSpinner label={t('page.loading')} showLabel />;
  if (agreement.isError || !agreement.data) return <ErrorScreen message={t('page.loadError')} />;

  const data = agreement.data;
  const found = guardianInvitationState(data, user);
  const state = found === 'accept' && refused ? 'confirm' : found;
  if (state === 'guardian') return <Navigate to={paths.result} replace />;
  const self = `/avtale/${id}/verge`;
  const parties = partiesText(data);

  const onRefused = (error: unknown) => {
    if (apiErrorCode(error) !== ErrorCode.Forbidden) return;
    setRefused(true);
    void queryClient.invalidateQueries({ queryKey: queryKeys.user });
  };

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
              <GavelIcon />
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
            <Box sx={{ p: 2, mb: 3, borderRadius: 2, bgcolor: 'background.default' }}>
              <Typography sx={{ fontWeight: 600, mb: parties ? 0.5 : 0 }}>{t('page.underAge')}</Typography>
              {parties ? (
                <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                  {parties}
                </Typography>
              ) : null}
            </Box>

            <Typography sx={{ mb: 1.5, lineHeight: 1.7 }}>{guardianExplained(lib)}</Typography>
            <Box component="ul" sx={{ pl: 2.5, mt: 0, mb: 2, '& li': { mb: 0.5, lineHeight: 1.6 } }}>
              {GUARDIAN_POINTS.map((point) => (
                <li key={point}>{t(`page.points.${point}`)}</li>
              ))}
            </Box>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 3, lineHeight: 1.6 }}>
              {serverText(GuardianMessages.statsforvalteren)}
            </Typography>

            {state === 'login' ? (
              <Stack spacing={2}>
                <Typography color="text.secondary" sx={{ lineHeight: 1.6 }}>
                  {t('page.loginHow', { acceptLogin: serverText(GuardianMessages.acceptLogin) })}
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
                <AlertTitle>{serverText(GuardianMessages.acceptEmailNotConfirmed)}</AlertTitle>
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
              <GuardianAcceptForm
                agreementId={id}
                email={user?.email ?? null}
                onAccepted={() => navigate(paths.result)}
                onRefused={onRefused}
              />
            ) : null}

            {state === 'party' ? (
              <Stack spacing={2}>
                <Alert severity="info" role="status">
                  {serverText(GuardianMessages.guardianIsParty)}
                </Alert>
                <Button
                  component={RouterLink}
                  to={paths.comparison}
                  variant="outlined"
                  size="large"
                  fullWidth
                  endIcon={<ArrowForwardIcon />}
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
