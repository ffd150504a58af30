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
import { AGREEMENT_LOAD_ERROR } from '../invitation/invitation.rules';
import { ResendVerificationButton } from '../profile/email-verification-notice';
import { OBSERVER_EXPLAINED, acceptErrorToast, observerInvitationState } from './observer-invitation.rules';

/**
 * /avtale/{id}/observator, the link in the invitation mail to an observer (docs/observers.md): says what an
 * observer is, and «Ta imot invitasjonen» for the account whose confirmed address was invited; a visitor
 * logs in or registers and comes back here. Accepted, the observer reads the comparison.
 */
export default function ObserverInvitationPage() {
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
      title: 'Du er observatør',
      description: 'Du kan nå lese sammenligningen, diskusjonen og avtaleteksten.',
      variant: 'success',
    },
  });

  if (!id) return <Navigate to="/" replace />;
  if (userLoading || agreement.isLoading) return <PageSpinner label="Laster invitasjonen..." showLabel />;
  if (agreement.isError || !agreement.data) return <ErrorScreen message={AGREEMENT_LOAD_ERROR} />;

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
      sx={(t) => ({
        flex: 1,
        background: `radial-gradient(900px 420px at 90% -10%, ${alpha(t.palette.primary.main, 0.12)}, transparent 60%)`,
        py: { xs: 3, md: 8 },
      })}
    >
      <Container maxWidth="sm" sx={{ px: { xs: 2, sm: 3 } }}>
        <Card>
          <CardContent sx={{ p: { xs: 3, sm: 5 }, '&:last-child': { pb: { xs: 3, sm: 5 } } }}>
            <Box
              aria-hidden="true"
              sx={(t) => ({
                display: 'inline-flex',
                p: 1.5,
                mb: 2,
                borderRadius: 3,
                color: 'primary.main',
                bgcolor: alpha(t.palette.primary.main, 0.09),
              })}
            >
              <VisibilityIcon />
            </Box>
            <Typography color="primary" sx={{ fontWeight: 600, mb: 1 }}>
              Du er invitert som observatør
            </Typography>
            <Typography variant="h4" component="h1" sx={{ mb: 1.5, overflowWrap: 'anywhere' }}>
              {data.title}
            </Typography>
            {data.topic && data.topic !== data.title ? (
              <Chip label={data.topic} size="small" variant="outlined" sx={{ mb: 2 }} />
            ) : null}
            <Typography sx={{ mb: 3, lineHeight: 1.7 }}>{OBSERVER_EXPLAINED}</Typography>

            {state === 'login' ? (
              <Stack spacing={2}>
                <Typography color="text.secondary" sx={{ lineHeight: 1.6 }}>
                  {AgreementMessages.observerAcceptLogin}. Har du ingen konto, lager du en med den adressen og
                  bekrefter den.
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
                    Logg inn
                  </Button>
                  <Button
                    component={RouterLink}
                    to={authUrlFor(self, { register: true })}
                    onClick={() => rememberReturnTo(self)}
                    variant="outlined"
                    size="large"
                  >
                    Registrer deg
                  </Button>
                </Stack>
              </Stack>
            ) : null}

            {state === 'confirm' ? (
              <Alert severity="warning" role="status">
                <AlertTitle>{AgreementMessages.observerAcceptEmailNotConfirmed}</AlertTitle>
                <Typography variant="body2" sx={{ mb: 1.5 }}>
                  {user?.email ? `Vi har sendt en bekreftelseslenke til ${user.email}. ` : ''}
                  Åpne lenken, og kom tilbake hit. Du finner adressen din på{' '}
                  <Link component={RouterLink} to="/profile">
                    profilen
                  </Link>
                  .
                </Typography>
                <ResendVerificationButton label="Send ny bekreftelseslenke" size="small" />
              </Alert>
            ) : null}

            {state === 'accept' ? (
              <Stack spacing={2}>
                {user?.email ? (
                  <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                    Du er logget inn som {user.email}. Invitasjonen må være sendt til denne adressen.
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
                  {accept.isPending ? 'Tar imot...' : 'Ta imot invitasjonen'}
                </Button>
              </Stack>
            ) : null}

            {state === 'party' ? (
              <Stack spacing={2}>
                <Alert severity="info" role="status">
                  {AgreementMessages.observerIsParty}.
                </Alert>
                <Button
                  component={RouterLink}
                  to={paths.comparison}
                  variant="outlined"
                  size="large"
                  fullWidth
                >
                  Se sammenligning
                </Button>
              </Stack>
            ) : null}
          </CardContent>
        </Card>
      </Container>
    </Box>
  );
}
