import type { PaymentState, ScheduledPaymentDto } from '@avtalt/contracts';
import DownloadIcon from '@mui/icons-material/Download';
import PaymentsIcon from '@mui/icons-material/PaymentsOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatKroner, paymentLabel, summaryLine } from '@avtalt/logic';
import { useState } from 'react';
import { useLanguage } from '../../hooks/use-language';
import { useDownloadStatement, useObligations, useRecordPayment } from '../../hooks/use-obligations';
import { listedPayments, paymentAction, paymentParties, STATE_CHIPS } from './obligations.rules';
import { RESULT_CARD_CONTENT_SX, RESULT_CARD_SX } from './result-card.styles';
import { formatDay } from './result-dates.rules';
import { pdfFileName } from './result.rules';
import { useResultTexts } from './texts';

/**
 * «Betalingsplan» on the result page (docs/obligations.md): what the signed agreement makes the parties pay
 * each other and when — the loan's payout and instalments — with what each recorded: the payer's «Betalt»
 * and the payee's «Mottatt». Nothing is moved; it is a record both confirm. Before everyone has signed it is
 * shown as what will apply.
 */
export function ObligationsCard({
  agreementId,
  finished,
  topic,
}: {
  agreementId: string;
  finished: boolean;
  topic: string | null;
}) {
  const t = useResultTexts();
  const language = useLanguage();
  const { data } = useObligations(agreementId, finished);
  const record = useRecordPayment(agreementId);
  const statement = useDownloadStatement(agreementId);
  const [showAll, setShowAll] = useState(false);
  if (!data || data.status === 'none') return null;
  const active = data.status === 'active';
  const { shown } = listedPayments(data.payments, showAll);
  // The toggle is offered whenever the shortened list leaves something out.
  const shortenable = listedPayments(data.payments, false).hidden > 0;
  return (
    <Card
      component="section"
      aria-labelledby="obligations-title"
      variant="outlined"
      sx={RESULT_CARD_SX}
      data-testid="obligations"
    >
      <CardContent sx={RESULT_CARD_CONTENT_SX}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
          <PaymentsIcon color="primary" aria-hidden="true" />
          <Typography id="obligations-title" variant="h6" component="h2">
            {t('obligations.title')}
          </Typography>
        </Stack>
        {data.status === 'not-signed' ? (
          <Alert severity="info" sx={{ mb: 2 }}>
            {t('obligations.notSigned')}
          </Alert>
        ) : null}
        {data.status === 'replaced' ? (
          <Alert severity="info" sx={{ mb: 2 }}>
            {t('obligations.replaced')}
          </Alert>
        ) : null}
        {data.summaries.map((s) => (
          <Typography key={s.ruleId} variant="body2" sx={{ mb: 0.5 }}>
            {summaryLine(s, language)}
          </Typography>
        ))}
        <Box
          component="ul"
          id="obligations-payments"
          aria-label={t('obligations.payments')}
          sx={{ listStyle: 'none', p: 0, m: 0, mt: 2 }}
        >
          {shown.map((p) => (
            <PaymentRow
              key={p.id}
              payment={p}
              action={active ? paymentAction(p, t) : null}
              busy={record.isPending && record.variables?.itemId === p.id}
              disabled={record.isPending}
              onRecord={(step) => record.mutate({ itemId: p.id, step })}
            />
          ))}
        </Box>
        {shortenable ? (
          <Button
            size="small"
            aria-controls="obligations-payments"
            aria-expanded={showAll}
            onClick={() => setShowAll(!showAll)}
            sx={{ mt: 1 }}
          >
            {showAll
              ? t('obligations.showFewer')
              : t('obligations.showAll', { number: data.payments.length })}
          </Button>
        ) : null}
        {data.statement ? (
          <Button
            variant="outlined"
            startIcon={<DownloadIcon aria-hidden="true" />}
            disabled={statement.isPending}
            onClick={() => statement.mutate(pdfFileName(`${data.statement} ${topic ?? ''}`.trim()))}
            sx={{ mt: 2 }}
          >
            {statement.isPending
              ? t('obligations.makingStatement')
              : t('obligations.downloadStatement', {
                  statement: t(`obligations.statementNames.${data.statement}`),
                })}
          </Button>
        ) : null}
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          {t('obligations.noMoney')}
        </Typography>
      </CardContent>
    </Card>
  );
}

function PaymentRow({
  payment,
  action,
  busy,
  disabled,
  onRecord,
}: {
  payment: ScheduledPaymentDto;
  action: ReturnType<typeof paymentAction>;
  busy: boolean;
  disabled: boolean;
  onRecord: (step: 'paid' | 'received') => void;
}) {
  const t = useResultTexts();
  const language = useLanguage();
  const state = payment.state as PaymentState;
  const chip = STATE_CHIPS[state];
  return (
    <Box
      component="li"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 1.5,
        py: 1.5,
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      <Box sx={{ flex: '1 1 16rem', minWidth: 0 }}>
        <Typography sx={{ fontWeight: 500 }}>
          {paymentLabel(payment, language)}: {formatKroner(payment.amount, language)}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('obligations.due', { date: formatDay(payment.dueDate), parties: paymentParties(payment, t) })}
        </Typography>
      </Box>
      <Chip size="small" label={t(`obligations.states.${state}`)} color={chip.color} variant={chip.variant} />
      {action ? (
        <Button
          variant={action.primary ? 'contained' : 'outlined'}
          size="small"
          disabled={disabled}
          onClick={() => onRecord(action.step)}
        >
          {busy ? t('obligations.saving') : action.text}
        </Button>
      ) : null}
    </Box>
  );
}
