import type { Topic } from '@avtalt/contracts';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import QuizOutlinedIcon from '@mui/icons-material/QuizOutlined';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { useEffect, useRef, useState } from 'react';
import { apiErrorMessage } from '../../../api/http';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useAdminTopics, useDeleteTopic, useUpdateTopic } from '../../../hooks/use-admin-topics';
import { featureToast, topicCountText, topicsMatching, visibilityNote } from './topic-list.rules';
import { TopicEditorDialog } from './topic-editor-dialog';
import { useAdminTopicsTexts } from './texts';

interface TopicListProps {
  selectedTopicId: string | null;
  /** Opens the questions of a topic (selects it and switches to the questions tab). */
  onOpenQuestions: (topic: Topic) => void;
  /** Called after a topic was deleted. */
  onDeleted: (topicId: string) => void;
  /** The topic 'Create Topic' made last: scrolled to, focused and marked. */
  createdId?: string | null;
}

/**
 * 'Available Topics' (admin spec §2): every topic with questions, edit ('Rediger tema': title,
 * description and the document settings), feature and delete buttons.
 */
export function TopicList({ selectedTopicId, onOpenQuestions, onDeleted, createdId = null }: TopicListProps) {
  const t = useAdminTopicsTexts();
  const topics = useAdminTopics();
  // The topic stays set while the dialog closes, so its text does not change during the transition.
  const [toDelete, setToDelete] = useState<Topic | null>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);
  // Like the delete dialog: the topic stays set while the editor closes; each opening has its own key.
  const [editing, setEditing] = useState<{ topic: Topic; opening: number } | null>(null);
  const [editorOpen, setEditorOpen] = useState(false);
  // Where the keyboard focus goes once a deleted topic's dialog has closed: the next topic's heading (the one
  // before when the last was deleted), or the list's heading when none is left. Without it focus would fall to
  // the page's top with the deleted row's button.
  const [focusAfterDelete, setFocusAfterDelete] = useState<{ topicId: string | null } | null>(null);
  const listHeading = useRef<HTMLHeadingElement>(null);
  const topicHeadings = useRef(new Map<string, HTMLHeadingElement>());
  const [query, setQuery] = useState('');
  // A new topic clears the search, so it is in the list to be shown (React's reset of state on a new prop).
  const [searchFor, setSearchFor] = useState(createdId);
  if (searchFor !== createdId) {
    setSearchFor(createdId);
    setQuery('');
  }
  // The new topic is scrolled to the middle of the screen and its heading focused, once per topic.
  const revealed = useRef<string | null>(null);

  useEffect(() => {
    // After the dialog's own focus return (its effect runs before this parent's), so this one wins.
    if (!focusAfterDelete || confirmOpen) return;
    const target =
      (focusAfterDelete.topicId && topicHeadings.current.get(focusAfterDelete.topicId)) ||
      listHeading.current;
    target?.focus();
    setFocusAfterDelete(null);
  }, [focusAfterDelete, confirmOpen]);

  const all = topics.data ?? [];
  const remove = useDeleteTopic({
    errorToast: { title: t('common.error'), fallback: t('list.deleteFailed') },
    successToast: (_void, id) => ({
      title: t('list.deleted'),
      description: all.find((topic) => topic.id === id)?.title,
      variant: 'success',
    }),
  });
  // The toast is worded from the topic as it was before the click (the list still shows it so then).
  const update = useUpdateTopic({
    errorToast: { title: t('common.error'), fallback: t('list.updateFailed') },
    successToast: (_topic, variables) => {
      const before = all.find((topic) => topic.id === (variables as { id: string }).id);
      return before ? featureToast(before) : { title: t('list.updated'), variant: 'success' };
    },
  });
  const list = topicsMatching(all, query);
  const searching = query.trim() !== '';

  useEffect(() => {
    if (!createdId || revealed.current === createdId) return;
    const heading = topicHeadings.current.get(createdId);
    if (!heading) return;
    revealed.current = createdId;
    const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    heading.scrollIntoView?.({ block: 'center', behavior: still ? 'auto' : 'smooth' });
    heading.focus({ preventScroll: true });
  }, [createdId, topics.data]);

  const toggleFeatured = (topic: Topic) => {
    // Not `disabled` while saving: a disabled button loses the keyboard focus to the page's top.
    if (update.isPending && update.variables?.id === topic.id) return;
    update.mutate({ id: topic.id, body: { featured: !topic.featured } });
  };

  const confirmDelete = async () => {
    if (!toDelete) return;
    const topic = toDelete;
    // The neighbour on the screen: in the searched list while searching.
    const at = list.findIndex((listed) => listed.id === topic.id);
    const neighbour = list[at + 1] ?? list[at - 1] ?? null;
    try {
      await remove.mutateAsync(topic.id);
      setFocusAfterDelete({ topicId: neighbour?.id ?? null });
      onDeleted(topic.id);
    } catch {
      // The error toast comes from the hook's meta (api/toast-policy.ts).
    } finally {
      setConfirmOpen(false);
    }
  };

  return (
    <Card component="section" aria-labelledby="topic-list-title">
      <CardContent>
        <Stack
          direction="row"
          sx={{ alignItems: 'baseline', justifyContent: 'space-between', mb: 2, gap: 1 }}
        >
          <Typography id="topic-list-title" variant="h6" component="h2" ref={listHeading} tabIndex={-1}>
            {t('list.heading')}
          </Typography>
          {topics.data ? (
            <Typography variant="body2" color="text.secondary">
              {topicCountText(list.length, all.length, searching)}
            </Typography>
          ) : null}
        </Stack>
        {all.length > 0 ? (
          <TextField
            id="topic-search"
            type="search"
            size="small"
            label={t('list.search')}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            fullWidth
            sx={{ mb: 2 }}
          />
        ) : null}

        {topics.isLoading ? (
          <Stack spacing={1.5} aria-busy="true" aria-label={t('list.loading')}>
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} variant="rounded" height={92} />
            ))}
          </Stack>
        ) : topics.isError ? (
          <Alert severity="error">{apiErrorMessage(topics.error, t('list.loadFailed'))}</Alert>
        ) : all.length > 0 && list.length === 0 ? (
          <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center', overflowWrap: 'anywhere' }}>
            {t('list.noMatch', { query: query.trim() })}
          </Typography>
        ) : list.length === 0 ? (
          <Box
            sx={{
              py: 6,
              textAlign: 'center',
              color: 'text.secondary',
              border: 1,
              borderStyle: 'dashed',
              borderColor: 'divider',
              borderRadius: 3,
            }}
          >
            <Typography>{t('list.empty')}</Typography>
          </Box>
        ) : (
          <Stack
            component="ul"
            spacing={1.5}
            sx={{ listStyle: 'none', p: 0, m: 0 }}
            aria-labelledby="topic-list-title"
          >
            {list.map((topic) => {
              const selected = topic.id === selectedTopicId;
              const isNew = topic.id === createdId;
              const note = visibilityNote(topic);
              return (
                <Box
                  component="li"
                  key={topic.id}
                  aria-current={selected ? 'true' : undefined}
                  sx={(theme) => ({
                    p: { xs: 1.5, sm: 2 },
                    borderRadius: 3,
                    border: 1,
                    borderColor: selected || isNew ? 'primary.main' : 'divider',
                    bgcolor: selected || isNew ? alpha(theme.palette.primary.main, 0.04) : 'background.paper',
                    transition: 'border-color 120ms',
                  })}
                >
                  <Stack
                    direction={{ xs: 'column', sm: 'row' }}
                    spacing={{ xs: 1.5, sm: 2 }}
                    sx={{ alignItems: { sm: 'center' } }}
                  >
                    <Box sx={{ flex: 1, minWidth: 0 }}>
                      <Stack
                        direction="row"
                        spacing={1}
                        useFlexGap
                        sx={{ alignItems: 'center', flexWrap: 'wrap' }}
                      >
                        <Typography
                          variant="subtitle1"
                          component="h3"
                          tabIndex={-1}
                          ref={(element: HTMLHeadingElement | null) => {
                            if (element) topicHeadings.current.set(topic.id, element);
                            else topicHeadings.current.delete(topic.id);
                          }}
                          sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}
                        >
                          {topic.title}
                        </Typography>
                        {isNew ? <Chip label={t('common.newChip')} size="small" color="primary" /> : null}
                        {topic.featured ? (
                          <Chip
                            label={t('list.featuredChip')}
                            size="small"
                            color="secondary"
                            icon={<StarIcon />}
                          />
                        ) : null}
                        {topic.catalogueUpdate ? (
                          <Chip
                            label={t('catalogueUpdate.notice')}
                            size="small"
                            color="info"
                            variant="outlined"
                          />
                        ) : null}
                        {typeof topic.questionCount === 'number' ? (
                          <Typography variant="caption" color="text.secondary">
                            {t('list.questionCount', { count: topic.questionCount })}
                          </Typography>
                        ) : null}
                      </Stack>
                      <Typography
                        variant="body2"
                        color="text.secondary"
                        title={topic.description}
                        sx={{
                          mt: 0.5,
                          display: '-webkit-box',
                          WebkitLineClamp: 2,
                          WebkitBoxOrient: 'vertical',
                          lineClamp: 2,
                          overflow: 'hidden',
                          overflowWrap: 'anywhere',
                        }}
                      >
                        {topic.description}
                      </Typography>
                      {note ? (
                        <Typography variant="body2" sx={{ mt: 0.5, color: 'warning.main', fontWeight: 600 }}>
                          {note}
                        </Typography>
                      ) : null}
                    </Box>
                    <Stack
                      direction="row"
                      sx={{ alignItems: 'center', flexShrink: 0, flexWrap: 'wrap', gap: 1 }}
                    >
                      <Button
                        size="small"
                        variant="contained"
                        startIcon={<QuizOutlinedIcon />}
                        onClick={() => onOpenQuestions(topic)}
                        sx={{ px: 1.5 }}
                      >
                        {t('list.questions')}
                      </Button>
                      <Button
                        size="small"
                        variant="outlined"
                        color="secondary"
                        startIcon={topic.featured ? <StarIcon /> : <StarBorderIcon />}
                        onClick={() => toggleFeatured(topic)}
                        aria-disabled={
                          update.isPending && update.variables?.id === topic.id ? true : undefined
                        }
                        sx={{ px: 1.5 }}
                      >
                        {topic.featured ? t('list.unfeature') : t('list.feature')}
                      </Button>
                      {/* The two icons stay together when the row wraps on a phone. */}
                      <Stack direction="row" sx={{ gap: 0.5 }}>
                        <Tooltip title={t('list.edit')}>
                          <IconButton
                            aria-label={t('list.edit')}
                            size="small"
                            onClick={() => {
                              setEditing((current) => ({ topic, opening: (current?.opening ?? 0) + 1 }));
                              setEditorOpen(true);
                            }}
                          >
                            <EditOutlinedIcon fontSize="small" />
                          </IconButton>
                        </Tooltip>
                        <Tooltip title={t('list.delete')}>
                          <IconButton
                            aria-label={t('list.delete')}
                            color="error"
                            size="small"
                            onClick={() => {
                              setToDelete(topic);
                              setConfirmOpen(true);
                            }}
                          >
                            <DeleteOutlineIcon fontSize="small" />
                          </IconButton>
                        </Tooltip>
                      </Stack>
                    </Stack>
                  </Stack>
                </Box>
              );
            })}
          </Stack>
        )}
      </CardContent>
      {editing ? (
        <TopicEditorDialog
          key={editing.opening}
          open={editorOpen}
          topic={editing.topic}
          onClose={() => setEditorOpen(false)}
        />
      ) : null}
      <ConfirmDialog
        open={confirmOpen}
        title={t('common.confirmTitle')}
        description={t('list.deleteText', { title: toDelete?.title ?? '' })}
        pending={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onClose={() => setConfirmOpen(false)}
      />
    </Card>
  );
}
