import type { Agreement, AgreementQuestion, Comparison } from '@avtalt/contracts';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import SkipNextIcon from '@mui/icons-material/SkipNext';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { ErrorScreen } from '../../components/error-screen';
import { useLanguage } from '../../hooks/use-language';
import { LoginPrompt } from '../../components/login-prompt';
import { visuallyHidden } from '../../components/visually-hidden';
import { wordedClauses } from '../../lib/answer-clauses.rules';
import { questionWording } from '../../lib/question-wording.rules';
import { showsPreviousAnswers } from '../../lib/settled-by.rules';
import { AnsweredWithoutAccount } from './answered-without-account';
import { AnswerClauses } from './answer-clauses';
import { AnswerButton, ChoiceButtons } from './answer-inputs';
import { FactSuggestion, PreviousAnswers, SettledNote, SignedBefore } from './flow-notes';
import {
  confirmingAnswer,
  counterText,
  progressDots,
  progressPercent,
  shouldPromptLogin,
} from './question-flow.rules';
import { useQuestionsTexts } from './texts';
import { useQuestionFlow } from './use-question-flow';
import { ValueAnswer } from './value-answer';
import { osloToday, valueVerdict, verdictIn } from './value-checks.rules';

export interface QuestionFlowProps {
  agreementId: string;
  title: string;
  round: number;
  questions: AgreementQuestion[];
  comparison: Comparison | undefined;
  /** The agreement's participants: the caller's own id (party answers and rules) and the party choices. */
  agreement: Agreement | undefined;
}

/** One round's questions, one at a time (the state and commands are `useQuestionFlow`'s). */
export function QuestionFlow({
  agreementId,
  title,
  round,
  questions,
  comparison,
  agreement,
}: QuestionFlowProps) {
  const t = useQuestionsTexts();
  const language = useLanguage();
  const {
    user,
    current,
    answers,
    position,
    total,
    counter,
    counts,
    optionCounts,
    busy,
    submitting,
    headingRef,
    signUpReturnTo,
    refusals,
    serverVerdicts,
    checkWords,
    parties,
    selfIds,
    partyCount,
    isLast,
    answer,
    skip,
    back,
    ignoreRepeats,
  } = useQuestionFlow({ agreementId, questions, comparison, agreement });

  if (!current) return <ErrorScreen message={t('page.loadFailed')} />;

  const yourAnswer = answers[current.id];
  const worded = wordedClauses(current, partyCount);
  const wording = questionWording(current, language);
  const confirming = confirmingAnswer(current, current.suggestion, { selfIds, partyCount });
  const isFirst = position === 0;
  const submitLabel = isLast ? t('flow.send') : t('flow.next');

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, md: 6 }, px: { xs: 2, sm: 3 } }}>
      <Typography variant="overline" color="text.secondary" component="p" sx={{ lineHeight: 1.5 }}>
        {round > 1 ? t('flow.round', { round }) : t('flow.yourAnswers')}
      </Typography>
      <Typography variant="h5" component="h1" sx={{ mb: 2.5, overflowWrap: 'anywhere' }}>
        {title || t('flow.untitled')}
      </Typography>

      <LinearProgress
        variant="determinate"
        value={progressPercent(position, total)}
        aria-label={t('flow.progress')}
        sx={{ height: 8, borderRadius: 4, mb: 1.5 }}
      />
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, mb: 2.5 }}>
        <Typography variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
          {counterText(counter, t)}
        </Typography>
        <Stack direction="row" spacing={0.75} aria-hidden="true" data-testid="progress-dots">
          {progressDots(position, total).map((dot, i) => (
            <Box
              key={i}
              sx={(t) => ({
                width: dot === 'current' ? 22 : 8,
                height: 8,
                borderRadius: 4,
                transition: 'width 200ms, background-color 200ms',
                bgcolor:
                  dot === 'todo'
                    ? alpha(t.palette.text.primary, 0.15)
                    : dot === 'done'
                      ? t.palette.primary.light
                      : t.palette.primary.main,
              })}
            />
          ))}
        </Stack>
      </Box>

      <Box role="status" sx={visuallyHidden} data-testid="question-announcement">
        {t('flow.announcement', { number: position + 1, text: wording.text })}
      </Box>

      {signUpReturnTo && !user ? (
        <AnsweredWithoutAccount returnTo={signUpReturnTo} />
      ) : (
        <Card component="section" aria-labelledby="question-text" onKeyDownCapture={ignoreRepeats}>
          <CardContent sx={{ p: { xs: 3, sm: 4 }, '&:last-child': { pb: { xs: 3, sm: 4 } } }}>
            {wording.section?.trim() ? (
              <Typography
                variant="overline"
                component="p"
                color="primary"
                data-testid="question-section"
                sx={{
                  lineHeight: 1.4,
                  mb: 0.75,
                  fontWeight: 700,
                  letterSpacing: '0.08em',
                  overflowWrap: 'anywhere',
                }}
              >
                {wording.section}
              </Typography>
            ) : null}
            <Typography
              id="question-text"
              ref={headingRef}
              tabIndex={-1}
              variant="h5"
              component="h2"
              sx={{ lineHeight: 1.35, mb: wording.description ? 1.5 : 3.5 }}
            >
              {wording.text}
            </Typography>
            {wording.description ? (
              <Typography color="text.secondary" sx={{ mb: 3.5, lineHeight: 1.6 }}>
                {wording.description}
              </Typography>
            ) : null}

            <SettledNote
              settledBy={current.settledBy}
              onConfirm={
                current.type !== 'free_text' && yourAnswer !== undefined && yourAnswer !== null
                  ? () => answer(yourAnswer)
                  : undefined
              }
              confirmLabel={isLast ? t('flow.send') : t('flow.confirm')}
              submitLabel={submitLabel}
              disabled={busy}
            />

            {showsPreviousAnswers(current.settledBy) ? (
              <PreviousAnswers answers={current.previousAnswers ?? []} answerText={wording.answerText} />
            ) : null}
            <SignedBefore text={current.signedBefore} />

            {current.suggestion && confirming !== null ? (
              <FactSuggestion
                userName={current.suggestion.userName}
                display={current.suggestion.display}
                disabled={busy}
                onConfirm={() => answer(confirming)}
              />
            ) : null}

            {current.type === 'multiple_choice' ? (
              <ChoiceButtons
                options={current.options ?? []}
                labelOf={wording.optionLabel}
                counts={optionCounts}
                selected={yourAnswer}
                disabled={busy}
                onChoose={answer}
              />
            ) : current.type === 'free_text' ? (
              <ValueAnswer
                // A fresh input per question, starting from the answer given before (and after a refusal).
                key={`${current.id}:${refusals}`}
                question={worded}
                saved={yourAnswer}
                parties={parties}
                selfIds={selfIds}
                submitLabel={submitLabel}
                disabled={busy}
                verdictFor={(value) =>
                  verdictIn(
                    valueVerdict(questions, answers, current.id, value, osloToday(), selfIds),
                    checkWords,
                  )
                }
                serverVerdict={
                  serverVerdicts[current.id] ? verdictIn(serverVerdicts[current.id]!, checkWords) : null
                }
                onAnswer={answer}
              />
            ) : (
              <Stack direction="row" spacing={2}>
                <AnswerButton
                  yes
                  count={counts.yes}
                  selected={yourAnswer === true}
                  disabled={busy}
                  onClick={() => answer(true)}
                />
                <AnswerButton
                  yes={false}
                  count={counts.no}
                  selected={yourAnswer === false}
                  disabled={busy}
                  onClick={() => answer(false)}
                />
              </Stack>
            )}

            <AnswerClauses question={worded} selected={yourAnswer} labelOf={wording.optionLabel} />

            <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', mt: 3 }}>
              <Button startIcon={<ArrowBackIcon />} onClick={back} disabled={isFirst || busy} sx={{ ml: -1 }}>
                {t('flow.back')}
              </Button>
              {submitting ? <CircularProgress size={22} aria-label={t('flow.sending')} /> : null}
              <Button
                endIcon={<SkipNextIcon />}
                onClick={skip}
                disabled={busy}
                color="inherit"
                sx={{ mr: -1, color: 'text.secondary' }}
              >
                {t('flow.skip')}
              </Button>
            </Box>
          </CardContent>
        </Card>
      )}

      {shouldPromptLogin(position, total, Boolean(user)) && !signUpReturnTo ? (
        <Box sx={{ mt: 3 }}>
          <LoginPrompt title={t('flow.loginTitle')} text={t('flow.loginText')} />
        </Box>
      ) : null}
    </Container>
  );
}
