import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { yourGuardianship } from '../../lib/agreement-facts.rules';
import { ErrorScreen } from '../../components/error-screen';
import { PageSpinner } from '../../components/spinner';
import { useAgreement } from '../../hooks/use-agreement';
import { useAgreementQuestions } from '../../hooks/use-agreement-questions';
import { useAgreementSocket } from '../../hooks/use-agreement-socket';
import { useComparison } from '../../hooks/use-comparison';
import {
  agreementPaths,
  guardianHint,
  observerHint,
  questionPageRedirect,
} from '../../lib/agreement-next-step.rules';
import { useLibTexts } from '../../lib/texts';
import { QuestionFlow } from './question-flow';
import { useQuestionsTexts } from './texts';

/**
 * /avtale/{id}/sporsmal: one question at a time (spec §2 'Question flow', §4): Ja/Nei, a button per
 * option, or a value input of the question's format (docs/typed-answers.md).
 */
export default function QuestionFlowPage() {
  const { id = '' } = useParams();
  const t = useQuestionsTexts();
  const questions = useAgreementQuestions(id);
  const agreement = useAgreement(id);
  const comparison = useComparison(id);
  // Keeps the answer badges current while others answer (the socket refetches on agreement_updated).
  useAgreementSocket(id);
  const navigate = useNavigate();
  // Issue 34 (ux.md problem 12): someone with nothing to answer here (a closed or signed agreement, a round
  // they have answered, e.g. from an old mail's link) goes where their next step is, decided once from this
  // visit's agreement; after a submit the flow itself decides where to go.
  const [leaving, setLeaving] = useState<string | null>(null);
  const decided = useRef(false);
  const freshAgreement = agreement.isFetchedAfterMount ? agreement.data : undefined;
  useEffect(() => {
    if (decided.current || !freshAgreement) return;
    decided.current = true;
    const to = questionPageRedirect(id, freshAgreement);
    if (to) {
      setLeaving(to);
      navigate(to, { replace: true });
    }
  }, [freshAgreement, id, navigate]);

  // Questions cached from an earlier visit may belong to an earlier round: wait for this visit's answer.
  const waiting = questions.isLoading || (questions.isFetching && !questions.isFetchedAfterMount);
  const deciding = !decided.current && agreement.isFetching && !agreement.isFetchedAfterMount;
  if (deciding || leaving) return <PageSpinner label={t('page.loading')} showLabel />;
  // An observer reads along and answers nothing, nor does a party's guardian: no form the server would refuse.
  if (agreement.data?.youAreObserver) return <ObserverNotice agreementId={id} />;
  if (yourGuardianship(agreement.data)) return <ObserverNotice agreementId={id} guardian />;
  if (waiting) return <PageSpinner label={t('page.loading')} showLabel />;
  if (questions.isError || !questions.data || questions.data.length === 0) {
    return <ErrorScreen message={t('page.loadFailed')} />;
  }

  const list = questions.data;
  return (
    <QuestionFlow
      // A new round brings other questions: start afresh.
      key={list.map((q) => q.id).join(',')}
      agreementId={id}
      title={agreement.data?.title ?? comparison.data?.title ?? ''}
      round={agreement.data?.currentRound ?? comparison.data?.currentRound ?? 1}
      questions={list}
      comparison={comparison.data}
      agreement={agreement.data}
    />
  );
}

/** What the question page says to an observer, or to a party's guardian, instead of the questions. */
function ObserverNotice({ agreementId, guardian = false }: { agreementId: string; guardian?: boolean }) {
  const t = useQuestionsTexts();
  const lib = useLibTexts();
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, md: 6 }, px: { xs: 2, sm: 3 } }}>
      <Card role="status" data-testid={guardian ? 'guardian-notice' : 'observer-notice'}>
        <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
          <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
            {t('page.nothingToAnswer')}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2.5, lineHeight: 1.6 }}>
            {guardian ? guardianHint(lib) : observerHint(lib)}
          </Typography>
          <Button
            component={RouterLink}
            to={agreementPaths(agreementId).comparison}
            variant="contained"
            size="large"
          >
            {t('page.seeComparison')}
          </Button>
        </CardContent>
      </Card>
    </Container>
  );
}
