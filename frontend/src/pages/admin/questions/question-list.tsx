import type { QuestionTemplate } from '@avtalt/contracts';
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import AddIcon from '@mui/icons-material/Add';
import QuizOutlinedIcon from '@mui/icons-material/QuizOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useRef, useState } from 'react';
import { apiErrorMessage } from '../../../api/http';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { visuallyHidden } from '../../../components/visually-hidden';
import {
  reorderFailedText,
  useDeleteTemplate,
  useReorderTemplates,
} from '../../../hooks/use-question-templates';
import { newUuid } from '../../../lib/uuid';
import { LogicRulesDialog } from '../logic/logic-rules-dialog';
import { useAdminQuestionsTexts } from './texts';
import { QuestionCard } from './question-card';
import { QuestionEditorDialog, type EditorMode } from './question-editor-dialog';
import { deleteQuestionText } from './question-labels';
import {
  keyboardCoordinates,
  leadingEdgeCollision,
  moveTemplate,
  orderBody,
  restrictToVerticalAxis,
} from './reorder.rules';

interface QuestionListProps {
  topicId: string;
  templates: readonly QuestionTemplate[];
  isLoading: boolean;
  error: unknown;
  /** The question created last (by the 'Add Question Template' card or 'Nytt spørsmål'): scrolled to, focused, marked. */
  createdId?: string | null;
  /** Called with the id of a question 'Nytt spørsmål' created. */
  onCreated?: (id: string) => void;
}

/**
 * 'Spørsmål' (admin spec 'Question list view'): the sortable question cards of a topic with the
 * editor, logic and delete dialogs. After a drop every question is renumbered from 1 and only ids and
 * orders are sent; the list then shows the order the server returns.
 */
export function QuestionList({
  topicId,
  templates,
  isLoading,
  error,
  createdId = null,
  onCreated,
}: QuestionListProps) {
  const t = useAdminQuestionsTexts();
  const reorder = useReorderTemplates(topicId);
  const remove = useDeleteTemplate(topicId);

  const [editor, setEditor] = useState<{ mode: EditorMode; key: number; open: boolean } | null>(null);
  const [logicFor, setLogicFor] = useState<{ template: QuestionTemplate; key: number; open: boolean } | null>(
    null,
  );
  const [toDelete, setToDelete] = useState<{ template: QuestionTemplate; open: boolean } | null>(null);
  // Said after dnd-kit's own 'ble sluppet på plass …', which speaks before the server has answered.
  const [reorderOutcome, setReorderOutcome] = useState('');

  // A new question goes last, often below the screen: once its card is in the list, it is scrolled to the
  // middle of the screen (clear of a toast in a corner) and its heading takes the focus, once per question.
  const headings = useRef(new Map<string, HTMLHeadingElement>());
  const revealed = useRef<string | null>(null);
  useEffect(() => {
    if (!createdId || revealed.current === createdId) return;
    const heading = headings.current.get(createdId);
    if (!heading) return;
    revealed.current = createdId;
    const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    heading.scrollIntoView?.({ block: 'center', behavior: still ? 'auto' : 'smooth' });
    heading.focus({ preventScroll: true });
  }, [createdId, templates]);

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: keyboardCoordinates }),
  );

  const ids = useMemo(() => templates.map((template) => template.id), [templates]);
  // What a screen reader hears: the instructions referenced by each handle's aria-describedby, and each move.
  const screenReaderInstructions = { draggable: t('list.dnd.instructions') };
  const announcements = useMemo<Announcements>(() => {
    const place = (id: UniqueIdentifier | undefined) => ids.indexOf(String(id)) + 1;
    const name = (id: UniqueIdentifier) =>
      templates.find((template) => template.id === id)?.text ?? t('list.dnd.fallbackName');
    const total = ids.length;
    return {
      onDragStart: ({ active }) =>
        t('list.dnd.start', { name: name(active.id), place: place(active.id), total }),
      onDragOver: ({ active, over }) =>
        over
          ? t('list.dnd.over', { name: name(active.id), place: place(over.id), total })
          : t('list.dnd.outside', { name: name(active.id) }),
      onDragEnd: ({ active, over }) =>
        over
          ? t('list.dnd.dropped', { name: name(active.id), place: place(over.id), total })
          : t('list.dnd.droppedOutside', { name: name(active.id) }),
      onDragCancel: ({ active }) =>
        t('list.dnd.cancelled', { name: name(active.id), place: place(active.id) }),
    };
  }, [ids, templates, t]);

  const onDragEnd = async ({ active, over }: DragEndEvent) => {
    const moved = moveTemplate(templates, active.id, over?.id);
    if (!moved) return;
    setReorderOutcome('');
    // The toasts come from the hook's meta (api/toast-policy.ts); the outcome is also said beside the list.
    try {
      await reorder.mutateAsync({ body: orderBody(moved), optimistic: moved });
      setReorderOutcome(t('list.reordered'));
    } catch (error) {
      setReorderOutcome(t('list.reorderFailed', { reason: apiErrorMessage(error, reorderFailedText()) }));
    }
  };

  const openCreate = () =>
    setEditor({ mode: { kind: 'create', id: newUuid() }, key: Date.now(), open: true });
  const openEdit = (template: QuestionTemplate) =>
    setEditor({ mode: { kind: 'edit', template }, key: Date.now(), open: true });

  const confirmDelete = () => {
    if (!toDelete) return;
    remove.mutate(toDelete.template.id, {
      onSettled: () => setToDelete((current) => (current ? { ...current, open: false } : null)),
    });
  };

  return (
    <Box>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 2, mb: 2 }}>
        <Box>
          <Typography variant="h6" component="h3">
            {t('list.heading')}
          </Typography>
          {templates.length > 1 ? (
            <Typography variant="body2" color="text.secondary">
              {t('list.dragHint')}
            </Typography>
          ) : null}
        </Box>
        <Button variant="contained" startIcon={<AddIcon />} onClick={openCreate} sx={{ flexShrink: 0 }}>
          {t('list.newQuestion')}
        </Button>
      </Stack>

      {isLoading ? (
        <Stack spacing={1.5} aria-busy="true" aria-label={t('list.loading')}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} variant="rounded" height={120} />
          ))}
        </Stack>
      ) : error ? (
        <Alert severity="error">{apiErrorMessage(error, t('list.loadFailed'))}</Alert>
      ) : templates.length === 0 ? (
        <Box
          sx={{
            py: 6,
            px: 2,
            textAlign: 'center',
            border: 1,
            borderStyle: 'dashed',
            borderColor: 'divider',
            borderRadius: 3,
          }}
        >
          <QuizOutlinedIcon sx={{ fontSize: 40, color: 'text.disabled', mb: 1 }} aria-hidden />
          <Typography sx={{ fontWeight: 600 }}>{t('list.empty')}</Typography>
          <Typography variant="body2" color="text.secondary">
            {t('list.emptyHint')}
          </Typography>
        </Box>
      ) : (
        <DndContext
          sensors={sensors}
          collisionDetection={leadingEdgeCollision}
          modifiers={[restrictToVerticalAxis]}
          onDragEnd={(event) => void onDragEnd(event)}
          accessibility={{ announcements, screenReaderInstructions }}
        >
          <SortableContext items={ids} strategy={verticalListSortingStrategy}>
            <Stack
              component="ul"
              spacing={1.5}
              aria-label={t('list.listLabel')}
              sx={{ listStyle: 'none', p: 0, m: 0 }}
            >
              {templates.map((template) => (
                <QuestionCard
                  key={template.id}
                  template={template}
                  isNew={template.id === createdId}
                  headingRef={(element: HTMLHeadingElement | null) => {
                    if (element) headings.current.set(template.id, element);
                    else headings.current.delete(template.id);
                  }}
                  onLogic={() => setLogicFor({ template, key: Date.now(), open: true })}
                  onEdit={() => openEdit(template)}
                  onDelete={() => setToDelete({ template, open: true })}
                />
              ))}
            </Stack>
          </SortableContext>
        </DndContext>
      )}

      <Box role="status" sx={visuallyHidden} data-testid="reorder-outcome">
        {reorderOutcome}
      </Box>

      {editor ? (
        <QuestionEditorDialog
          key={editor.key}
          open={editor.open}
          mode={editor.mode}
          topicId={topicId}
          templates={templates}
          onCreated={onCreated}
          onClose={() => setEditor({ ...editor, open: false })}
        />
      ) : null}
      {logicFor ? (
        <LogicRulesDialog
          key={logicFor.key}
          open={logicFor.open}
          question={templates.find((template) => template.id === logicFor.template.id) ?? logicFor.template}
          templates={templates}
          topicId={topicId}
          onClose={() => setLogicFor({ ...logicFor, open: false })}
        />
      ) : null}
      <ConfirmDialog
        open={toDelete?.open ?? false}
        title={t('list.confirmTitle')}
        description={deleteQuestionText(toDelete?.template.text ?? '')}
        pending={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setToDelete((current) => (current ? { ...current, open: false } : null))}
      />
    </Box>
  );
}
