import { useEffect, useMemo, useState } from 'react';
import { useToast } from '../../../components/toast/toast-context';
import { useTopicLogic } from '../../../hooks/use-logic-rules';
import { useTopicTemplates } from '../../../hooks/use-question-templates';
import { byOrder, toLogicQuestions } from '../logic/logic-rules.rules';
import {
  readTesterAnswers,
  testerAnswersOnPath,
  testerLogicAnswers,
  testerStep,
  type TesterInputs,
  type TesterStep,
} from './logic-tester.rules';
import { useAdminLogicTesterTexts } from './texts';

/**
 * One test run of a topic: its questions and rules, what was entered, the step the logic engine computes
 * from it (the question shown, the route, the end) and the answers that count on that route. A failure of
 * the engine shows the spec's own toast ('Failed to evaluate question logic'), not a server's message.
 */
export function useLogicTester(topicId: string) {
  const t = useAdminLogicTesterTexts();
  const templatesQuery = useTopicTemplates(topicId);
  const rulesQuery = useTopicLogic(topicId);
  const toast = useToast();
  const [inputs, setInputs] = useState<TesterInputs>({});
  const [at, setAt] = useState<string | null>(null);

  const templates = useMemo(() => byOrder(templatesQuery.data ?? []), [templatesQuery.data]);
  const questions = useMemo(() => toLogicQuestions(templates), [templates]);
  const rules = rulesQuery.data;
  // What was entered, read as each question's answer (12 000 → 12000) with a reason for what cannot be.
  const { answers, errors } = useMemo(() => readTesterAnswers(questions, inputs), [questions, inputs]);

  const evaluation = useMemo((): { step: TesterStep | null; failed: boolean } => {
    if (!rules) return { step: null, failed: false };
    try {
      return {
        step: testerStep(questions, rules, testerLogicAnswers(questions, answers), at),
        failed: false,
      };
    } catch {
      return { step: null, failed: true };
    }
  }, [questions, rules, answers, at]);

  // The answers that count on this route (those to questions now hidden or skipped are dropped, as the server
  // drops them). The inputs stay: changing the earlier answer back brings the question and its answer back.
  const kept = useMemo(() => {
    if (!rules || evaluation.failed) return { answers, dropped: 0 };
    try {
      return testerAnswersOnPath(questions, rules, answers);
    } catch {
      return { answers, dropped: 0 };
    }
  }, [questions, rules, answers, evaluation.failed]);

  useEffect(() => {
    if (evaluation.failed)
      toast({ title: t('run.errorTitle'), description: t('run.evaluationFailed'), variant: 'destructive' });
  }, [evaluation, toast, t]);

  const answer = (id: string, value: unknown) => setInputs((previous) => ({ ...previous, [id]: value }));
  const restart = () => {
    setInputs({});
    setAt(null);
  };

  return {
    templatesQuery,
    rulesQuery,
    templates,
    inputs,
    errors,
    evaluation,
    kept,
    answer,
    restart,
    goTo: setAt,
  };
}
