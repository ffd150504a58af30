import type { Comparison } from '@avtalt/contracts';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOffOutlined';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { isInsider, removalNotices, waitingText } from './group-status.rules';
import { useComparisonTexts } from './texts';

type GroupData = Pick<
  Comparison,
  | 'participants'
  | 'expectedParticipants'
  | 'currentRound'
  | 'status'
  | 'removedParticipants'
  | 'youAreRemoved'
  | 'isInitiator'
>;

interface GroupStatusProps {
  data: GroupData;
  /** A blind round not everyone has answered yet: the answers are hidden until then. */
  answersHidden?: boolean;
}

/**
 * Where the group stands (issue 16): the caller was removed; who was removed in this round; who has not
 * answered ('Venter på: Ola Hansen', for those who take part and the initiator only); and a blind round.
 */
export function GroupStatus({ data, answersHidden = false }: GroupStatusProps) {
  const t = useComparisonTexts();
  const insider = isInsider(data);
  const waiting = insider ? waitingText(data, t) : null;
  const notices = insider ? removalNotices(data, t) : [];
  if (!data.youAreRemoved && !waiting && notices.length === 0 && !answersHidden) return null;
  return (
    <Stack spacing={1.5} sx={{ mb: 3 }} data-testid="group-status">
      {data.youAreRemoved ? (
        <Alert severity="warning" role="status">
          {t('group.removedYou')}
        </Alert>
      ) : null}
      {notices.map((notice) => (
        <Alert key={notice} severity="info" role="status">
          {notice}
        </Alert>
      ))}
      {answersHidden ? (
        <Alert severity="info" icon={<VisibilityOffIcon />}>
          {t('group.answersHidden')}
        </Alert>
      ) : null}
      {waiting ? (
        <Alert severity="info" variant="outlined" role="status" aria-live="polite">
          {waiting}
        </Alert>
      ) : null}
    </Stack>
  );
}
