import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import GavelIcon from '@mui/icons-material/GavelOutlined';
import MailOutlineIcon from '@mui/icons-material/MailOutline';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { lazy, Suspense } from 'react';
import { Link as RouterLink, Navigate, useLocation, useParams } from 'react-router';
import { ErrorScreen } from '../../components/error-screen';
import { PageSpinner } from '../../components/spinner';
import { useAgreement } from '../../hooks/use-agreement';
import { readAnonymousId } from '../../lib/anonymous-id';
import { invitationNotice, invitationState } from './invitation.rules';
import { useInvitationTexts } from './texts';

// The observer's and the guardian's invitations (/avtale/{id}/observator, /avtale/{id}/verge) are rare:
// chunks of their own, loaded when shown.
const ObserverPage = lazy(() => import('../observer/observer-page'));
const GuardianPage = lazy(() => import('../guardian/guardian-page'));
const INVITEE_PAGES: Partial<Record<string, typeof ObserverPage>> = {
  observator: ObserverPage,
  verge: GuardianPage,
};

/**
 * /avtale/{id}: the page an invited participant lands on (spec §2 'Invitation'); /avtale/{id}/observator,
 * where someone invited to read along accepts (docs/observers.md); /avtale/{id}/verge, where the guardian
 * of a party under 18 accepts (docs/guardians.md).
 */
export default function InvitationPage() {
  const t = useInvitationTexts();
  const { pathname } = useLocation();
  const Page = INVITEE_PAGES[pathname.split('/')[3] ?? ''];
  if (!Page) return <PartyInvitation />;
  return (
    <Suspense fallback={<PageSpinner label={t('page.loadingInvitation')} showLabel />}>
      <Page />
    </Suspense>
  );
}

function PartyInvitation() {
  const t = useInvitationTexts();
  const { id = '' } = useParams();
  const agreement = useAgreement(id);

  if (!id) return <Navigate to="/" replace />;
  if (agreement.isLoading) return <PageSpinner label={t('page.loading')} showLabel />;
  if (agreement.isError || !agreement.data) return <ErrorScreen message={t('page.loadError')} />;

  const data = agreement.data;
  const state = invitationState(data, readAnonymousId());
  if (state === 'redirect') return <Navigate to={`/avtale/${id}/sammenligning`} replace />;
  const notice = state === 'invite' ? null : invitationNotice(state, data, t);

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
              <MailOutlineIcon />
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
            {data.description ? (
              <Typography color="text.secondary" sx={{ mb: 3, lineHeight: 1.7, whiteSpace: 'pre-line' }}>
                {data.description}
              </Typography>
            ) : null}

            <Box sx={{ p: 2, mb: 3, borderRadius: 2, bgcolor: 'background.default' }}>
              <Typography variant="body2" color="text.secondary">
                {t('page.invitedBy')}
              </Typography>
              <Typography sx={{ fontWeight: 600 }}>
                {data.initiatorName?.trim() || t('page.someoneElse')}
              </Typography>
            </Box>

            {notice === null ? (
              <>
                <Typography sx={{ mb: 3, lineHeight: 1.7 }}>{t('page.howItWorks')}</Typography>
                <Button
                  component={RouterLink}
                  to={`/avtale/${id}/sporsmal`}
                  variant="contained"
                  size="large"
                  fullWidth
                  endIcon={<ArrowForwardIcon />}
                >
                  {t('page.start')}
                </Button>
              </>
            ) : (
              <Stack spacing={2}>
                <Alert
                  severity={state === 'closed' && data.status === 'completed' ? 'success' : 'info'}
                  role="status"
                >
                  <AlertTitle>{notice.title}</AlertTitle>
                  {notice.text}
                </Alert>
                <Button
                  component={RouterLink}
                  to={`/avtale/${id}/sammenligning`}
                  variant="outlined"
                  size="large"
                  fullWidth
                >
                  {t('page.seeComparison')}
                </Button>
              </Stack>
            )}

            <Divider sx={{ my: 3 }} />
            <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
              <GavelIcon fontSize="small" sx={{ color: 'text.secondary', mt: 0.25 }} aria-hidden="true" />
              <Typography variant="body2" color="text.secondary" sx={{ lineHeight: 1.6 }}>
                {t('page.legalNote')}
              </Typography>
            </Stack>
          </CardContent>
        </Card>
      </Container>
    </Box>
  );
}
