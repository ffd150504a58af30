import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { apiErrorMessage } from '../../../api/http';
import { useAdminTopics } from '../../../hooks/use-admin-topics';
import { topicsMatching } from '../topics/topic-list.rules';
import { useAdminLogicTesterTexts } from './texts';
import { TesterRun } from './tester-run';

/** /admin/logikk-test (admin spec §2): step through a topic's questions with its logic rules. */
export default function LogicTesterPage() {
  const t = useAdminLogicTesterTexts();
  const [params, setParams] = useSearchParams();
  const topics = useAdminTopics();
  const topicId = params.get('tema');
  const topic = (topicId && topics.data?.find((candidate) => candidate.id === topicId)) || null;

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 6 } }}>
      <Button component={RouterLink} to="/admin" startIcon={<ArrowBackIcon />} sx={{ mb: 1, ml: -1 }}>
        {t('page.back')}
      </Button>
      <Typography variant="h3" component="h1">
        {t('page.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: 3 }}>
        {t('page.intro')}
      </Typography>

      <Card sx={{ mb: 3 }}>
        <CardContent>
          {/* A combobox to type in: with 40 topics a plain select meant scrolling for the one wanted. */}
          <Autocomplete
            id="tester-topic"
            options={topics.data ?? []}
            value={topic}
            onChange={(_event, chosen) =>
              setParams(chosen ? new URLSearchParams({ tema: chosen.id }) : new URLSearchParams())
            }
            getOptionLabel={(option) => option.title}
            isOptionEqualToValue={(a, b) => a.id === b.id}
            filterOptions={(options, { inputValue }) => topicsMatching(options, inputValue)}
            disabled={topics.isLoading || topics.isError}
            noOptionsText={t('page.noTopics')}
            openText={t('page.openTopics')}
            closeText={t('page.close')}
            clearText={t('page.clear')}
            loadingText={t('page.loadingTopics')}
            sx={{ maxWidth: { sm: 480 } }}
            renderInput={(input) => (
              <TextField
                {...input}
                label={t('page.search')}
                error={topics.isError}
                helperText={
                  topics.isError ? apiErrorMessage(topics.error, t('page.loadFailed')) : t('page.searchHelp')
                }
              />
            )}
          />
        </CardContent>
      </Card>

      {topic ? <TesterRun key={topic.id} topicId={topic.id} /> : null}
    </Container>
  );
}
