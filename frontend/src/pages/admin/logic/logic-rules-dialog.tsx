import { ACTIONS, ruleBodySchema, type LogicRuleDto, type QuestionTemplate } from '@avtalt/contracts';
import { validateRules, type Action, type Operator } from '@avtalt/logic';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { apiErrorDetails, apiErrorMessage } from '../../../api/http';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useToast } from '../../../components/toast/toast-context';
import { useChangeRule, useTemplateLogic, type RuleChange } from '../../../hooks/use-logic-rules';
import { useSmallScreen } from '../../../hooks/use-small-screen';
import { errorsFrom } from '../../../hooks/use-zod-form';
import {
  ACTION_LABELS,
  EMPTY_RULE_FORM,
  initialValueFor,
  missingChoices,
  OPERATOR_LABELS,
  operatorsFor,
  PARTY_VALUE_LABELS,
  ruleBodyFrom,
  ruleFormFrom,
  ruleSummary,
  sourceChoices,
  targetChoices,
  toLogicQuestions,
  valueInputKind,
  type RuleFormValues,
} from './logic-rules.rules';

type RuleErrors = Partial<Record<keyof RuleFormValues, string>>;

const VERBS = { create: 'opprette', update: 'oppdatere', delete: 'slette' } as const;
const DONE = { create: 'opprettet', update: 'oppdatert', delete: 'slettet' } as const;

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
  const fullScreen = useSmallScreen();
  const toast = useToast();
  const rules = useTemplateLogic(question.id);
  const change = useChangeRule(question.id, topicId);

  const [values, setValues] = useState<RuleFormValues>(EMPTY_RULE_FORM);
  const [errors, setErrors] = useState<RuleErrors>({});
  const [editingId, setEditingId] = useState<string | null>(null);
  const [toDelete, setToDelete] = useState<LogicRuleDto | null>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);
  // The selects' handles (MUI gives a select's inputRef a focus() that focuses the select itself).
  const sourceInput = useRef<HTMLInputElement>(null);
  const targetInput = useRef<HTMLInputElement>(null);

  const sources = useMemo(() => sourceChoices(templates, question.id), [templates, question.id]);
  const targets = useMemo(() => targetChoices(templates, question), [templates, question]);
  const source = templates.find((t) => t.id === values.sourceQuestionId);
  const valueKind = valueInputKind(source?.type, source?.format);
  const operators = operatorsFor(valueKind);

  useEffect(() => {
    if (rules.isError) {
      toast({
        title: 'Feil',
        description: 'Kunne ikke hente logikkreglene. Vennligst prøv igjen senere.',
        variant: 'destructive',
      });
    }
  }, [rules.isError, toast]);

  const set = <K extends keyof RuleFormValues>(name: K, value: RuleFormValues[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  };

  const chooseSource = (id: string) => {
    const chosen = templates.find((t) => t.id === id);
    const kind = valueInputKind(chosen?.type, chosen?.format);
    setValues((current) => ({
      ...current,
      sourceQuestionId: id,
      value: initialValueFor(kind),
      operator: operatorsFor(kind).includes(current.operator) ? current.operator : 'equals',
    }));
    setErrors((current) => ({
      ...current,
      sourceQuestionId: undefined,
      value: undefined,
      operator: undefined,
    }));
  };

  const resetForm = () => {
    setValues(EMPTY_RULE_FORM);
    setErrors({});
    setEditingId(null);
  };

  const startEdit = (rule: LogicRuleDto) => {
    setValues(ruleFormFrom(rule, templates));
    setErrors({});
    setEditingId(rule.id);
  };

  const run = async (ruleChange: RuleChange) => {
    try {
      await change.mutateAsync(ruleChange);
      toast({ title: `Logikkregler ${DONE[ruleChange.kind]}`, variant: 'success' });
      return true;
    } catch (error) {
      if (ruleChange.kind !== 'delete') {
        const fieldErrors: RuleErrors = {};
        for (const issue of apiErrorDetails(error)) {
          const name = issue.path.split('.')[0] as keyof RuleFormValues;
          if (name in values && !fieldErrors[name]) fieldErrors[name] = issue.message;
        }
        setErrors(fieldErrors);
      }
      const fallback = error instanceof Error ? error.message : 'ukjent feil';
      toast({
        title: 'Feil',
        description: `Kunne ikke ${VERBS[ruleChange.kind]} logikkreglene: ${apiErrorMessage(error, fallback)}`,
        variant: 'destructive',
      });
      return false;
    }
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const missing = missingChoices(values);
    if (missing.sourceQuestionId || missing.targetQuestionId) {
      // Under the fields, as every form check; the focus goes to the first, which a phone may have scrolled away.
      setErrors(missing);
      (missing.sourceQuestionId ? sourceInput : targetInput).current?.focus();
      return;
    }
    const parsed = ruleBodySchema.safeParse(ruleBodyFrom(values, question.id));
    if (!parsed.success) {
      const fieldErrors = errorsFrom<RuleFormValues>(parsed.error.issues);
      setErrors(fieldErrors);
      return;
    }
    const body = { ...parsed.data, value: parsed.data.value ?? null, questionId: question.id };
    // The engine's own checks (source before the question, a value that fits the source, ...), so
    // the admin sees the problem under its field instead of as a refusal from the server.
    const issues = validateRules(toLogicQuestions([...templates]), [
      { id: editingId ?? 'ny-regel', ...body },
    ]);
    if (issues.length > 0) {
      const fieldErrors: RuleErrors = {};
      for (const issue of issues) {
        const field = issue.field === 'questionId' ? 'sourceQuestionId' : issue.field;
        fieldErrors[field] ??= issue.message;
      }
      setErrors(fieldErrors);
      return;
    }
    const ok = await run(editingId ? { kind: 'update', ruleId: editingId, body } : { kind: 'create', body });
    if (ok) resetForm();
  };

  const confirmDelete = async () => {
    if (!toDelete) return;
    const ok = await run({ kind: 'delete', ruleId: toDelete.id });
    if (ok && editingId === toDelete.id) resetForm();
    setConfirmOpen(false);
  };

  const list = rules.data ?? [];
  const pending = change.isPending;

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
      <DialogTitle sx={{ pb: 0.5 }}>Administrer logikk</DialogTitle>
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
          Regler for dette spørsmålet
        </Typography>
        {rules.isLoading ? (
          <Stack spacing={1}>
            <Skeleton variant="rounded" height={48} />
            <Skeleton variant="rounded" height={48} />
          </Stack>
        ) : rules.isError ? (
          <Alert severity="error">Kunne ikke hente logikkreglene. Vennligst prøv igjen senere.</Alert>
        ) : list.length === 0 ? (
          <Typography variant="body2" color="text.secondary" sx={{ py: 1.5 }}>
            Ingen logikkregler ennå. Spørsmålet vises alltid.
          </Typography>
        ) : (
          <Stack component="ul" spacing={1} aria-label="Logikkregler" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {list.map((rule) => {
              const editing = rule.id === editingId;
              return (
                <Box
                  component="li"
                  key={rule.id}
                  sx={(t) => ({
                    display: 'flex',
                    alignItems: 'center',
                    gap: 1,
                    pl: 2,
                    pr: 1,
                    py: 1,
                    borderRadius: 2.5,
                    border: 1,
                    borderColor: editing ? 'primary.main' : 'divider',
                    bgcolor: editing ? alpha(t.palette.primary.main, 0.05) : 'transparent',
                  })}
                >
                  <Typography variant="body2" sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
                    {ruleSummary(rule, templates)}
                  </Typography>
                  <Tooltip title="Rediger regel">
                    <IconButton
                      aria-label="Rediger regel"
                      size="small"
                      onClick={() => startEdit(rule)}
                      disabled={pending}
                    >
                      <EditOutlinedIcon fontSize="small" />
                    </IconButton>
                  </Tooltip>
                  <Tooltip title="Slett regel">
                    <IconButton
                      aria-label="Slett regel"
                      size="small"
                      color="error"
                      disabled={pending}
                      onClick={() => {
                        setToDelete(rule);
                        setConfirmOpen(true);
                      }}
                    >
                      <DeleteOutlineIcon fontSize="small" />
                    </IconButton>
                  </Tooltip>
                </Box>
              );
            })}
          </Stack>
        )}

        <Box
          component="form"
          noValidate
          onSubmit={(event: FormEvent<HTMLFormElement>) => void onSubmit(event)}
          aria-labelledby="rule-form-title"
          sx={{ mt: 3, pt: 2.5, borderTop: 1, borderColor: 'divider' }}
        >
          <Typography id="rule-form-title" variant="subtitle2" component="h3" sx={{ mb: 2 }}>
            {editingId ? 'Rediger regel' : 'Ny regel'}
          </Typography>
          <Grid container columnSpacing={2} rowSpacing={1}>
            <Grid size={{ xs: 12, sm: 7 }}>
              <TextField
                id="rule-source"
                select
                label="Kildespørsmål"
                value={values.sourceQuestionId}
                onChange={(event) => chooseSource(event.target.value)}
                error={Boolean(errors.sourceQuestionId)}
                helperText={errors.sourceQuestionId ?? 'Spørsmålet hvis svar avgjør regelen.'}
                inputRef={sourceInput}
                required
              >
                {sources.length === 0 ? (
                  <MenuItem value="" disabled>
                    Ingen andre spørsmål i temaet
                  </MenuItem>
                ) : null}
                {sources.map((t) => (
                  <MenuItem key={t.id} value={t.id} sx={{ whiteSpace: 'normal' }}>
                    {t.order}. {t.text}
                  </MenuItem>
                ))}
              </TextField>
            </Grid>
            <Grid size={{ xs: 12, sm: 5 }}>
              <TextField
                id="rule-operator"
                select
                label="Operator"
                value={values.operator}
                onChange={(event) => set('operator', event.target.value as Operator)}
                error={Boolean(errors.operator)}
                helperText={errors.operator ?? ' '}
              >
                {operators.map((operator) => (
                  <MenuItem key={operator} value={operator}>
                    {OPERATOR_LABELS[operator]}
                  </MenuItem>
                ))}
              </TextField>
            </Grid>
            <Grid size={{ xs: 12, sm: 7 }}>
              {valueKind === 'yes_no' ? (
                <Box sx={{ mb: 2.5 }}>
                  <FormLabel id="rule-value-label" sx={{ display: 'block', fontSize: 13, mb: 0.5 }}>
                    Verdi
                  </FormLabel>
                  <ToggleButtonGroup
                    exclusive
                    color="primary"
                    size="small"
                    aria-labelledby="rule-value-label"
                    value={values.value === false ? 'false' : 'true'}
                    onChange={(_event, next: string | null) => {
                      if (next !== null) set('value', next === 'true');
                    }}
                  >
                    <ToggleButton value="true" sx={{ px: 3 }}>
                      Ja
                    </ToggleButton>
                    <ToggleButton value="false" sx={{ px: 3 }}>
                      Nei
                    </ToggleButton>
                  </ToggleButtonGroup>
                  {errors.value ? <FormHelperText error>{errors.value}</FormHelperText> : null}
                </Box>
              ) : valueKind === 'option' || valueKind === 'party' ? (
                <TextField
                  id="rule-value"
                  select
                  label="Verdi"
                  value={typeof values.value === 'string' ? values.value : ''}
                  onChange={(event) => set('value', event.target.value)}
                  error={Boolean(errors.value)}
                  helperText={
                    errors.value ??
                    (valueKind === 'party' ? 'Hvem svaret peker på, sett fra den som svarer.' : ' ')
                  }
                >
                  {(valueKind === 'party'
                    ? Object.entries(PARTY_VALUE_LABELS).map(([party, label]) => ({ value: party, label }))
                    : (source?.options ?? []).map((option) => ({ value: option, label: option }))
                  ).map((choice) => (
                    <MenuItem key={choice.value} value={choice.value}>
                      {choice.label}
                    </MenuItem>
                  ))}
                </TextField>
              ) : valueKind === 'date' ? (
                <TextField
                  id="rule-value"
                  type="date"
                  label="Verdi"
                  value={typeof values.value === 'string' ? values.value : ''}
                  onChange={(event) => set('value', event.target.value)}
                  error={Boolean(errors.value)}
                  helperText={errors.value ?? 'Større enn betyr senere, mindre enn tidligere.'}
                  slotProps={{ inputLabel: { shrink: true } }}
                />
              ) : valueKind === 'number' ? (
                <TextField
                  id="rule-value"
                  label="Verdi"
                  value={typeof values.value === 'string' ? values.value : String(values.value)}
                  onChange={(event) => set('value', event.target.value)}
                  error={Boolean(errors.value)}
                  helperText={errors.value ?? 'Et tall, for eksempel 12 000.'}
                  slotProps={{
                    htmlInput: { inputMode: source?.format === 'number' ? 'numeric' : 'decimal' },
                    input: {
                      endAdornment:
                        source?.format === 'amount' ? (
                          <InputAdornment position="end">kr</InputAdornment>
                        ) : source?.format === 'percent' ? (
                          <InputAdornment position="end">%</InputAdornment>
                        ) : undefined,
                    },
                  }}
                />
              ) : (
                <TextField
                  id="rule-value"
                  label="Verdi"
                  value={typeof values.value === 'string' ? values.value : String(values.value)}
                  onChange={(event) => set('value', event.target.value)}
                  error={Boolean(errors.value)}
                  helperText={errors.value ?? (source ? ' ' : 'Velg et kildespørsmål først.')}
                  disabled={!source}
                />
              )}
            </Grid>
            <Grid size={{ xs: 12, sm: 5 }}>
              <TextField
                id="rule-action"
                select
                label="Handling"
                value={values.action}
                onChange={(event) => set('action', event.target.value as Action)}
                error={Boolean(errors.action)}
                helperText={errors.action ?? ' '}
              >
                {ACTIONS.map((action) => (
                  <MenuItem key={action} value={action}>
                    {ACTION_LABELS[action]}
                  </MenuItem>
                ))}
              </TextField>
            </Grid>
            {values.action === 'jump_to' ? (
              <Grid size={12}>
                <TextField
                  id="rule-target"
                  select
                  label="Målspørsmål"
                  value={values.targetQuestionId}
                  onChange={(event) => set('targetQuestionId', event.target.value)}
                  error={Boolean(errors.targetQuestionId)}
                  helperText={errors.targetQuestionId ?? 'Bare spørsmål som kommer etter dette spørsmålet.'}
                  inputRef={targetInput}
                  required
                >
                  {targets.length === 0 ? (
                    <MenuItem value="" disabled>
                      Ingen spørsmål etter dette
                    </MenuItem>
                  ) : null}
                  {targets.map((t) => (
                    <MenuItem key={t.id} value={t.id} sx={{ whiteSpace: 'normal' }}>
                      {t.order}. {t.text}
                    </MenuItem>
                  ))}
                </TextField>
              </Grid>
            ) : null}
          </Grid>
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
            {editingId ? (
              <Button onClick={resetForm} disabled={pending}>
                Avbryt
              </Button>
            ) : null}
            <Button
              type="submit"
              variant="contained"
              startIcon={editingId ? undefined : <AddIcon />}
              disabled={pending}
            >
              {editingId ? 'Oppdater regel' : 'Legg til regel'}
            </Button>
          </Stack>
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5 }}>
        <Button onClick={onClose}>Lukk</Button>
      </DialogActions>
      <ConfirmDialog
        open={confirmOpen}
        title="Slett logikkregel"
        description="Er du sikker på at du vil slette denne logikkregelen?"
        pending={pending}
        onConfirm={() => void confirmDelete()}
        onClose={() => setConfirmOpen(false)}
      />
    </Dialog>
  );
}
