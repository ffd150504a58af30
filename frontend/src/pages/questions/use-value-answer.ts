import type { AgreementQuestion } from '@avtalt/contracts';
import { formatOf, parseAnswer, type AnswerValue } from '@avtalt/logic';
import { useRef, useState, type FormEvent } from 'react';
import { inputText, selectedParty, type PartyChoice } from './question-flow.rules';
import { NO_VERDICT, type ValueCheckVerdict } from './value-checks.rules';

export interface ValueAnswerInput {
  question: Pick<
    AgreementQuestion,
    'id' | 'type' | 'options' | 'format' | 'clauseYes' | 'clauseNo' | 'optionClauses' | 'clauseTemplate'
  >;
  saved: AnswerValue | undefined;
  parties: readonly PartyChoice[];
  selfIds: readonly string[];
  disabled: boolean;
  verdictFor?: (value: AnswerValue) => ValueCheckVerdict;
  serverVerdict?: ValueCheckVerdict | null;
  onAnswer: (value: AnswerValue, confirmedWarning: boolean) => void;
}

/**
 * The state of a value question's input: the text (or the party chosen), the reason it cannot be read, the
 * value checks' verdicts (the browser's and the server's last) and «Ja, verdien er riktig»; `submit` hands
 * the canonical value on when nothing blocks it.
 */
export function useValueAnswer({
  question,
  saved,
  parties,
  selfIds,
  disabled,
  verdictFor,
  serverVerdict,
  onAnswer,
}: ValueAnswerInput) {
  const format = formatOf(question) ?? 'text';
  const [text, setText] = useState(() =>
    format === 'party' ? selectedParty(saved, parties, selfIds) : inputText(question, saved),
  );
  const [error, setError] = useState<string | null>(null);
  // «Ja, verdien er riktig» holds for the value it was ticked for; the server's verdict for the
  // value it judged. Both go when the value changes.
  const [confirmed, setConfirmed] = useState(false);
  const [changed, setChanged] = useState(false);
  const inputRef = useRef<HTMLInputElement | null>(null);
  // The party chosen, read against the current choices: 'Meg selv' picked before the caller joined
  // (self) stays picked when the agreement comes back with their participant id.
  const party = format === 'party' ? selectedParty(text, parties, selfIds) : '';

  // The checks run as soon as the value can be read (docs/value-checks.md).
  const read = text.trim() === '' || format === 'party' ? null : parseAnswer(question, text);
  const local = read?.ok && verdictFor ? verdictFor(read.value) : NO_VERDICT;
  const server = !changed && serverVerdict ? serverVerdict : NO_VERDICT;
  const checkError = local.error ?? server.error;
  const warnings = [...new Set([...local.warnings, ...server.warnings])];
  const blocked = checkError !== null || (warnings.length > 0 && !confirmed);

  const edit = (value: string) => {
    setText(value);
    setConfirmed(false);
    setChanged(true);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (disabled) return;
    const parsed = parseAnswer(question, format === 'party' ? party : text);
    if (!parsed.ok) {
      setError(parsed.message);
      inputRef.current?.focus();
      return;
    }
    setError(null);
    if (blocked) return inputRef.current?.focus();
    onAnswer(parsed.value, warnings.length > 0 && confirmed);
  };

  // On blur only what was typed is judged: leaving an empty field is not yet a mistake.
  const blur = () => {
    if (text.trim() === '') return setError(null);
    const parsed = parseAnswer(question, text);
    setError(parsed.ok ? null : parsed.message);
  };

  return {
    format,
    text,
    setText,
    error,
    setError,
    confirmed,
    setConfirmed,
    inputRef,
    party,
    checkError,
    warnings,
    blocked,
    edit,
    submit,
    blur,
  };
}
