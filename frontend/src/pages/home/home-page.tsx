import AddIcon from '@mui/icons-material/Add';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, memo, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StaticIsland } from '../../components/static-island';
import { useUser } from '../../hooks/use-auth';
import { useFeaturedTopics, useTopics } from '../../hooks/use-topics';
import { hasPendingTopic } from '../../lib/pending-topic';
import { HomeHero } from './home-hero';
import { TopicPicker as Picker } from './topic-picker';
import { topicForNewAgreement } from './topic-search.rules';
import { useStartAgreement } from './use-start-agreement';

// The dialog (a form with the server's zod schema, MUI's Dialog and inputs) is downloaded the first time
// it opens, not with the front page (docs/compression-and-code-splitting.md).
const CustomTopicDialog = lazy(() =>
  import('./custom-topic-dialog').then((module) => ({ default: module.CustomTopicDialog })),
);
// The bar with the chosen topic appears only after a choice: its own small chunk, asked for when the first
// card is chosen.
const SelectedTopicBar = lazy(() =>
  import('./selected-topic-bar').then((module) => ({ default: module.SelectedTopicBar })),
);
// Likewise the 'Lager avtale...' backdrop, shown only while a topic chosen before login is completed.
const CreatingBackdrop = lazy(() => import('./creating-backdrop'));

// The page re-renders as the user, the topics and the featured topics arrive; the topic list and the
// static sections below it need not render again each time (rendering is most of the front page's
// main-thread work on a phone).
const TopicPicker = memo(Picker);
// The static sections below the picker arrive in a chunk of their own (below the fold: home-story.tsx).
const HomeStory = lazy(() => import('./home-story'));
// One element for every render, and not hydrated: the sections are static (components/static-island.tsx),
// so a page hydrated from the server's HTML does not even load their chunk. A new element on each of the
// page's re-renders (the user, the topics arriving) would also be an update to the island.
const homeStory = (
  <StaticIsland id="home-story">
    <Suspense fallback={null}>
      <HomeStory />
    </Suspense>
  </StaticIsland>
);

/**
 * The front page: the hero with 'Lag ny avtale' and 'Opprett eget tema', the topic picker, and the
 * story of how it works. After a login that a pending topic request sent the visitor through, the
 * request is completed here (spec §4).
 */
export default function HomePage() {
  const { t } = useTranslation();
  const { user, isLoading: userLoading } = useUser();
  const topics = useTopics();
  const featured = useFeaturedTopics();
  const starter = useStartAgreement();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [completingPending, setCompletingPending] = useState(false);

  // The latest starter, so the effect below runs once per login and not on every render.
  const starterRef = useRef(starter);
  starterRef.current = starter;
  useEffect(() => {
    if (userLoading || !user || !hasPendingTopic()) return;
    setCompletingPending(true);
    void starterRef.current.completePending().finally(() => setCompletingPending(false));
  }, [user, userLoading]);

  const defaultTopic = topicForNewAgreement(selectedId, featured.data, topics.data);
  const selectedTopic = selectedId ? defaultTopic : null;
  const topicsLoading = topics.isLoading || featured.isLoading;
  const dialogShown = dialogOpen || starter.questionDraft.phase !== 'idle';
  // Once opened the dialog stays mounted, so it can play its closing transition.
  const [dialogLoaded, setDialogLoaded] = useState(false);
  if (dialogShown && !dialogLoaded) setDialogLoaded(true);
  const creatingBackdrop = completingPending && starter.questionDraft.phase === 'idle';

  const openDialog = useCallback(() => setDialogOpen(true), []);

  const newAgreement = () => {
    if (defaultTopic) void starter.startFromTopic(defaultTopic);
    else setDialogOpen(true);
  };

  return (
    <>
      <HomeHero
        actions={
          <>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
              <Button
                variant="contained"
                size="large"
                onClick={newAgreement}
                disabled={starter.isCreating || (topicsLoading && !defaultTopic)}
                endIcon={
                  starter.isCreating ? (
                    <CircularProgress size={18} color="inherit" aria-hidden="true" />
                  ) : (
                    <ArrowForwardIcon />
                  )
                }
              >
                {starter.isCreating ? t('home.creating') : t('home.newAgreement')}
              </Button>
              <Button
                variant="outlined"
                size="large"
                startIcon={<AddIcon />}
                onClick={() => setDialogOpen(true)}
              >
                {t('home.createOwnTopic')}
              </Button>
            </Stack>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }} aria-live="polite">
              {selectedTopic
                ? t('home.chosenTopic', { title: selectedTopic.title })
                : defaultTopic
                  ? t('home.chooseOrStartWith', { title: defaultTopic.title })
                  : t('home.chooseOrMakeOwn')}
            </Typography>
          </>
        }
      />
      <TopicPicker selectedId={selectedId} onSelect={setSelectedId} onCreateCustom={openDialog} />
      {homeStory}
      {selectedTopic ? (
        <Suspense fallback={null}>
          <SelectedTopicBar title={selectedTopic.title} pending={starter.isCreating} onStart={newAgreement} />
        </Suspense>
      ) : null}
      {dialogLoaded ? (
        <Suspense fallback={null}>
          <CustomTopicDialog
            // Also opens for a custom topic completed after login, to show its questions being made.
            open={dialogShown}
            pending={starter.isPending}
            progress={starter.questionDraft}
            onClose={() => {
              starter.cancelCustom();
              setDialogOpen(false);
            }}
            onSubmit={starter.startCustom}
            onRetry={() => void starter.retryCustom()}
          />
        </Suspense>
      ) : null}
      {/* Rendered only while shown: a hidden indeterminate spinner would keep animating (CPU, battery). */}
      {creatingBackdrop ? (
        <Suspense fallback={null}>
          <CreatingBackdrop />
        </Suspense>
      ) : null}
    </>
  );
}
