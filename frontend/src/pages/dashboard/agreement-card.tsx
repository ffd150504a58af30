import type { AgreementSummary } from '@avtalt/contracts';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import {
  actionLabel,
  agreementProgress,
  cardTarget,
  formatDate,
  participantText,
  roundText,
  statusBadge,
  versionText,
  waitingText,
} from './dashboard.rules';
import { useDashboardTexts } from './texts';

interface AgreementCardProps {
  agreement: AgreementSummary;
  /** Shown only on active agreements the user started. */
  onDelete?: (agreement: AgreementSummary) => void;
}

/** One agreement on the dashboard: the whole card is a link; the delete button sits beside it. */
export function AgreementCard({ agreement, onDelete }: AgreementCardProps) {
  const t = useDashboardTexts();
  const progress = agreementProgress(agreement);
  const updated = formatDate(agreement.updatedAt);
  const round = roundText(agreement, t);
  const waiting = waitingText(agreement, t);
  const badge = statusBadge(agreement, t);
  const version = versionText(agreement, t);
  return (
    <Card sx={{ height: '100%', position: 'relative', display: 'flex' }}>
      <CardActionArea
        component={RouterLink}
        to={cardTarget(agreement)}
        sx={{ display: 'flex', alignItems: 'stretch' }}
      >
        <CardContent
          sx={{ flex: 1, display: 'flex', flexDirection: 'column', gap: 1.5, p: { xs: 2.5, sm: 3 } }}
        >
          <Box sx={{ pr: onDelete ? 5 : 0 }}>
            <Stack direction="row" spacing={1} sx={{ mb: 1.25 }}>
              <Chip label={badge.label} color={badge.color} size="small" sx={{ fontWeight: 600 }} />
              {version ? <Chip label={version} size="small" variant="outlined" /> : null}
            </Stack>
            <Typography variant="h6" component="h3" sx={{ lineHeight: 1.3, overflowWrap: 'anywhere' }}>
              {agreement.title}
            </Typography>
            {agreement.topic && agreement.topic !== agreement.title ? (
              <Typography variant="body2" color="text.secondary" sx={{ mt: 0.25 }}>
                {agreement.topic}
              </Typography>
            ) : null}
          </Box>
          <Box sx={{ mt: 'auto' }}>
            <LinearProgress
              variant="determinate"
              value={progress}
              color={
                agreement.status === 'disagreement'
                  ? 'error'
                  : agreement.status === 'completed'
                    ? 'success'
                    : 'primary'
              }
              aria-label={t('card.progress', { percent: progress })}
              sx={{ height: 6, borderRadius: 3, mb: 1 }}
            />
            <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1 }}>
              {round ? (
                <Typography variant="body2" color="text.secondary">
                  {round}
                </Typography>
              ) : null}
              <Typography variant="body2" color="text.secondary" sx={{ ml: 'auto' }}>
                {participantText(agreement.participantCount, t)}
              </Typography>
            </Stack>
            {waiting ? (
              <Typography variant="body2" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
                {waiting}
              </Typography>
            ) : null}
          </Box>
          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
            <Typography variant="caption" color="text.secondary">
              {updated ? t('card.updated', { date: updated }) : ''}
            </Typography>
            <Typography
              component="span"
              color="primary"
              sx={{
                fontWeight: 600,
                display: 'inline-flex',
                alignItems: 'center',
                gap: 0.5,
                fontSize: '0.95rem',
              }}
            >
              {actionLabel(agreement.status, t)}
              <ArrowForwardIcon fontSize="small" />
            </Typography>
          </Stack>
        </CardContent>
      </CardActionArea>
      {onDelete ? (
        <Tooltip title={t('card.delete')}>
          <IconButton
            aria-label={t('card.delete')}
            onClick={() => onDelete(agreement)}
            sx={{
              position: 'absolute',
              top: 12,
              right: 12,
              color: 'text.secondary',
              '&:hover': { color: 'error.main' },
            }}
          >
            <DeleteOutlineIcon />
          </IconButton>
        </Tooltip>
      ) : null}
    </Card>
  );
}

export function AgreementCardSkeleton() {
  return (
    <Card sx={{ height: '100%' }} aria-hidden="true">
      <CardContent>
        <Skeleton variant="rounded" width={90} height={24} sx={{ mb: 1.5 }} />
        <Skeleton variant="text" width="70%" height={30} />
        <Skeleton variant="text" width="40%" />
        <Skeleton variant="rounded" height={6} sx={{ mt: 3, mb: 1 }} />
        <Skeleton variant="text" width="50%" />
      </CardContent>
    </Card>
  );
}
