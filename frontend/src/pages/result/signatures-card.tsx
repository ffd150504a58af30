import type { SignaturesView } from '@avtalt/contracts';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import HourglassIcon from '@mui/icons-material/HourglassEmptyOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { Trans } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { useVoidSignatures } from '../../hooks/use-signatures';
import { requirementText } from './signature-level.rules';
import {
  evidenceText,
  levelLine,
  partyLine,
  signedAtText,
  signerKey,
  signerLabel,
  signingSummary,
} from './signing.rules';
import { RESULT_CARD_CONTENT_SX, RESULT_CARD_SX } from './result-card.styles';
import { useResultTexts } from './texts';

/**
 * The signatures of an agreement on the result page (issue 18): each party with the time and the way it
 * signed, the sealed PDF's SHA-256 once everyone has, and 'Annuller signaturene' while some have not.
 * Issue 31: under each signature, what it proved and what was only stated (`signerLevelText`), and for the
 * caller alone the IP address and browser recorded with their own signature.
 */
export function SignaturesCard({ agreementId, view }: { agreementId: string; view: SignaturesView }) {
  const t = useResultTexts();
  const titleId = useId();
  const requirement = requirementText(view.requiredLevel, t);
  const voiding = useVoidSignatures(agreementId);
  const [confirming, setConfirming] = useState(false);

  // The toasts (voided, or the server's reason) come from the hook's meta (api/toast-policy.ts).
  const confirmVoid = () => voiding.mutate(undefined, { onSettled: () => setConfirming(false) });

  return (
    <Card component="section" aria-labelledby={titleId} variant="outlined" sx={RESULT_CARD_SX}>
      <CardContent sx={RESULT_CARD_CONTENT_SX}>
        <Typography id={titleId} variant="h6" component="h2" sx={{ mb: 0.5 }}>
          {t('signatures.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {signingSummary(view, t)}
        </Typography>
        {/* Before anyone signs, the «Krav til signering» card beside this one states it. */}
        {view.status !== 'unsigned' && requirement ? (
          <Typography sx={{ fontWeight: 500, mt: -1, mb: 2 }} data-testid="signature-requirement">
            {requirement}
          </Typography>
        ) : null}

        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
          {view.parties.map((party) => (
            <Box
              component="li"
              key={signerKey(party)}
              sx={{ display: 'flex', gap: 1.25, alignItems: 'flex-start' }}
            >
              {party.signedAt ? (
                <CheckCircleIcon color="success" fontSize="small" sx={{ mt: 0.25 }} aria-hidden="true" />
              ) : (
                <HourglassIcon color="disabled" fontSize="small" sx={{ mt: 0.25 }} aria-hidden="true" />
              )}
              <Box>
                <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                  {signerLabel(party, t)}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {partyLine(party, t)}
                </Typography>
                {levelLine(party) ? (
                  <Typography variant="body2" color="text.secondary" data-testid="signer-level">
                    {levelLine(party)}
                  </Typography>
                ) : null}
              </Box>
            </Box>
          ))}
        </Box>

        {view.yourEvidence ? (
          <Typography
            variant="body2"
            color="text.secondary"
            data-testid="your-evidence"
            sx={{ mt: 2, overflowWrap: 'anywhere' }}
          >
            {evidenceText(view.yourEvidence, t)}
          </Typography>
        ) : null}

        {view.status === 'signing' ? (
          <Alert severity="info" sx={{ mt: 2.5 }}>
            {t('signatures.locked')}
          </Alert>
        ) : null}
        {view.status === 'unsigned' && view.voidedAt ? (
          <Alert severity="warning" sx={{ mt: 2.5 }}>
            {t('signatures.voided', { date: signedAtText(view.voidedAt, t) })}
          </Alert>
        ) : null}

        {view.status === 'signed' ? (
          <Box sx={{ mt: 2.5 }}>
            {view.pdfSha256 ? (
              <>
                <Typography variant="body2" sx={{ mb: 0.5 }}>
                  {t('signatures.sealed')}
                </Typography>
                <Typography
                  variant="body2"
                  component="code"
                  data-testid="pdf-sha256"
                  sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere', display: 'block', mb: 1 }}
                >
                  {view.pdfSha256}
                </Typography>
              </>
            ) : (
              <Typography variant="body2" role="status" sx={{ mb: 1 }}>
                {t('signatures.sealing')}
              </Typography>
            )}
            <Typography variant="body2" color="text.secondary">
              <Trans
                t={t}
                i18nKey="signatures.verify"
                components={{ a: <Link component={RouterLink} to="/verifiser" /> }}
              />
            </Typography>
          </Box>
        ) : null}

        {view.canVoid ? (
          <Box sx={{ mt: 2.5 }}>
            <Button
              variant="outlined"
              color="error"
              onClick={() => setConfirming(true)}
              disabled={voiding.isPending}
            >
              {t('signatures.void')}
            </Button>
          </Box>
        ) : null}
      </CardContent>
      <ConfirmDialog
        open={confirming}
        title={t('signatures.voidTitle')}
        description={t('signatures.voidText')}
        confirmLabel={t('signatures.void')}
        cancelLabel={t('signatures.keep')}
        pending={voiding.isPending}
        onConfirm={confirmVoid}
        onClose={() => setConfirming(false)}
      />
    </Card>
  );
}
