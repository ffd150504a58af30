import EventRepeatIcon from '@mui/icons-material/EventRepeatOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useRecordReview, useReview } from '../../hooks/use-review';
import { RESULT_CARD_CONTENT_SX, RESULT_CARD_SX } from './result-card.styles';
import { nextReviewText, reviewPromptOf, reviewReasonText } from './review.rules';
import { useResultTexts } from './texts';

/**
 * «Gjennomgang» on the result page of a signed agreement (docs/reviews.md): when the parties are to look at it
 * again and why that date, and — for a party — «Avtalen gjelder fortsatt» (recorded in the audit trail, the next
 * review a year on) and another date. The reminder mail's first link opens the page with `?gjennomgang=fortsatt`,
 * which asks the question here; nothing is recorded until the party answers.
 */
export function ReviewCard({ agreementId, signed }: { agreementId: string; signed: boolean }) {
  const t = useResultTexts();
  const { data } = useReview(agreementId, signed);
  const record = useRecordReview(agreementId);
  const [params] = useSearchParams();
  const prompt = reviewPromptOf(params.get('gjennomgang'));
  const [date, setDate] = useState('');
  if (!data || data.status !== 'active' || !data.reviewOn) return null;
  const asked = prompt === 'fortsatt' && data.mayAct;
  return (
    <Card
      component="section"
      aria-labelledby="review-title"
      variant="outlined"
      sx={RESULT_CARD_SX}
      data-testid="review"
    >
      <CardContent sx={RESULT_CARD_CONTENT_SX}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
          <EventRepeatIcon color="primary" aria-hidden="true" />
          <Typography id="review-title" variant="h6" component="h2">
            {t('review.title')}
          </Typography>
        </Stack>
        <Typography sx={{ fontWeight: 500 }}>{nextReviewText(data.reviewOn, t)}</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {reviewReasonText(data, t)}
        </Typography>
        {asked ? (
          <Alert severity="info" sx={{ mb: 2 }}>
            {t('review.asked')}
          </Alert>
        ) : null}
        {data.mayAct ? (
          <>
            <Button
              variant={asked ? 'contained' : 'outlined'}
              disabled={record.isPending}
              onClick={() => record.mutate({ step: 'confirmed' })}
              autoFocus={asked}
              sx={{ mb: 2 }}
            >
              {t('review.stillApplies')}
            </Button>
            <Stack
              component="form"
              direction={{ xs: 'column', sm: 'row' }}
              spacing={1.5}
              sx={{ alignItems: { sm: 'flex-start' } }}
              onSubmit={(e) => {
                e.preventDefault();
                if (date) record.mutate({ step: 'set', reviewOn: date }, { onSuccess: () => setDate('') });
              }}
            >
              <TextField
                label={t('review.newDate')}
                type="date"
                size="small"
                value={date}
                onChange={(e) => setDate(e.target.value)}
                slotProps={{ inputLabel: { shrink: true } }}
              />
              <Button type="submit" variant="text" disabled={!date || record.isPending}>
                {t('review.saveDate')}
              </Button>
            </Stack>
          </>
        ) : null}
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          {t('review.mailBefore')}
        </Typography>
      </CardContent>
    </Card>
  );
}
