import type { QuestionTemplate } from '@avtalt/contracts';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import AccountTreeOutlinedIcon from '@mui/icons-material/AccountTreeOutlined';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import type { Ref } from 'react';
import { questionTypeLabel } from './question-labels';
import { handleLabel } from './reorder.rules';
import { useAdminQuestionsTexts } from './texts';

interface QuestionCardProps {
  template: QuestionTemplate;
  /** The question just created: marked until the next one is, so the eye finds it after the scroll. */
  isNew?: boolean;
  /** The card's heading, which takes the focus when the question was just created. */
  headingRef?: Ref<HTMLHeadingElement>;
  onLogic: () => void;
  onEdit: () => void;
  onDelete: () => void;
}

/**
 * One sortable question (admin spec 'Question list view'). Only the handle starts a drag, by pointer
 * or by keyboard (Space/Enter to lift and drop, arrow keys to move, Escape to cancel), so the card's
 * other buttons keep working as usual.
 */
export function QuestionCard({
  template,
  isNew = false,
  headingRef,
  onLogic,
  onEdit,
  onDelete,
}: QuestionCardProps) {
  const t = useAdminQuestionsTexts();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({
      id: template.id,
      attributes: { roleDescription: t('card.roleDescription') },
    });

  return (
    <Box
      component="li"
      ref={setNodeRef}
      aria-label={template.text}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      sx={(theme) => ({
        position: 'relative',
        zIndex: isDragging ? 2 : 'auto',
        display: 'flex',
        gap: { xs: 1, sm: 1.5 },
        p: { xs: 1.5, sm: 2 },
        borderRadius: 3,
        border: 1,
        borderColor: isDragging || isNew ? 'primary.main' : 'divider',
        bgcolor: isNew ? alpha(theme.palette.primary.main, 0.04) : 'background.paper',
        boxShadow: isDragging ? `0 12px 32px ${alpha(theme.palette.text.primary, 0.18)}` : 'none',
      })}
    >
      <Stack sx={{ alignItems: 'center', gap: 0.5, pt: 0.25 }}>
        <IconButton
          ref={setActivatorNodeRef}
          {...attributes}
          {...listeners}
          aria-label={handleLabel(template.text)}
          size="small"
          sx={{ cursor: isDragging ? 'grabbing' : 'grab', touchAction: 'none', color: 'text.secondary' }}
        >
          <DragIndicatorIcon />
        </IconButton>
        <Box
          title={t('card.order', { order: template.order })}
          sx={(theme) => ({
            minWidth: 28,
            height: 28,
            px: 0.75,
            borderRadius: 14,
            display: 'grid',
            placeItems: 'center',
            fontSize: 13,
            fontWeight: 700,
            color: 'primary.main',
            bgcolor: alpha(theme.palette.primary.main, 0.09),
          })}
        >
          {template.order}
        </Box>
      </Stack>

      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography
          component="h4"
          variant="subtitle1"
          ref={headingRef}
          tabIndex={-1}
          sx={{ fontWeight: 650, lineHeight: 1.35, overflowWrap: 'anywhere' }}
        >
          {template.text}
        </Typography>
        <Stack direction="row" spacing={0.75} useFlexGap sx={{ mt: 0.75, flexWrap: 'wrap' }}>
          {isNew ? <Chip label={t('common.newChip')} size="small" color="primary" /> : null}
          <Chip label={questionTypeLabel(template.type)} size="small" variant="outlined" />
          {template.type === 'free_text' ? (
            <Chip
              label={t('card.format', { format: t(`formats.${template.format ?? 'text'}`) })}
              size="small"
              variant="outlined"
            />
          ) : null}
          {template.section ? (
            <Chip label={t('card.section', { section: template.section })} size="small" variant="outlined" />
          ) : null}
          {template.fact ? (
            <Chip label={t('card.fact')} size="small" variant="outlined" title={t('card.factTitle')} />
          ) : null}
          {template.partyRoles ? (
            <Chip
              label={t('card.roles', {
                roles: [template.partyRoles.chosen, template.partyRoles.others].filter(Boolean).join(' / '),
              })}
              size="small"
              variant="outlined"
            />
          ) : null}
          {template.required ? (
            <Chip label={t('common.required')} size="small" variant="outlined" color="primary" />
          ) : null}
          {template.hasLogic ? (
            <Chip label={t('card.logic')} size="small" color="secondary" icon={<AccountTreeOutlinedIcon />} />
          ) : null}
        </Stack>
        {template.description ? (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
            {template.description}
          </Typography>
        ) : null}
        {template.type === 'multiple_choice' && template.options && template.options.length > 0 ? (
          <Box
            // Not a nested list: the cards are the list items, and tests count them.
            role="group"
            aria-label={t('common.options')}
            sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, mt: 1 }}
          >
            {template.options.map((option, index) => (
              <Chip
                key={`${index}-${option}`}
                label={option}
                size="small"
                sx={(theme) => ({ bgcolor: alpha(theme.palette.primary.main, 0.07) })}
              />
            ))}
          </Box>
        ) : null}
        <Stack direction="row" spacing={0.5} useFlexGap sx={{ mt: 1.5, ml: -1, flexWrap: 'wrap' }}>
          <Button size="small" startIcon={<AccountTreeOutlinedIcon />} onClick={onLogic}>
            {t('card.manageLogic')}
          </Button>
          <Button size="small" startIcon={<EditOutlinedIcon />} onClick={onEdit}>
            {t('card.edit')}
          </Button>
          <Button size="small" color="error" startIcon={<DeleteOutlineIcon />} onClick={onDelete}>
            {t('card.delete')}
          </Button>
        </Stack>
      </Box>
    </Box>
  );
}
