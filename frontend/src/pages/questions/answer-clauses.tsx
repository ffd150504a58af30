import type { AgreementQuestion } from '@avtalt/contracts';
import { PARTY_SELF, type AnswerValue } from '@avtalt/logic';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { optionClauseList, selfClauseName, valueClause, yesNoClauses } from '../../lib/answer-clauses.rules';
import type { PartyChoice } from './question-flow.rules';
import { useQuestionsTexts } from './texts';

export type ClauseQuestion = Pick<
  AgreementQuestion,
  'type' | 'options' | 'format' | 'clauseYes' | 'clauseNo' | 'optionClauses' | 'clauseTemplate'
>;

const clauseBox = {
  mt: 2,
  p: 1.5,
  borderRadius: 2,
  bgcolor: 'action.hover',
  fontSize: '0.875rem',
  lineHeight: 1.5,
  overflowWrap: 'anywhere',
} as const;

/**
 * "Dette betyr:" under Ja/Nei and the option buttons: what each answer commits to, read
 * before answering. For yes/no both Ja and Nei, so a Nei never commits anyone to unread terms; for a
 * choice every option that produces a clause, the chosen one in bold. Nothing when no clause exists.
 */
export function AnswerClauses({
  question,
  selected,
  labelOf = (option) => option,
}: {
  question: ClauseQuestion;
  selected: AnswerValue | undefined;
  /** How an option reads in the reader's language. */
  labelOf?: (option: string) => string;
}) {
  const t = useQuestionsTexts();
  const lines =
    question.type === 'yes_no'
      ? yesNoClauses(question).map((c) => ({
          key: c.answer,
          label: c.answer === 'Ja' ? t('answer.yes') : t('answer.no'),
          clause: c.clause,
          chosen: selected === (c.answer === 'Ja'),
        }))
      : question.type === 'multiple_choice'
        ? optionClauseList(question).map((c) => ({
            key: c.option,
            label: labelOf(c.option),
            clause: c.clause,
            chosen: selected === c.option,
          }))
        : [];
  if (lines.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="answer-clauses" data-testid="answer-clauses" sx={clauseBox}>
      <Typography id="answer-clauses" component="h3" variant="body2" sx={{ fontWeight: 700, mb: 0.5 }}>
        {t('answer.meaning')}
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 0.5 }}>
        {lines.map((line) => (
          <Typography
            key={line.key}
            component="li"
            variant="body2"
            sx={{ fontWeight: line.chosen ? 700 : undefined }}
          >
            <Box component="span" sx={{ fontWeight: 700 }}>
              {line.label}:
            </Box>{' '}
            {line.clause}
          </Typography>
        ))}
      </Box>
    </Box>
  );
}

/** The live "Dette betyr:" of a value question: its template with the value typed so far ('…' until valid). */
export function ValueClausePreview({ question, display }: { question: ClauseQuestion; display: string }) {
  const t = useQuestionsTexts();
  const clause = valueClause(question, display);
  if (clause === null) return null;
  return (
    <Typography
      variant="body2"
      component="p"
      aria-live="polite"
      data-testid="value-clause"
      sx={{ ...clauseBox, mt: 0 }}
    >
      <Box component="span" sx={{ fontWeight: 700 }}>
        {t('answer.meaning')}
      </Box>{' '}
      {clause}
    </Typography>
  );
}

/**
 * A party choice as the preview of the caller's clause names it: their own choice «Du» / «deg» ('Meg selv
 * (Ola Nordmann)' and 'Meg selv' alike), anyone else by the label.
 */
export function partyClauseName(
  question: ClauseQuestion,
  choice: PartyChoice,
  selfIds: readonly string[],
): string {
  return choice.value === PARTY_SELF || selfIds.includes(choice.value)
    ? selfClauseName(question)
    : choice.label;
}
