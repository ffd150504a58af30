import { createTopicBodySchema } from '@avtalt/contracts';
import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { apiErrorDetails } from '../../../api/http';
import { useToast } from '../../../components/toast/toast-context';
import { useCreateTopic } from '../../../hooks/use-admin-topics';
import { useZodForm } from '../../../hooks/use-zod-form';

/** 'Legg til nytt tema' (admin spec §2): title, description and whether it is featured on the front page. */
export function TopicForm() {
  const create = useCreateTopic();
  const toast = useToast();
  const form = useZodForm(createTopicBodySchema, { title: '', description: '' }, { idPrefix: 'topic' });
  const [featured, setFeatured] = useState(false);

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      await create.mutateAsync({ ...body, featured });
      toast({ title: 'Tema opprettet', description: `«${body.title}» er lagt til.`, variant: 'success' });
      form.reset();
      setFeatured(false);
    } catch (error) {
      form.setServerErrors(apiErrorDetails(error));
      toast({ title: 'Feil', description: 'Failed to create topic', variant: 'destructive' });
    }
  });

  return (
    <Card component="section" aria-labelledby="topic-form-title">
      <CardContent>
        <Typography id="topic-form-title" variant="h6" component="h2">
          Legg til nytt tema
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2.5 }}>
          Et tema samler spørsmålene til én type avtale.
        </Typography>
        <Stack component="form" noValidate onSubmit={onSubmit} spacing={0.5}>
          <TextField {...form.field('title')} label="Tittel" required />
          <TextField {...form.field('description')} label="Beskrivelse" required multiline minRows={3} />
          <FormControlLabel
            control={<Switch checked={featured} onChange={(event) => setFeatured(event.target.checked)} />}
            label="Fremhevet på forsiden"
            sx={{ mb: 1 }}
          />
          <Button
            type="submit"
            variant="contained"
            startIcon={<AddIcon />}
            disabled={create.isPending}
            sx={{ alignSelf: { sm: 'flex-start' } }}
          >
            Create Topic
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
