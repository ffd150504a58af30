import type { Topic } from '@avtalt/contracts';
import ScienceOutlinedIcon from '@mui/icons-material/ScienceOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useAdminTopics } from '../../hooks/use-admin-topics';
import { MailTab } from './mail/mail-tab';
import { QuestionsTab } from './questions/questions-tab';
import { TopicForm } from './topics/topic-form';
import { TopicList } from './topics/topic-list';
import { useAdminTexts } from './texts';

type TabValue = 'topics' | 'questions' | 'mail';

/**
 * The admin dashboard (admin spec §2), behind AdminRoute. Tabs: topics (the default), the questions of
 * the selected topic (disabled until a topic is selected and named after it) and 'E-post' (the job
 * queues and the mail log, issue 17). The selection lives in the address (?tema=<id>&fane=sporsmal,
 * ?fane=epost), so a reload or the back button keeps it.
 */
export default function AdminDashboardPage() {
  const t = useAdminTexts();
  const [params, setParams] = useSearchParams();
  const topics = useAdminTopics();
  const topicId = params.get('tema');
  const topic: Topic | null = (topicId && topics.data?.find((candidate) => candidate.id === topicId)) || null;
  const fane = params.get('fane');
  const tab: TabValue = fane === 'epost' ? 'mail' : topic && fane === 'sporsmal' ? 'questions' : 'topics';
  // The topic 'Create Topic' made last: the list scrolls to it and marks it.
  const [createdTopicId, setCreatedTopicId] = useState<string | null>(null);

  const select = (next: { topicId: string | null; tab: TabValue }) => {
    const search = new URLSearchParams();
    if (next.topicId) search.set('tema', next.topicId);
    if (next.topicId && next.tab === 'questions') search.set('fane', 'sporsmal');
    if (next.tab === 'mail') search.set('fane', 'epost');
    setParams(search);
  };

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 6 } }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-end' }, mb: { xs: 2, md: 3 } }}
      >
        <Box>
          <Typography variant="h3" component="h1">
            {t('dashboard.title')}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            {t('dashboard.intro')}
          </Typography>
        </Box>
        <Button
          component={RouterLink}
          to={topic ? `/admin/logikk-test?tema=${encodeURIComponent(topic.id)}` : '/admin/logikk-test'}
          variant="outlined"
          startIcon={<ScienceOutlinedIcon />}
          sx={{ alignSelf: { xs: 'flex-start', sm: 'auto' } }}
        >
          {t('dashboard.logicTester')}
        </Button>
      </Stack>

      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}>
        <Tabs
          value={tab}
          onChange={(_event, value: TabValue) => select({ topicId: topic?.id ?? null, tab: value })}
          aria-label={t('dashboard.tabs')}
          variant="scrollable"
          scrollButtons={false}
        >
          <Tab
            label={t('dashboard.topics')}
            value="topics"
            id="admin-tab-topics"
            aria-controls="admin-panel-topics"
          />
          <Tab
            label={topic ? topic.title : t('dashboard.questions')}
            value="questions"
            disabled={!topic}
            id="admin-tab-questions"
            aria-controls="admin-panel-questions"
            sx={{ maxWidth: { xs: 220, sm: 360 } }}
          />
          <Tab
            label={t('dashboard.mail')}
            value="mail"
            id="admin-tab-mail"
            aria-controls="admin-panel-mail"
          />
        </Tabs>
      </Box>

      {tab === 'topics' ? (
        <Box role="tabpanel" id="admin-panel-topics" aria-labelledby="admin-tab-topics">
          <Grid container spacing={3} sx={{ alignItems: 'flex-start' }}>
            <Grid size={{ xs: 12, md: 5 }}>
              <TopicForm onCreated={(created) => setCreatedTopicId(created.id)} />
            </Grid>
            <Grid size={{ xs: 12, md: 7 }}>
              <TopicList
                selectedTopicId={topic?.id ?? null}
                createdId={createdTopicId}
                onOpenQuestions={(opened) => select({ topicId: opened.id, tab: 'questions' })}
                onDeleted={(id) => {
                  if (id === topic?.id) select({ topicId: null, tab: 'topics' });
                }}
              />
            </Grid>
          </Grid>
        </Box>
      ) : tab === 'mail' ? (
        <Box role="tabpanel" id="admin-panel-mail" aria-labelledby="admin-tab-mail">
          <MailTab />
        </Box>
      ) : topic ? (
        <Box role="tabpanel" id="admin-panel-questions" aria-labelledby="admin-tab-questions">
          <QuestionsTab
            key={topic.id}
            topic={topic}
            onBack={() => select({ topicId: topic.id, tab: 'topics' })}
          />
        </Box>
      ) : null}
    </Container>
  );
}
