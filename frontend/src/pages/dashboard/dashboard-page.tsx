import type { AgreementSummary } from '@avtalt/contracts';
import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Trans } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { apiErrorMessage } from '../../api/http';
import { ConfirmDialog } from '../../components/confirm-dialog';
import {
  useActiveAgreements,
  useCompletedAgreements,
  useDeleteAgreement,
} from '../../hooks/use-my-agreements';
import { AgreementCard, AgreementCardSkeleton } from './agreement-card';
import { useDashboardTexts } from './texts';

const SKELETONS = 3;

/** /dashboard (login required): 'Mine avtaler' with the active and the finished agreements (spec §2). */
export default function DashboardPage() {
  const t = useDashboardTexts();
  const active = useActiveAgreements();
  const completed = useCompletedAgreements();
  const deleteAgreement = useDeleteAgreement();
  const [toDelete, setToDelete] = useState<AgreementSummary | null>(null);

  // The toasts (deleted, or the server's reason) come from the hook's meta (api/toast-policy.ts).
  const confirmDelete = () => {
    if (toDelete) deleteAgreement.mutate(toDelete.id, { onSettled: () => setToDelete(null) });
  };

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 6 } }}>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 2,
          mb: { xs: 3, md: 4 },
          flexWrap: 'wrap',
        }}
      >
        <Box>
          <Typography variant="h3" component="h1">
            {t('page.title')}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            {t('page.intro')}
          </Typography>
        </Box>
        <Button component={RouterLink} to="/" variant="contained" startIcon={<AddIcon />}>
          {t('page.newAgreement')}
        </Button>
      </Box>

      <AgreementSection
        id="active-agreements"
        title={t('page.active')}
        query={active}
        empty={
          <Trans
            t={t}
            i18nKey="page.noActive"
            components={{
              newLink: <Box component={RouterLink} to="/" sx={{ color: 'primary.main', fontWeight: 600 }} />,
            }}
          />
        }
        renderCard={(agreement) => (
          <AgreementCard agreement={agreement} onDelete={agreement.isInitiator ? setToDelete : undefined} />
        )}
      />
      <AgreementSection
        id="completed-agreements"
        title={t('page.completed')}
        query={completed}
        empty={t('page.noCompleted')}
        renderCard={(agreement) => <AgreementCard agreement={agreement} />}
      />

      <ConfirmDialog
        open={toDelete !== null}
        title={t('page.confirmTitle')}
        description={t('page.confirmText', { title: toDelete?.title ?? '' })}
        confirmLabel={t('page.confirm')}
        pending={deleteAgreement.isPending}
        onConfirm={confirmDelete}
        onClose={() => setToDelete(null)}
      />
    </Container>
  );
}

interface AgreementSectionProps {
  id: string;
  title: string;
  query: UseQueryResult<AgreementSummary[]>;
  empty: ReactNode;
  renderCard: (agreement: AgreementSummary) => ReactNode;
}

function AgreementSection({ id, title, query, empty, renderCard }: AgreementSectionProps) {
  const t = useDashboardTexts();
  const list = query.data ?? [];
  return (
    <Box component="section" aria-labelledby={`${id}-title`} sx={{ mb: { xs: 5, md: 6 } }}>
      <Typography id={`${id}-title`} variant="h5" component="h2" sx={{ mb: 2 }}>
        {title}
        {/* A real space: the accessible name reads «Fullførte avtaler (1)», not «Fullførte avtaler(1)». */}
        {query.data && list.length > 0 ? ' ' : null}
        {query.data && list.length > 0 ? (
          <Typography component="span" color="text.secondary" sx={{ fontWeight: 500, fontSize: '1rem' }}>
            ({list.length})
          </Typography>
        ) : null}
      </Typography>
      {query.isLoading ? (
        <Grid container spacing={{ xs: 2, md: 3 }} aria-busy="true">
          {Array.from({ length: SKELETONS }, (_, i) => (
            <Grid key={i} size={{ xs: 12, sm: 6, md: 4 }}>
              <AgreementCardSkeleton />
            </Grid>
          ))}
        </Grid>
      ) : query.isError ? (
        <Alert severity="error">{apiErrorMessage(query.error, t('page.loadFailed'))}</Alert>
      ) : list.length === 0 ? (
        <Box
          sx={{
            py: 5,
            px: 2,
            textAlign: 'center',
            border: 1,
            borderStyle: 'dashed',
            borderColor: 'divider',
            borderRadius: 3,
          }}
        >
          <Typography color="text.secondary">{empty}</Typography>
        </Box>
      ) : (
        <Grid container spacing={{ xs: 2, md: 3 }}>
          {list.map((agreement) => (
            <Grid key={agreement.id} size={{ xs: 12, sm: 6, md: 4 }}>
              {renderCard(agreement)}
            </Grid>
          ))}
        </Grid>
      )}
    </Box>
  );
}
