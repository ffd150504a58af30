import type { QuestionTemplate } from '@avtalt/contracts';
import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { FormEvent } from 'react';
import { apiErrorDetails } from '../../../api/http';
import { useCreateTemplate } from '../../../hooks/use-question-templates';
import { newUuid } from '../../../lib/uuid';
import { QuestionFields } from './question-fields';
import { emptyQuestionForm, nextOrder } from './question-form.rules';
import { useAdminQuestionsTexts } from './texts';
import { useQuestionForm } from './use-question-form';

interface AddQuestionFormProps {
  topicId: string;
  templates: readonly QuestionTemplate[];
  /** Called with the new question's id: the list scrolls to its card and focuses it. */
  onCreated?: (id: string) => void;
}

/** 'Add Question Template' (admin spec §2): a new question goes to the end of the topic's list. */
export function AddQuestionForm({ topicId, templates, onCreated }: AddQuestionFormProps) {
  const t = useAdminQuestionsTexts();
  const create = useCreateTemplate(topicId);
  const form = useQuestionForm('create', () => emptyQuestionForm(newUuid()));

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body = form.validate();
    if (!body) return;
    try {
      await create.mutateAsync({ ...body, topicId, order: nextOrder(templates) });
      // The client's UUID is the new question's id (admin spec §3).
      const id = body.id ?? form.values.id;
      form.reset(emptyQuestionForm(newUuid()));
      onCreated?.(id);
    } catch (error) {
      form.setServerErrors(apiErrorDetails(error));
    }
  };

  return (
    <Card component="section" aria-labelledby="add-question-title">
      <CardContent>
        <Typography id="add-question-title" variant="h6" component="h2">
          {t('addForm.heading')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2.5 }}>
          {t('addForm.intro')}
        </Typography>
        <Stack component="form" noValidate onSubmit={(event) => void onSubmit(event)} spacing={1}>
          {/* Read-only while saving: the form is emptied when the question is created, which would
              otherwise wipe what was typed in the meantime. */}
          <Box component="fieldset" disabled={create.isPending} sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
            <QuestionFields form={form} idPrefix="add-question" variant="add-card" />
          </Box>
          <Button
            type="submit"
            variant="contained"
            startIcon={<AddIcon />}
            disabled={create.isPending}
            sx={{ alignSelf: { sm: 'flex-start' } }}
          >
            {t('common.create')}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
