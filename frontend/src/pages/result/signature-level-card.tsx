import type { Agreement, SignatureMethod, SignaturesView } from '@avtalt/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useEidOffered, useSetSignatureLevel } from '../../hooks/use-signature-level';
import {
  canChooseLevel,
  isMoneyLoan,
  levelOption,
  levelOptions,
  requiredLevelOf,
  requirementText,
  showLoanHint,
} from './signature-level.rules';
import { RESULT_CARD_CONTENT_SX, RESULT_CARD_SX } from './result-card.styles';
import { useResultTexts } from './texts';

/**
 * «Krav til signering» on the result page: the way every party must sign, for everyone to see when the
 * initiator required one, and for the initiator the choice while nobody has signed. Saved at once; the
 * toasts come from the hook's meta (api/toast-policy.ts).
 */
export function SignatureLevelCard({
  agreement,
  view,
}: {
  agreement: Agreement;
  view: SignaturesView | undefined;
}) {
  const t = useResultTexts();
  const titleId = useId();
  const choosing = canChooseLevel(agreement, view);
  // Asked only of the one who may choose: BankID is offered only where a broker is connected.
  const eid = useEidOffered(choosing);
  const save = useSetSignatureLevel(agreement.id);
  const current = requiredLevelOf(view?.requiredLevel ?? agreement.requiredSignatureLevel);
  // While the server has not answered, the choice shows what was picked. Local state, set in the change
  // event itself: the mutation's own state reaches React a tick later, and a controlled radio is put back
  // to its old value in between.
  const [picked, setPicked] = useState<SignatureMethod | null>(null);
  const shown = picked ?? current;
  const choose = (level: SignatureMethod) => {
    setPicked(level);
    save.mutate(level, { onSettled: () => setPicked(null) });
  };
  const requirement = requirementText(current, t);
  if (!choosing && !requirement) return null;

  const eidAvailable = eid.data?.available === true;
  const options = levelOptions(eidAvailable, current, t);
  const provesNow = levelOption(current, t).proves;

  return (
    <Card
      component="section"
      aria-labelledby={titleId}
      variant="outlined"
      data-testid="signature-level"
      sx={RESULT_CARD_SX}
    >
      <CardContent sx={RESULT_CARD_CONTENT_SX}>
        <Typography id={titleId} variant="h6" component="h2" sx={{ mb: 0.5 }}>
          {/* Read-only, the requirement is the heading itself («Krav til signering: BankID»). */}
          {choosing ? t('signatureLevel.title') : requirement}
        </Typography>
        {choosing ? (
          <>
            <Typography color="text.secondary" sx={{ mb: 1.5 }}>
              {t('signatureLevel.initiatorChooses')}
            </Typography>
            {showLoanHint(isMoneyLoan(agreement), eidAvailable, current) ? (
              <Alert severity="info" sx={{ mb: 1.5 }}>
                {t('signatureLevel.loanHint')}
              </Alert>
            ) : null}
            {/* Native radios: MUI's Radio would be a chunk of its own, named in the front page's download. */}
            <Box
              component="fieldset"
              aria-labelledby={titleId}
              disabled={save.isPending}
              sx={{ border: 0, p: 0, m: 0, display: 'grid', gap: 1.25 }}
            >
              {options.map((option) => (
                <Box
                  component="label"
                  key={option.level}
                  sx={{
                    display: 'flex',
                    gap: 1.25,
                    alignItems: 'flex-start',
                    cursor: save.isPending ? 'default' : 'pointer',
                  }}
                >
                  <Box
                    component="input"
                    type="radio"
                    name={`${titleId}-level`}
                    value={option.level}
                    checked={shown === option.level}
                    onChange={() => choose(option.level)}
                    sx={{
                      mt: 0.5,
                      width: 18,
                      height: 18,
                      flexShrink: 0,
                      accentColor: (t) => t.palette.primary.main,
                    }}
                  />
                  <Box>
                    <Typography sx={{ fontWeight: 500 }}>{option.label}</Typography>
                    <Typography variant="body2" color="text.secondary">
                      {option.proves}
                    </Typography>
                  </Box>
                </Box>
              ))}
            </Box>
          </>
        ) : (
          <Typography variant="body2" color="text.secondary">
            {provesNow}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}
