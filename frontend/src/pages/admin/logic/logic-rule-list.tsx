import type { LogicRuleDto, QuestionTemplate } from '@avtalt/contracts';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { ruleSummary } from './logic-rules.rules';
import { useAdminLogicTexts } from './texts';

interface LogicRuleListProps {
  rules: { isLoading: boolean; isError: boolean };
  list: readonly LogicRuleDto[];
  templates: readonly QuestionTemplate[];
  /** The rule in the form ('Rediger'), marked in the list. */
  editingId: string | null;
  pending: boolean;
  onEdit: (rule: LogicRuleDto) => void;
  onDelete: (rule: LogicRuleDto) => void;
}

/** The question's rules in words, each with 'Rediger regel' and 'Slett regel'. */
export function LogicRuleList({
  rules,
  list,
  templates,
  editingId,
  pending,
  onEdit,
  onDelete,
}: LogicRuleListProps) {
  const t = useAdminLogicTexts();
  return rules.isLoading ? (
    <Stack spacing={1}>
      <Skeleton variant="rounded" height={48} />
      <Skeleton variant="rounded" height={48} />
    </Stack>
  ) : rules.isError ? (
    <Alert severity="error">{t('list.loadFailed')}</Alert>
  ) : list.length === 0 ? (
    <Typography variant="body2" color="text.secondary" sx={{ py: 1.5 }}>
      {t('list.empty')}
    </Typography>
  ) : (
    <Stack component="ul" spacing={1} aria-label={t('list.label')} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {list.map((rule) => {
        const editing = rule.id === editingId;
        return (
          <Box
            component="li"
            key={rule.id}
            sx={(theme) => ({
              display: 'flex',
              alignItems: 'center',
              gap: 1,
              pl: 2,
              pr: 1,
              py: 1,
              borderRadius: 2.5,
              border: 1,
              borderColor: editing ? 'primary.main' : 'divider',
              bgcolor: editing ? alpha(theme.palette.primary.main, 0.05) : 'transparent',
            })}
          >
            <Typography variant="body2" sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
              {ruleSummary(rule, templates, t)}
            </Typography>
            <Tooltip title={t('list.edit')}>
              <IconButton
                aria-label={t('list.edit')}
                size="small"
                onClick={() => onEdit(rule)}
                disabled={pending}
              >
                <EditOutlinedIcon fontSize="small" />
              </IconButton>
            </Tooltip>
            <Tooltip title={t('list.delete')}>
              <IconButton
                aria-label={t('list.delete')}
                size="small"
                color="error"
                disabled={pending}
                onClick={() => onDelete(rule)}
              >
                <DeleteOutlineIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          </Box>
        );
      })}
    </Stack>
  );
}
