import { ruleBodySchema, type LogicRuleDto, type QuestionTemplate } from '@avtalt/contracts';
import { validateRules } from '@avtalt/logic';
import { useMemo, useRef, useState, type FormEvent } from 'react';
import { apiErrorDetails } from '../../../api/http';
import { useChangeRule, useTemplateLogic, type RuleChange } from '../../../hooks/use-logic-rules';
import { errorsFrom } from '../../../hooks/use-zod-form';
import { serverTexts } from '../../../lib/server-text';
import {
  EMPTY_RULE_FORM,
  initialValueFor,
  missingChoices,
  operatorsFor,
  ruleBodyFrom,
  ruleFormFrom,
  sourceChoices,
  targetChoices,
  toLogicQuestions,
  valueInputKind,
  type RuleFormValues,
} from './logic-rules.rules';
import { useAdminLogicTexts } from './texts';

export type RuleErrors = Partial<Record<keyof RuleFormValues, string>>;

/**
 * The state of the logic-rules manager: the question's rules, the form that adds a rule or (after
 * 'Rediger') changes one, and the rule waiting for the delete confirmation. A rule is checked with the
 * shared schema and the logic engine's own validation before it is sent; the toasts of a change come from
 * `useChangeRule`'s meta, a 400's field issues are shown under the fields.
 */
export function useLogicRulesForm(
  question: QuestionTemplate,
  templates: readonly QuestionTemplate[],
  topicId: string,
) {
  const t = useAdminLogicTexts();
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
      return false;
    }
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const missing = missingChoices(values, t);
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

  const askDelete = (rule: LogicRuleDto) => {
    setToDelete(rule);
    setConfirmOpen(true);
  };

  const confirmDelete = async () => {
    if (!toDelete) return;
    const ok = await run({ kind: 'delete', ruleId: toDelete.id });
    if (ok && editingId === toDelete.id) resetForm();
    setConfirmOpen(false);
  };

  return {
    rules,
    list: rules.data ?? [],
    pending: change.isPending,
    values,
    // The schema's and the engine's messages in the language in use (a text the contracts lack stays as it is).
    errors: serverTexts(errors),
    editingId,
    confirmOpen,
    closeConfirm: () => setConfirmOpen(false),
    sourceInput,
    targetInput,
    sources,
    targets,
    source,
    valueKind,
    operators,
    set,
    chooseSource,
    resetForm,
    startEdit,
    submit,
    askDelete,
    confirmDelete,
  };
}

export type LogicRulesForm = ReturnType<typeof useLogicRulesForm>;
