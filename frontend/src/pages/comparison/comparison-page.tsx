import { ErrorCode } from '@avtalt/contracts/constants';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import DescriptionIcon from '@mui/icons-material/DescriptionOutlined';
import EditNoteIcon from '@mui/icons-material/EditNote';
import ReplayIcon from '@mui/icons-material/Replay';
import ThumbDownIcon from '@mui/icons-material/ThumbDownOffAlt';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { yourGuardianship } from '../../lib/agreement-facts.rules';
import { apiErrorCode, apiErrorMessage } from '../../api/http';
import type { ErrorToast } from '../../api/toast-policy';
import { LazyConfirmDialog } from '../../components/lazy-confirm-dialog';
import { ChunkBoundary } from '../../components/chunk-boundary';
import { ErrorScreen } from '../../components/error-screen';
import { LoginPrompt } from '../../components/login-prompt';
import { PageSpinner } from '../../components/spinner';
import { useToast } from '../../components/toast/toast-context';
import { useAgreement } from '../../hooks/use-agreement';
import { useAgreementSocket } from '../../hooks/use-agreement-socket';
import { useComparison } from '../../hooks/use-comparison';
import { useDeferredData } from '../../hooks/use-deferred-data';
import { useHydratedUser } from '../../hooks/use-hydrating';
import { useLanguage } from '../../hooks/use-language';
import { useMarkDisagreement, useStartNextRound } from '../../hooks/use-rounds';
import { agreementNextStep, nextRoundHint, pointAnchor } from '../../lib/agreement-next-step.rules';
import { activeObservers } from '../../lib/observers.rules';
import { comparisonInLanguage } from '../../lib/question-wording.rules';
import { useLibTexts } from '../../lib/texts';
import { comparisonActions, questionTextsOf, removableParticipants, respondedText } from './comparison.rules';
import { ComparisonTable } from './comparison-table';
import { GroupStatus } from './group-status';
import { ObserversLine } from './observers-line';
import { useComparisonTexts } from './texts';
import { WaitingParticipants } from './waiting-participants';

// The chat (MUI's TextField and the rest of its form) is a chunk of its own: only logged-in participants
// see it, and it sits below the table, so an anonymous visitor's phone neither downloads nor runs it.
const ComparisonChat = lazy(() => import('./comparison-chat').then((m) => ({ default: m.ComparisonChat })));

/** The error toast of a command, except for LOGIN_REQUIRED: the page sends the visitor to log in instead. */
const unlessLogin =
  (title: string) =>
  (error: unknown): ErrorToast | false =>
    apiErrorCode(error) === ErrorCode.LoginRequired ? false : { title };

/** /avtale/{id}/sammenligning: everyone's answers of the current round (spec §2 'Comparison'). */
export default function ComparisonPage() {
  const { id = '' } = useParams();
  const t = useComparisonTexts();
  const lib = useLibTexts();
  // The page is lazily loaded: it hydrates after the rest of the app, whose header has meanwhile asked who
  // is logged in. While hydrating it renders as the server did (a visitor's page knew nobody is; otherwise
  // who is logged in was not known), or the HTML would not match; it renders with the user right after.
  const { user, isLoading: userLoading } = useHydratedUser();
  const comparison = useComparison(id);
  // The comparison does not say who reads along; the agreement does (its observers, and whether the viewer is one).
  const agreement = useAgreement(id);
  const observer = agreement.data?.youAreObserver === true;
  // A party's guardian reads as an observer does until signing: no answers, rounds or proposals (the server
  // refuses them); unlike an observer, the guardian may take part in the discussion.
  const guardian = yourGuardianship(agreement.data) !== undefined;
  const readOnly = observer || guardian;
  // One connection for the page: everyone gets the table's live updates, logged-in users also the chat.
  const chat = useAgreementSocket(id);
  // A refusal is the toast policy's (api/toast-policy.ts), except LOGIN_REQUIRED, which leads to login.
  const nextRound = useStartNextRound(id, { errorToast: unlessLogin(t('page.nextRoundFailed')) });
  const disagreement = useMarkDisagreement(id, { errorToast: unlessLogin(t('page.disagreementFailed')) });
  const toast = useToast();
  const navigate = useNavigate();
  const [confirmOpen, setConfirmOpen] = useState(false);
  // Issue 19: 'Diskuter dette punktet' shows the discussion of one question; `focus` moves there once.
  const [discussing, setDiscussing] = useState<{ questionId: string; focus: boolean } | null>(null);
  // The chat's input, once the chat (a chunk of its own) is there: 'Diskuter' tapped while it still loads
  // moves the focus when it arrives.
  const [chatInput, setChatInput] = useState<HTMLTextAreaElement | null>(null);
  // One function for the page's life: the table (memo) does not render its rows again for a new one.
  const discuss = useCallback((questionId: string) => setDiscussing({ questionId, focus: true }), []);
  useEffect(() => {
    if (!discussing?.focus || !chatInput) return;
    chatInput.scrollIntoView?.({ block: 'center' });
    chatInput.focus();
    setDiscussing({ questionId: discussing.questionId, focus: false });
  }, [discussing, chatInput]);

  // The table of everyone's answers is long to render on a phone: it (with the group status and the chat)
  // renders as a deferred update, after the heading, the status and the actions, which are quick to draw
  // and the first thing to read (the page's largest text is its heading: Lighthouse's LCP).
  // In the reader's language: a catalogue topic's questions and options come in nynorsk and English too.
  const language = useLanguage();
  const read = useMemo(
    () => comparison.data && comparisonInLanguage(comparison.data, language),
    [comparison.data, language],
  );
  const shown = useDeferredData(read);

  if (comparison.isLoading) return <PageSpinner label={t('page.loading')} showLabel />;
  // A failed refresh keeps showing what was loaded; only a page without data is an error.
  if (!comparison.data) return <ErrorScreen message={t('page.loadFailed')} />;

  const data = read ?? comparison.data;
  const table = shown.data;
  const actions = comparisonActions(data, Boolean(user), readOnly);
  // Issue 34 (ux.md problem 2): the status line, whom we wait for and the primary button say the true
  // reason, from the one function every page reads; a proposal that holds the next round back links to its card.
  const step = agreementNextStep(
    {
      agreementId: id,
      agreement: { ...data, youAreObserver: observer, guardians: agreement.data?.guardians },
      round: data,
      loggedIn: Boolean(user),
    },
    lib,
  );
  const status = step.status;
  const primary = step.primary.kind;
  const proposalCard =
    data.nextRoundBlocker?.reason === 'proposal' ? `#${pointAnchor(data.nextRoundBlocker.questionId)}` : null;

  /** A session that ended meanwhile: log in and come back here (the server said LOGIN_REQUIRED). */
  const loginFirst = (error: unknown) => {
    if (apiErrorCode(error) !== ErrorCode.LoginRequired) return;
    toast({
      title: t('page.loginRequired'),
      description: apiErrorMessage(error, t('page.loginToContinue')),
      variant: 'destructive',
    });
    navigate(`/auth?returnTo=${encodeURIComponent(window.location.pathname)}`);
  };

  const startNextRound = async () => {
    try {
      await nextRound.mutateAsync();
      navigate(`/avtale/${id}/sporsmal`);
    } catch (error) {
      loginFirst(error);
    }
  };

  const markDisagreement = async () => {
    try {
      await disagreement.mutateAsync();
      setConfirmOpen(false);
    } catch (error) {
      setConfirmOpen(false);
      loginFirst(error);
    }
  };

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 6 }, px: { xs: 2, sm: 3 } }}>
      <Typography variant="h4" component="h1" sx={{ mb: 1.5, overflowWrap: 'anywhere' }}>
        {t('page.heading', { title: data.title, round: data.currentRound })}
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', mb: 3 }}>
        <Chip
          label={t('page.roundOf', { round: data.currentRound, maxRounds: data.maxRounds })}
          size="small"
          variant="outlined"
        />
        <Chip label={respondedText(data, t)} size="small" variant="outlined" />
      </Stack>

      <Alert severity={status.tone} role="status" sx={{ mb: 3 }} data-testid="comparison-status">
        {status.text}
        {step.waiting && step.phase === 'closed-round' ? (
          <Typography variant="body2" sx={{ mt: 0.5 }}>
            {step.waiting.text}.
          </Typography>
        ) : null}
        {step.role === 'observer' || step.role === 'guardian' ? (
          <Typography variant="body2" sx={{ mt: 0.5 }} data-testid={`${step.role}-hint`}>
            {step.hint}
          </Typography>
        ) : null}
      </Alert>

      <ActionBar>
        {proposalCard && step.primary.kind === 'answer-proposal' ? (
          <Button component="a" href={proposalCard} variant="contained" endIcon={<ArrowForwardIcon />}>
            {step.primary.label}
          </Button>
        ) : null}
        {proposalCard && step.primary.kind === 'wait' ? (
          <Button component="a" href={proposalCard} variant="outlined">
            {t('page.seeProposal')}
          </Button>
        ) : null}
        {actions.answer ? (
          <Button
            component={RouterLink}
            to={`/avtale/${id}/sporsmal`}
            variant={primary === 'answer' ? 'contained' : 'outlined'}
            startIcon={<EditNoteIcon />}
          >
            {t('page.answerQuestions')}
          </Button>
        ) : null}
        {actions.seeFinal ? (
          <Button
            component={RouterLink}
            to={`/avtale/${id}/ferdig`}
            variant="contained"
            endIcon={<ArrowForwardIcon />}
          >
            {t('page.seeFinal')}
          </Button>
        ) : null}
        {actions.seeProtocol ? (
          <Button
            component={RouterLink}
            to={`/avtale/${id}/ferdig`}
            variant="contained"
            startIcon={<DescriptionIcon />}
          >
            {t('page.showProtocol')}
          </Button>
        ) : null}
        {actions.nextRound ? (
          <Button
            variant={primary === 'next-round' ? 'contained' : 'outlined'}
            startIcon={<ReplayIcon />}
            onClick={() => void startNextRound()}
            disabled={!actions.nextRoundEnabled || nextRound.isPending}
          >
            {nextRound.isPending ? t('page.startingNextRound') : t('page.startNextRound')}
          </Button>
        ) : null}
        {actions.roundOneChoices ? (
          <>
            <Button
              component={RouterLink}
              to={`/avtale/${id}/ferdig`}
              variant="outlined"
              startIcon={<DescriptionIcon />}
            >
              {t('page.seePartial')}
            </Button>
            <Button
              variant="outlined"
              color="error"
              startIcon={<ThumbDownIcon />}
              onClick={() => setConfirmOpen(true)}
            >
              {t('page.notAgreed')}
            </Button>
          </>
        ) : null}
        {primary === 'login' && step.primary.to ? (
          <Button component={RouterLink} to={step.primary.to} variant="contained">
            {step.primary.label}
          </Button>
        ) : null}
      </ActionBar>
      {actions.nextRound && !actions.nextRoundEnabled ? (
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{ mt: -1.5, mb: 3 }}
          data-testid="next-round-hint"
        >
          {nextRoundHint(step, lib)}
        </Typography>
      ) : null}

      {table && !shown.catchingUp ? (
        <>
          <GroupStatus data={table} answersHidden={table.answersHidden} />

          <ObserversLine observers={activeObservers(agreement.data?.observers)} />

          <WaitingParticipants
            agreementId={id}
            round={table.currentRound}
            participants={removableParticipants(table)}
          />

          {/* An observer or a guardian gets no negotiation controls (no agreementId); an observer no 'Diskuter'. */}
          <ComparisonTable
            comparison={table}
            agreementId={readOnly ? undefined : id}
            onDiscuss={user && !observer ? discuss : undefined}
          />

          <Box sx={{ mt: 4 }}>
            {user ? (
              <ChunkBoundary message={t('page.chatFailed')}>
                <Suspense fallback={<PageSpinner label={t('page.chatLoading')} showLabel />}>
                  <ComparisonChat
                    ref={setChatInput}
                    chat={chat}
                    viewerId={user.id}
                    questionTexts={questionTextsOf(table)}
                    filter={
                      discussing
                        ? {
                            questionId: discussing.questionId,
                            text: questionTextsOf(table).get(discussing.questionId) ?? t('page.oneQuestion'),
                          }
                        : null
                    }
                    onClearFilter={() => setDiscussing(null)}
                    readOnly={observer}
                  />
                </Suspense>
              </ChunkBoundary>
            ) : userLoading ? null : (
              <LoginPrompt title={t('page.loginTitle')} text={t('page.loginText')} />
            )}
          </Box>
        </>
      ) : (
        <PageSpinner label={t('page.loading')} showLabel />
      )}

      <LazyConfirmDialog
        open={confirmOpen}
        title={t('page.notAgreed')}
        description={t('page.endConfirm')}
        confirmLabel={t('page.endAgreement')}
        pending={disagreement.isPending}
        onConfirm={() => void markDisagreement()}
        onClose={() => setConfirmOpen(false)}
      />
    </Container>
  );
}

function ActionBar({ children }: { children: ReactNode }) {
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1.5}
      useFlexGap
      sx={{ flexWrap: 'wrap', mb: 3, '&:empty': { display: 'none' } }}
    >
      {children}
    </Stack>
  );
}
