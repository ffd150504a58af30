import type { CreateTemplateBody, QuestionTemplate } from '@avtalt/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { FormEvent } from 'react';
import { apiErrorDetails } from '../../../api/http';
import { useCreateTemplate, useUpdateTemplate } from '../../../hooks/use-question-templates';
import { useSmallScreen } from '../../../hooks/use-small-screen';
import { QuestionFields } from './question-fields';
import { emptyQuestionForm, nextOrder, questionFormFrom } from './question-form.rules';
import { useAdminQuestionsTexts } from './texts';
import { useQuestionForm } from './use-question-form';

/** Create mode holds the new question's client UUID; edit mode the template being changed. */
export type EditorMode = { kind: 'create'; id: string } | { kind: 'edit'; template: QuestionTemplate };

interface QuestionEditorDialogProps {
  open: boolean;
  mode: EditorMode;
  topicId: string;
  templates: readonly QuestionTemplate[];
  /** Called with the new question's id after a create: the list scrolls to its card and focuses it. */
  onCreated?: (id: string) => void;
  onClose: () => void;
}

/**
 * The question editor (admin spec §2/§4), 500px wide. A new question has order '0' in the dialog;
 * on save the list gives it the count of existing questions plus one.
 * Mount it with a `key` per opening, so each opening starts from its own values.
 */
export function QuestionEditorDialog({
  open,
  mode,
  topicId,
  templates,
  onCreated,
  onClose,
}: QuestionEditorDialogProps) {
  const t = useAdminQuestionsTexts();
  const fullScreen = useSmallScreen();
  const create = useCreateTemplate(topicId);
  const update = useUpdateTemplate(topicId);
  const isCreate = mode.kind === 'create';
  const form = useQuestionForm(mode.kind, () =>
    mode.kind === 'create' ? emptyQuestionForm(mode.id) : questionFormFrom(mode.template),
  );
  const pending = create.isPending || update.isPending;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body = form.validate();
    if (!body) return;
    try {
      if (mode.kind === 'create') {
        // In create mode the form validated with the create schema.
        await create.mutateAsync({
          ...(body as CreateTemplateBody),
          id: mode.id,
          topicId,
          order: nextOrder(templates),
        });
      } else {
        await update.mutateAsync({ id: mode.template.id, body: { ...body, topicId } });
      }
      if (mode.kind === 'create') onCreated?.(mode.id);
      onClose();
    } catch (error) {
      form.setServerErrors(apiErrorDetails(error));
    }
  };

  return (
    <Dialog
      open={open}
      onClose={pending ? undefined : onClose}
      fullScreen={fullScreen}
      fullWidth
      scroll="paper"
      slotProps={{ paper: { sx: { maxWidth: 500 } } }}
    >
      {/* The form wraps title, fields and buttons; as a flex column it keeps the fields scrolling on their own. */}
      <Box
        component="form"
        noValidate
        onSubmit={(event: FormEvent<HTMLFormElement>) => void onSubmit(event)}
        sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, flex: '1 1 auto' }}
      >
        <DialogTitle>{isCreate ? t('editor.createTitle') : t('editor.editTitle')}</DialogTitle>
        <DialogContent dividers sx={{ pt: 2.5 }}>
          <QuestionFields form={form} idPrefix="question-editor" variant="editor" autoFocus />
        </DialogContent>
        <DialogActions sx={{ px: 3, py: 2 }}>
          <Button onClick={onClose} disabled={pending}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={pending}>
            {pending ? t('common.saving') : isCreate ? t('common.create') : t('common.save')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
