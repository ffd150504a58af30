import type { QuestionTemplate } from '@avtalt/contracts';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useSmallScreen } from '../../../hooks/use-small-screen';
import { LogicRuleForm } from './logic-rule-form';
import { LogicRuleList } from './logic-rule-list';
import { useAdminLogicTexts } from './texts';
import { useLogicRulesForm } from './use-logic-rules-form';

interface LogicRulesDialogProps {
  open: boolean;
  /** The question whose rules are managed: the rules' `questionId`. */
  question: QuestionTemplate;
  /** Every question of the topic (sources and targets). */
  templates: readonly QuestionTemplate[];
  topicId: string;
  onClose: () => void;
}

/**
 * The logic-rules manager (admin spec §2/§4/§5), 700px wide: the question's rules in words, and a
 * form that adds a rule or, after 'Rediger', changes one ('Oppdater regel'; 'Avbryt' leaves editing).
 * A rule is checked with the shared schema and the logic engine's own validation before it is sent.
 */
export function LogicRulesDialog({ open, question, templates, topicId, onClose }: LogicRulesDialogProps) {
  const t = useAdminLogicTexts();
  const fullScreen = useSmallScreen();
  const form = useLogicRulesForm(question, templates, topicId);

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen={fullScreen}
      fullWidth
      scroll="paper"
      slotProps={{ paper: { sx: { maxWidth: 700 } } }}
      aria-describedby="logic-dialog-question"
    >
      <DialogTitle sx={{ pb: 0.5 }}>{t('dialog.title')}</DialogTitle>
      <Typography
        id="logic-dialog-question"
        variant="body2"
        color="text.secondary"
        sx={{ px: 3, pb: 2, overflowWrap: 'anywhere' }}
      >
        {question.order}. {question.text}
      </Typography>
      <DialogContent dividers>
        <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
          {t('dialog.rulesHeading')}
        </Typography>
        <LogicRuleList
          rules={form.rules}
          list={form.list}
          templates={templates}
          editingId={form.editingId}
          pending={form.pending}
          onEdit={form.startEdit}
          onDelete={form.askDelete}
        />
        <LogicRuleForm form={form} />
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5 }}>
        <Button onClick={onClose}>{t('dialog.close')}</Button>
      </DialogActions>
      <ConfirmDialog
        open={form.confirmOpen}
        title={t('dialog.deleteTitle')}
        description={t('dialog.deleteText')}
        pending={form.pending}
        onConfirm={() => void form.confirmDelete()}
        onClose={form.closeConfirm}
      />
    </Dialog>
  );
}
