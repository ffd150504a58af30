import type { Topic } from '@avtalt/contracts';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import {
  useCatalogueUpdate,
  useKeepCatalogueVersion,
  useTakeCatalogueUpdate,
} from '../../../hooks/use-catalogue-update';
import { changeLabel, changeLine, diffSummary } from './catalogue-update.rules';
import { useAdminTopicsTexts } from './texts';

/**
 * Issue 33, on a seeded topic's page: when the catalogue has a newer version of a topic an admin has edited,
 * the notice, what the update changes (per question added, removed or changed, old → new; the topic's and
 * document's changes and the rules summarised), and the two choices: take it (after a confirmation that the
 * admin's own changes to the topic are replaced) or keep the current version (no notice until the next
 * catalogue change). Nothing is shown for a topic not from the catalogue or without an update.
 */
export function CatalogueUpdatePanel({ topic }: { topic: Topic }) {
  const t = useAdminTopicsTexts();
  const fromCatalogue = topic.catalogueUpdate !== undefined;
  const update = useCatalogueUpdate(topic.id, fromCatalogue);
  const take = useTakeCatalogueUpdate(topic.id, topic.title);
  const keep = useKeepCatalogueVersion(topic.id, topic.title);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const data = update.data;
  if (!fromCatalogue || !data?.available) return null;
  const pending = take.isPending || keep.isPending;

  const decide = async (choice: 'take' | 'keep') => {
    // The toasts come from the hooks' meta (api/toast-policy.ts).
    try {
      await (choice === 'take' ? take : keep).mutateAsync(data.catalogueVersion);
    } catch {
      void update.refetch();
    } finally {
      setConfirmOpen(false);
    }
  };

  return (
    // A region, not MUI's default role="alert": it is there when the page opens, nothing to interrupt a reader for.
    <Alert severity="info" component="section" role="region" aria-label={t('catalogueUpdate.notice')}>
      <AlertTitle>{t('catalogueUpdate.notice')}</AlertTitle>
      <Typography variant="body2" sx={{ mb: 1.5 }}>
        {t('catalogueUpdate.intro', { summary: diffSummary(data.diff) })}
      </Typography>
      {data.diff.topic.length > 0 ? (
        <Box sx={{ mb: 1.5 }}>
          <Typography variant="subtitle2" component="h3">
            {t('catalogueUpdate.topicHeading')}
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {data.diff.topic.map((change) => (
              <li key={change.field}>
                <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                  {changeLine(change)}
                </Typography>
              </li>
            ))}
          </Box>
        </Box>
      ) : null}
      {data.diff.questions.length > 0 ? (
        <Box sx={{ mb: 1.5 }}>
          <Typography variant="subtitle2" component="h3">
            {t('catalogueUpdate.questionsHeading')}
          </Typography>
          <Stack component="ul" spacing={1} sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {data.diff.questions.map((question, index) => (
              <li key={`${question.change}-${question.key ?? index}`}>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline' }}>
                  <Chip
                    size="small"
                    label={changeLabel(question.change)}
                    color={
                      question.change === 'removed'
                        ? 'error'
                        : question.change === 'added'
                          ? 'success'
                          : 'default'
                    }
                  />
                  <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                    {question.text}
                  </Typography>
                </Stack>
                {question.fields.length > 0 ? (
                  <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
                    {question.fields.map((change) => (
                      <li key={change.field}>
                        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                          {changeLine(change)}
                        </Typography>
                      </li>
                    ))}
                  </Box>
                ) : null}
              </li>
            ))}
          </Stack>
        </Box>
      ) : null}
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button variant="contained" size="small" onClick={() => setConfirmOpen(true)} disabled={pending}>
          {t('catalogueUpdate.take')}
        </Button>
        <Button variant="outlined" size="small" onClick={() => void decide('keep')} disabled={pending}>
          {t('catalogueUpdate.keep')}
        </Button>
      </Stack>
      <ConfirmDialog
        open={confirmOpen}
        title={t('catalogueUpdate.confirmTitle')}
        description={t('catalogueUpdate.takeConfirmation')}
        confirmLabel={t('catalogueUpdate.confirmLabel')}
        pending={take.isPending}
        onConfirm={() => void decide('take')}
        onClose={() => setConfirmOpen(false)}
      />
    </Alert>
  );
}
