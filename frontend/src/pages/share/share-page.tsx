import { EXPECTED_MAX, EXPECTED_MIN, expectedParticipantsBodySchema } from '@avtalt/contracts';
import CheckIcon from '@mui/icons-material/Check';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import MailOutlineIcon from '@mui/icons-material/MailOutline';
import ShareIcon from '@mui/icons-material/Share';
import TableChartIcon from '@mui/icons-material/TableChartOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link as RouterLink, Navigate, useParams } from 'react-router';
import { yourGuardianship } from '../../lib/agreement-facts.rules';
import { ErrorScreen } from '../../components/error-screen';
import { PageSpinner } from '../../components/spinner';
import { useToast } from '../../components/toast/toast-context';
import { useAgreement } from '../../hooks/use-agreement';
import { useUser } from '../../hooks/use-auth';
import { useUpdateExpectedParticipants } from '../../hooks/use-expected-participants';
import { agreementNextStep } from '../../lib/agreement-next-step.rules';
import { copyText, copyWithTextarea } from '../../lib/clipboard';
import { serverText } from '../../lib/server-text';
import { useLibTexts } from '../../lib/texts';
import { GroupStatus } from '../comparison/group-status';
import { BlindRoundsCard } from './blind-rounds-card';
import { InviteByEmailCard } from './invite-by-email-card';
import { ObserversCard } from './observers-card';
import {
  chooseShareMethod,
  detectShareEnvironment,
  isShareCancelled,
  shareCopy,
  shareLink,
  shareText,
} from './share.rules';
import { useShareTexts } from './texts';

/** Spec §9: the copy tick resets after 2 seconds. */
const COPIED_RESET_MS = 2000;

/** 'Hva skjer nå?', in order. */
const NEXT_STEPS = ['share', 'answer', 'compare', 'agree'] as const;

/** /avtale/{id}/del (login required): thanks, the link to share and what happens next (spec §2 'Share'). */
export default function SharePage() {
  const t = useShareTexts();
  const lib = useLibTexts();
  const { id = '' } = useParams();
  const { user } = useUser();
  const agreement = useAgreement(id, { enabled: Boolean(user) });
  const toast = useToast();
  const [copied, setCopied] = useState(false);
  const copiedTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(copiedTimer.current), []);

  if (!user || agreement.isLoading) return <PageSpinner label={t('page.loading')} showLabel />;
  if (agreement.isError || !agreement.data) return <ErrorScreen message={t('page.loadError')} />;

  const data = agreement.data;
  // An observer or a party's guardian has nothing to share or set: they read along on the comparison.
  if (data.youAreObserver || yourGuardianship(data))
    return <Navigate to={`/avtale/${data.id}/sammenligning`} replace />;
  const isParty = Boolean(data.isInitiator) || data.participants.some((p) => p.isYou);
  const link = shareLink(window.location.origin, data.id);
  // Issue 34 (ux.md problem 1): the page says what is true now, and its primary button is the next step.
  const step = agreementNextStep({ agreementId: data.id, agreement: data, loggedIn: true }, lib);
  const youAnswered = data.participants.some((p) => p.isYou && p.hasResponded);
  const text = shareCopy(step, data.title, youAnswered, t);
  const stepAction =
    !text.shareIsPrimary && step.primary.kind !== 'wait' && step.primary.to ? step.primary : null;

  const copyFailed = () =>
    toast({
      title: t('page.copyFailed'),
      description: t('page.copyFailedText'),
      variant: 'destructive',
    });

  const copied2s = () => {
    setCopied(true);
    window.clearTimeout(copiedTimer.current);
    copiedTimer.current = window.setTimeout(() => setCopied(false), COPIED_RESET_MS);
    toast({ title: t('page.linkCopied'), variant: 'success' });
  };

  const copy = async (method: 'clipboard' | 'textarea' = 'clipboard') => {
    const ok = method === 'textarea' ? copyWithTextarea(link) : await copyText(link);
    if (ok) copied2s();
    else copyFailed();
  };

  const share = async () => {
    const shareData: ShareData = { title: data.title, text: shareText(data.title, t), url: link };
    const method = chooseShareMethod(detectShareEnvironment(shareData));
    if (method !== 'share') return copy(method);
    try {
      await navigator.share(shareData);
    } catch (error) {
      if (!isShareCancelled(error)) await copy();
    }
  };

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 6 }, px: { xs: 2, sm: 3 } }}>
      <Box sx={{ textAlign: { sm: 'center' }, mb: { xs: 3, md: 4 } }}>
        <Box
          aria-hidden="true"
          sx={(t) => ({
            display: 'inline-flex',
            p: 1.5,
            mb: 2,
            borderRadius: '50%',
            color: 'success.main',
            bgcolor: alpha(t.palette.success.main, 0.1),
          })}
        >
          <CheckIcon fontSize="large" />
        </Box>
        <Typography variant="h3" component="h1" sx={{ mb: 1 }}>
          {text.heading}
        </Typography>
        <Typography
          color="text.secondary"
          sx={{ maxWidth: 560, mx: { sm: 'auto' }, overflowWrap: 'anywhere' }}
          data-testid="share-lead"
        >
          {text.lead}
        </Typography>
        {stepAction?.to ? (
          <Button component={RouterLink} to={stepAction.to} variant="contained" size="large" sx={{ mt: 2.5 }}>
            {stepAction.label}
          </Button>
        ) : null}
      </Box>

      <GroupStatus data={data} />

      <Card sx={{ mb: 3 }}>
        <CardContent>
          <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
            {t('page.shareTitle')}
          </Typography>
          <TextField
            label={t('page.link')}
            value={link}
            onFocus={(event) => event.target.select()}
            slotProps={{
              htmlInput: { readOnly: true, 'aria-readonly': true },
              input: {
                endAdornment: (
                  <InputAdornment position="end">
                    <Tooltip title={copied ? t('page.copied') : t('page.copyLink')}>
                      <IconButton
                        aria-label={t('page.copyLink')}
                        onClick={() => void copy()}
                        edge="end"
                        color={copied ? 'success' : 'default'}
                      >
                        {copied ? <CheckIcon /> : <ContentCopyIcon />}
                      </IconButton>
                    </Tooltip>
                  </InputAdornment>
                ),
              },
            }}
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 2 }}>
            <Button
              variant={text.shareIsPrimary ? 'contained' : 'outlined'}
              size="large"
              startIcon={<ShareIcon />}
              onClick={() => void share()}
            >
              {t('page.shareLink')}
            </Button>
            <Button
              component={RouterLink}
              to={`/avtale/${data.id}/sammenligning`}
              variant="outlined"
              size="large"
              startIcon={<TableChartIcon />}
            >
              {t('page.seeComparison')}
            </Button>
          </Stack>
        </CardContent>
      </Card>

      {/* Inviting and the group's settings matter only while the round is open (issue 34). */}
      {step.phase === 'open-round' ? <InviteByEmailCard agreementId={data.id} /> : null}

      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', md: data.isInitiator && text.showSteps ? '3fr 2fr' : '1fr' },
        }}
      >
        {text.showSteps ? (
          <Card>
            <CardContent>
              <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
                {t('page.nextStepsTitle')}
              </Typography>
              <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
                {NEXT_STEPS.map((item, index) => (
                  <Box component="li" key={item} sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
                    <Box
                      aria-hidden="true"
                      sx={{
                        flexShrink: 0,
                        width: 28,
                        height: 28,
                        borderRadius: '50%',
                        display: 'grid',
                        placeItems: 'center',
                        fontWeight: 700,
                        fontSize: '0.875rem',
                        color: 'primary.contrastText',
                        bgcolor: 'primary.main',
                      }}
                    >
                      {index + 1}
                    </Box>
                    <Typography sx={{ pt: 0.25, lineHeight: 1.5 }}>{t(`page.nextSteps.${item}`)}</Typography>
                  </Box>
                ))}
              </Box>
              {text.mailNote ? (
                <Alert severity="info" icon={<MailOutlineIcon />} sx={{ mt: 3 }}>
                  {text.mailNote}
                </Alert>
              ) : null}
            </CardContent>
          </Card>
        ) : null}
        {data.isInitiator && step.phase === 'open-round' ? (
          <Stack spacing={3}>
            <ExpectedParticipantsCard agreementId={data.id} current={data.expectedParticipants} />
            <BlindRoundsCard agreementId={data.id} blind={data.blind ?? false} />
          </Stack>
        ) : null}
      </Box>
      {/* Someone may read along at any stage, the final text and its signing too. */}
      {isParty && !data.youAreRemoved ? (
        <Box sx={{ mt: 3 }}>
          <ObserversCard agreementId={data.id} observers={data.observers} />
        </Box>
      ) : null}
    </Container>
  );
}

/** 'Hvor mange skal være med?': the initiator says how many must answer before the agreement can complete. */
function ExpectedParticipantsCard({ agreementId, current }: { agreementId: string; current: number }) {
  const t = useShareTexts();
  const update = useUpdateExpectedParticipants(agreementId);
  const [value, setValue] = useState(String(current));
  const [error, setError] = useState<string | null>(null);

  const save = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = expectedParticipantsBodySchema.safeParse({
      expectedParticipants: value.trim() === '' ? undefined : value,
    });
    if (!parsed.success) {
      setError(
        parsed.error.issues[0]?.message ?? t('expected.outOfRange', { min: EXPECTED_MIN, max: EXPECTED_MAX }),
      );
      return;
    }
    setError(null);
    // The toasts come from the hook's meta (api/toast-policy.ts).
    update.mutate(parsed.data.expectedParticipants, {
      onSuccess: (agreement) => setValue(String(agreement.expectedParticipants)),
    });
  };

  return (
    <Card component="form" noValidate onSubmit={save} aria-labelledby="expected-title">
      <CardContent>
        <Typography id="expected-title" variant="h6" component="h2" sx={{ mb: 1 }}>
          {t('expected.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2, lineHeight: 1.6 }}>
          {t('expected.intro')}
        </Typography>
        <TextField
          id="expected-participants"
          label={t('expected.label')}
          type="number"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          error={Boolean(error)}
          helperText={
            error !== null ? serverText(error) : t('expected.range', { min: EXPECTED_MIN, max: EXPECTED_MAX })
          }
          slotProps={{ htmlInput: { min: EXPECTED_MIN, max: EXPECTED_MAX, step: 1, inputMode: 'numeric' } }}
        />
        <Button type="submit" variant="outlined" disabled={update.isPending} sx={{ mt: 1.5 }}>
          {update.isPending ? t('expected.saving') : t('expected.save')}
        </Button>
      </CardContent>
    </Card>
  );
}
