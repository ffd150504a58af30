import type { Topic } from '@avtalt/contracts';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import ScienceOutlinedIcon from '@mui/icons-material/ScienceOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useToast } from '../../../components/toast/toast-context';
import { useGenerateQuestions, useTopicTemplates } from '../../../hooks/use-question-templates';
import { byOrder } from '../logic/logic-rules.rules';
import { CatalogueUpdatePanel } from '../topics/catalogue-update-panel';
import { AddQuestionForm } from './add-question-form';
import { generationFailureText, generationSuccessText } from './generation.rules';
import { QuestionList } from './question-list';
import { RegenerateDialog } from './regenerate-dialog';
import { useAdminQuestionsTexts } from './texts';

interface QuestionsTabProps {
  topic: Topic;
  onBack: () => void;
}

/** The questions tab of a topic (admin spec §2): the add form, the sortable list and regeneration. */
export function QuestionsTab({ topic, onBack }: QuestionsTabProps) {
  const t = useAdminQuestionsTexts();
  const templates = useTopicTemplates(topic.id);
  // A failure's text is the spec's (the server's message with its details), so this tab shows it itself.
  const generate = useGenerateQuestions(topic.id, {
    errorToast: false,
    successToast: (result) => ({
      title: generationSuccessText((result as { templates: unknown[] }).templates.length, topic.title),
      variant: 'success',
    }),
  });
  const toast = useToast();
  const [regenerateOpen, setRegenerateOpen] = useState(false);
  // The question created last, by the card or the dialog: the list scrolls to it, focuses and marks it.
  const [createdId, setCreatedId] = useState<string | null>(null);
  // The server sends them sorted; sorting again keeps the cards right whatever the cache went through.
  const list = useMemo(() => byOrder(templates.data ?? []), [templates.data]);

  const onGenerate = async (count: number) => {
    setRegenerateOpen(false);
    toast({
      title: t('tab.starting'),
      description: t('tab.startingText', { count, title: topic.title }),
      variant: 'info',
    });
    try {
      await generate.mutateAsync(count);
    } catch (error) {
      toast({ title: t('common.error'), description: generationFailureText(error), variant: 'destructive' });
    }
  };

  return (
    <Stack spacing={3}>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { md: 'center' } }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h5" component="h2" sx={{ overflowWrap: 'anywhere' }}>
            {topic.title}
          </Typography>
          <Typography
            color="text.secondary"
            title={topic.description}
            sx={{
              overflowWrap: 'anywhere',
              display: '-webkit-box',
              WebkitLineClamp: 3,
              WebkitBoxOrient: 'vertical',
              overflow: 'hidden',
            }}
          >
            {topic.description}
          </Typography>
        </Box>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', flexShrink: 0 }}>
          <Button variant="outlined" startIcon={<ArrowBackIcon />} onClick={onBack}>
            {t('tab.back')}
          </Button>
          <Button
            variant="outlined"
            startIcon={<ScienceOutlinedIcon />}
            component={RouterLink}
            to={`/admin/logikk-test?tema=${encodeURIComponent(topic.id)}`}
          >
            {t('tab.testLogic')}
          </Button>
          <Button
            variant="contained"
            color="secondary"
            startIcon={<AutoAwesomeIcon />}
            onClick={() => setRegenerateOpen(true)}
            disabled={generate.isPending}
          >
            {t('tab.regenerate')}
          </Button>
        </Stack>
      </Stack>

      <CatalogueUpdatePanel topic={topic} />

      {generate.isPending ? (
        <Box role="status" aria-live="polite">
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {t('tab.generating', { title: topic.title })}
          </Typography>
          <LinearProgress color="secondary" />
        </Box>
      ) : null}

      <Grid container spacing={3} sx={{ alignItems: 'flex-start' }}>
        <Grid size={{ xs: 12, md: 5 }}>
          <AddQuestionForm topicId={topic.id} templates={list} onCreated={setCreatedId} />
        </Grid>
        <Grid size={{ xs: 12, md: 7 }}>
          <Card component="section" aria-labelledby="templates-title">
            <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
              <Stack
                direction="row"
                sx={{ alignItems: 'baseline', justifyContent: 'space-between', mb: 2, gap: 1 }}
              >
                <Typography id="templates-title" variant="h6" component="h2">
                  {t('tab.templates')}
                </Typography>
                {templates.data ? (
                  <Typography variant="body2" color="text.secondary">
                    {t('tab.count', { count: list.length })}
                  </Typography>
                ) : null}
              </Stack>
              <QuestionList
                topicId={topic.id}
                templates={list}
                isLoading={templates.isLoading}
                error={templates.error}
                createdId={createdId}
                onCreated={setCreatedId}
              />
            </CardContent>
          </Card>
        </Grid>
      </Grid>

      <RegenerateDialog
        open={regenerateOpen}
        topicTitle={topic.title}
        onClose={() => setRegenerateOpen(false)}
        onGenerate={(count) => void onGenerate(count)}
      />
    </Stack>
  );
}
