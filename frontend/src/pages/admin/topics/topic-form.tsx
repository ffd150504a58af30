import { createTopicBodySchema, type Topic } from '@avtalt/contracts';
import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { apiErrorDetails } from '../../../api/http';
import { useCreateTopic } from '../../../hooks/use-admin-topics';
import { useZodForm } from '../../../hooks/use-zod-form';
import { useAdminTopicsTexts } from './texts';
import { createdTopicToast } from './topic-list.rules';

interface TopicFormProps {
  /** Called with the stored topic: the list scrolls to it and focuses it. */
  onCreated?: (topic: Topic) => void;
}

/** 'Legg til nytt tema' (admin spec §2): title, description and whether it is featured on the front page. */
export function TopicForm({ onCreated }: TopicFormProps) {
  const t = useAdminTopicsTexts();
  const create = useCreateTopic({
    errorToast: { title: t('common.error'), fallback: t('form.createFailed') },
    successToast: (_topic, body) => {
      const { title, featured } = body as { title: string; featured: boolean };
      return createdTopicToast(title, featured);
    },
  });
  const form = useZodForm(createTopicBodySchema, { title: '', description: '' }, { idPrefix: 'topic' });
  const [featured, setFeatured] = useState(false);

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      const topic = await create.mutateAsync({ ...body, featured });
      form.reset();
      setFeatured(false);
      onCreated?.(topic);
    } catch (error) {
      form.setServerErrors(apiErrorDetails(error));
    }
  });

  return (
    <Card component="section" aria-labelledby="topic-form-title">
      <CardContent>
        <Typography id="topic-form-title" variant="h6" component="h2">
          {t('form.heading')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2.5 }}>
          {t('form.intro')}
        </Typography>
        <Stack component="form" noValidate onSubmit={onSubmit} spacing={0.5}>
          <TextField {...form.field('title')} label={t('common.title')} required />
          <TextField
            {...form.field('description')}
            label={t('common.description')}
            required
            multiline
            minRows={3}
          />
          <FormControlLabel
            control={
              <Switch
                checked={featured}
                onChange={(event) => setFeatured(event.target.checked)}
                slotProps={{ input: { 'aria-describedby': 'topic-featured-help' } }}
              />
            }
            label={t('form.featured')}
          />
          <FormHelperText id="topic-featured-help" sx={{ mt: -0.5, mb: 1.5, mx: 0 }}>
            {t('form.featuredHelp')}
          </FormHelperText>
          <Button
            type="submit"
            variant="contained"
            startIcon={<AddIcon />}
            disabled={create.isPending}
            sx={{ alignSelf: { sm: 'flex-start' } }}
          >
            {t('form.create')}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
