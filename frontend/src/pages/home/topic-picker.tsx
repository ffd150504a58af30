import AddCircleOutlineIcon from '@mui/icons-material/AddCircleOutline';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import type { Topic } from '@avtalt/contracts';
import { Component, lazy, memo, Suspense, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeferredData } from '../../hooks/use-deferred-data';
import { useFeaturedTopics, useTopics } from '../../hooks/use-topics';
import { TopicCard, TopicCardSkeleton } from './topic-card';
import { TopicSearchField } from './topic-search-field';
import { filterTopics, isSearching, topicListTitle } from './topic-search.rules';

// The load error's Alert arrives when needed (topic-load-error.tsx).
const TopicLoadError = lazy(() => import('./topic-load-error'));

/** When even the error's chunk cannot be loaded (offline), the same words without the Alert's look. */
class PlainOnLoadFailure extends Component<{ message: string; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    return this.state.failed ? (
      <Box role="alert" sx={{ mb: 4, color: 'error.main', fontWeight: 500 }}>
        {this.props.message}
      </Box>
    ) : (
      this.props.children
    );
  }
}

const FEATURED_SKELETONS = 2;
const ALL_SKELETONS = 4;

interface TopicPickerProps {
  selectedId: string | null;
  onSelect: (id: string) => void;
  onCreateCustom: () => void;
}

/**
 * The topic picker of spec §2: search, 'Populære temaer' (hidden while searching), the 'Eget tema' card
 * and 'Alle temaer' (or the search results). Selecting a card chooses the topic 'Lag ny avtale' uses.
 */
export function TopicPicker(props: TopicPickerProps) {
  const topicsQuery = useTopics();
  const featuredQuery = useFeaturedTopics();
  // The cards render as a deferred update when the topics arrive (skeletons meanwhile), not as one long
  // task on a slow phone's main thread (use-deferred-data.ts). React Query's update itself renders at
  // once: only this component does, the view below gets the same props until the deferred render and
  // skips it (on a phone that urgent render of the whole section was a 60 ms task).
  const allTopics = useDeferredData(topicsQuery.data);
  const featuredTopics = useDeferredData(featuredQuery.data);
  return (
    <TopicPickerView
      {...props}
      allTopics={allTopics.data}
      featuredTopics={featuredTopics.data}
      topicsLoading={topicsQuery.isLoading || allTopics.catchingUp}
      featuredLoading={featuredQuery.isLoading || featuredTopics.catchingUp}
      failed={topicsQuery.isError || featuredQuery.isError}
    />
  );
}

interface TopicPickerViewProps extends TopicPickerProps {
  allTopics: Topic[] | undefined;
  featuredTopics: Topic[] | undefined;
  topicsLoading: boolean;
  featuredLoading: boolean;
  failed: boolean;
}

const TopicPickerView = memo(function TopicPickerView({
  selectedId,
  onSelect,
  onCreateCustom,
  allTopics,
  featuredTopics,
  topicsLoading,
  featuredLoading,
  failed,
}: TopicPickerViewProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const searching = isSearching(search);
  const results = useMemo(() => filterTopics(allTopics ?? [], search), [allTopics, search]);

  return (
    <Box
      component="section"
      id="temaer"
      aria-labelledby="topic-picker-title"
      sx={{ py: { xs: 5, md: 8 }, scrollMarginTop: 72 }}
    >
      <Container maxWidth="lg">
        <Box
          sx={{
            display: 'flex',
            flexDirection: { xs: 'column', md: 'row' },
            alignItems: { md: 'flex-end' },
            justifyContent: 'space-between',
            gap: 2,
            mb: { xs: 3, md: 4 },
          }}
        >
          <Box>
            <Typography id="topic-picker-title" variant="h4" component="h2" sx={{ mb: 1 }}>
              {t('home.picker.title')}
            </Typography>
            <Typography color="text.secondary" sx={{ maxWidth: 560 }}>
              {t('home.picker.intro')}
            </Typography>
          </Box>
          {/* Not MUI's TextField or OutlinedInput: a native search input drawn like them (topic-search-field.tsx). */}
          <TopicSearchField
            value={search}
            onChange={setSearch}
            placeholder={t('home.picker.searchPlaceholder')}
            label={t('home.picker.searchLabel')}
            sx={{ width: { xs: '100%', md: 360 }, flexShrink: 0 }}
          />
        </Box>

        {failed ? (
          <PlainOnLoadFailure message={t('home.picker.loadFailed')}>
            <Suspense fallback={null}>
              <TopicLoadError>{t('home.picker.loadFailed')}</TopicLoadError>
            </Suspense>
          </PlainOnLoadFailure>
        ) : null}

        {!searching && !failed ? (
          <TopicSection id="featured-topics" title={t('home.picker.featured')}>
            <Grid container spacing={{ xs: 2, md: 3 }}>
              {featuredLoading
                ? Array.from({ length: FEATURED_SKELETONS }, (_, i) => (
                    <Grid key={i} size={{ xs: 12, sm: 6 }}>
                      <TopicCardSkeleton />
                    </Grid>
                  ))
                : (featuredTopics ?? []).map((topic) => (
                    <Grid key={topic.id} size={{ xs: 12, sm: 6 }}>
                      <TopicCard topic={topic} selected={topic.id === selectedId} onSelect={onSelect} />
                    </Grid>
                  ))}
            </Grid>
            {!featuredLoading && (featuredTopics ?? []).length === 0 ? (
              <Typography color="text.secondary">{t('home.picker.noFeatured')}</Typography>
            ) : null}
          </TopicSection>
        ) : null}

        <TopicSection id="custom-topics" title={t('home.picker.ownTopics')}>
          <Grid container spacing={{ xs: 2, md: 3 }}>
            <Grid size={{ xs: 12, sm: 6 }}>
              <CustomTopicCard onClick={onCreateCustom} />
            </Grid>
          </Grid>
        </TopicSection>

        {!failed ? (
          <TopicSection
            id="all-topics"
            title={topicListTitle(search, t)}
            // Below a phone's first screen: laid out when it comes near (index.html, .below-fold).
            className="below-fold fold-topics"
          >
            {topicsLoading ? (
              <Grid container spacing={{ xs: 2, md: 3 }}>
                {Array.from({ length: ALL_SKELETONS }, (_, i) => (
                  <Grid key={i} size={{ xs: 12, sm: 6, md: 3 }}>
                    <TopicCardSkeleton />
                  </Grid>
                ))}
              </Grid>
            ) : results.length === 0 ? (
              <Box
                role="status"
                sx={{
                  py: 5,
                  px: 2,
                  textAlign: 'center',
                  border: 1,
                  borderStyle: 'dashed',
                  borderColor: 'divider',
                  borderRadius: 3,
                }}
              >
                <Typography color="text.secondary" sx={{ mb: 1.5 }}>
                  {t('home.picker.noneFound')}
                </Typography>
                <Link
                  component="button"
                  type="button"
                  onClick={onCreateCustom}
                  sx={{ fontWeight: 600, fontSize: '1rem' }}
                >
                  {t('home.picker.makeOwn')}
                </Link>
              </Box>
            ) : (
              <Grid container spacing={{ xs: 2, md: 3 }}>
                {results.map((topic) => (
                  <Grid key={topic.id} size={{ xs: 12, sm: 6, md: 4 }}>
                    <TopicCard topic={topic} selected={topic.id === selectedId} onSelect={onSelect} />
                  </Grid>
                ))}
              </Grid>
            )}
          </TopicSection>
        ) : null}
      </Container>
    </Box>
  );
});

function TopicSection({
  id,
  title,
  className,
  children,
}: {
  id: string;
  title: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    // No aria-labelledby: 'Egne temaer med beskrivelser' would then also answer to the label 'Beskrivelse'.
    <Box id={id} className={className} sx={{ mb: { xs: 4, md: 5 } }}>
      <Typography id={`${id}-title`} variant="h5" component="h3" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** The one card of 'Egne temaer med beskrivelser': opens the 'Opprett eget tema' dialog. */
function CustomTopicCard({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <Card
      sx={(t) => ({
        height: '100%',
        borderStyle: 'dashed',
        borderWidth: 2,
        borderColor: alpha(t.palette.primary.main, 0.35),
        bgcolor: alpha(t.palette.primary.main, 0.03),
      })}
    >
      <CardActionArea onClick={onClick} sx={{ height: '100%' }}>
        <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', p: { xs: 2.25, sm: 3 } }}>
          <Box aria-hidden="true" sx={{ color: 'primary.main', display: 'flex', pt: 0.25 }}>
            <AddCircleOutlineIcon fontSize="large" />
          </Box>
          <Box>
            <Typography variant="h6" component="span" sx={{ display: 'block', lineHeight: 1.3, mb: 0.75 }}>
              {t('home.picker.ownTopic')}
            </Typography>
            <Typography
              variant="body2"
              color="text.secondary"
              component="span"
              sx={{ display: 'block', lineHeight: 1.6 }}
            >
              {t('home.picker.ownTopicText')}
            </Typography>
          </Box>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
