import type { Agreement } from '@avtalt/contracts';
import EditNoteIcon from '@mui/icons-material/EditNoteOutlined';
import EventBusyIcon from '@mui/icons-material/EventBusyOutlined';
import HistoryIcon from '@mui/icons-material/HistoryOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import { Trans } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { ChunkBoundary } from '../../components/chunk-boundary';
import { norwegianToday } from '../../lib/guardians.rules';
import { signedAtText } from './signing.rules';
import { endingLine, mayStartVersion, versionHeading } from './version.rules';
import { reviewPromptOf } from './review.rules';
import { RESULT_CARD_CONTENT_SX, RESULT_CARD_SX } from './result-card.styles';
import { useResultTexts } from './texts';

// Each dialog is its own chunk, downloaded when «Foreslå endringer» or «Avslutt avtalen» is first clicked.
const AmendDialog = lazy(() => import('./amend-dialog'));
const EndDialog = lazy(() => import('./end-dialog'));

/**
 * The agreement's place in its chain of versions (docs/amendments.md): which version this is, what it changed
 * from the one before (old and new, clause by clause), whether a later one replaced it, whether it ends the
 * agreement, and — for a party of a signed agreement not yet replaced nor ended — «Foreslå endringer» and
 * «Avslutt avtalen», each of which starts the next version.
 */
export function VersionCard({ agreement }: { agreement: Agreement }) {
  const t = useResultTexts();
  const version = agreement.version;
  const amendable = mayStartVersion(agreement) ? agreement.amendableQuestions : undefined;
  const ending = version?.ending;
  // The review mail's «Foreslå endringer» opens the page with `?gjennomgang=endre` (docs/reviews.md).
  const [params] = useSearchParams();
  const [open, setOpen] = useState<'amend' | 'end' | null>(() =>
    reviewPromptOf(params.get('gjennomgang')) === 'endre' ? 'amend' : null,
  );
  if (!version && !amendable) return null;
  return (
    <Card component="section" aria-labelledby="version-title" variant="outlined" sx={RESULT_CARD_SX}>
      <CardContent sx={RESULT_CARD_CONTENT_SX}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
          <HistoryIcon color="primary" aria-hidden="true" />
          <Typography id="version-title" variant="h6" component="h2">
            {versionHeading(version, t)}
          </Typography>
        </Stack>
        {version?.replacedBy ? (
          <Alert severity="info" sx={{ mb: 2 }}>
            <Trans
              t={t}
              i18nKey="version.replaced"
              values={{ number: version.number + 1, date: signedAtText(version.replacedBy.at, t) }}
              components={{
                a: <Link component={RouterLink} to={`/avtale/${version.replacedBy.id}/ferdig`} />,
              }}
            />
          </Alert>
        ) : null}
        {ending ? (
          <Box sx={{ mb: 1.5 }}>
            <Typography sx={{ fontWeight: 600 }}>{t('version.endingTitle')}</Typography>
            <Typography>{endingLine(ending, t)}</Typography>
          </Box>
        ) : null}
        {version?.amends ? (
          <Typography variant="body2" sx={{ mb: 2, lineHeight: 1.6 }}>
            <Trans
              t={t}
              i18nKey={ending ? 'version.endsVersion' : 'version.changesVersion'}
              values={{ number: version.amends.number }}
              components={{
                a: <Link component={RouterLink} to={`/avtale/${version.amends.id}/ferdig`} />,
              }}
            />{' '}
            {ending
              ? agreement.status === 'signed'
                ? t('version.endingSigned')
                : t('version.endingPending')
              : t('version.replacesPrevious')}
          </Typography>
        ) : null}
        {version && version.changes.length > 0 ? (
          <Box component="ul" aria-label={t('version.changes')} sx={{ listStyle: 'none', p: 0, m: 0, mb: 2 }}>
            {version.changes.map((c) => (
              <Box
                component="li"
                key={c.question}
                sx={{ py: 1.25, borderTop: 1, borderColor: 'divider', '&:first-of-type': { borderTop: 0 } }}
              >
                <Typography sx={{ fontWeight: 600, mb: 0.5 }}>{c.question}</Typography>
                <Typography variant="body2" color="text.secondary">
                  <Box component="span" sx={{ fontWeight: 600 }}>
                    {t('version.before')}{' '}
                  </Box>
                  <Box component="del">{c.before ?? t('version.notIncluded')}</Box>
                </Typography>
                <Typography variant="body2">
                  <Box component="span" sx={{ fontWeight: 600 }}>
                    {t('version.now')}{' '}
                  </Box>
                  <Box component="ins" sx={{ textDecoration: 'none', bgcolor: 'success.50' }}>
                    {c.after ?? t('version.notAgreedYet')}
                  </Box>
                </Typography>
              </Box>
            ))}
          </Box>
        ) : null}
        {amendable ? (
          <>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5, lineHeight: 1.6 }}>
              {t('version.amendIntro')}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5, lineHeight: 1.6 }}>
              {t('version.endIntro')}
            </Typography>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} useFlexGap>
              <Button variant="outlined" startIcon={<EditNoteIcon />} onClick={() => setOpen('amend')}>
                {t('version.amend')}
              </Button>
              <Button variant="outlined" startIcon={<EventBusyIcon />} onClick={() => setOpen('end')}>
                {t('version.end')}
              </Button>
            </Stack>
          </>
        ) : null}
      </CardContent>
      {open && amendable ? (
        <ChunkBoundary message={t('version.dialogFailed')}>
          <Suspense fallback={null}>
            {open === 'amend' ? (
              <AmendDialog agreementId={agreement.id} questions={amendable} onClose={() => setOpen(null)} />
            ) : (
              <EndDialog
                agreementId={agreement.id}
                today={norwegianToday()}
                icon={<EventBusyIcon />}
                onClose={() => setOpen(null)}
              />
            )}
          </Suspense>
        </ChunkBoundary>
      ) : null}
    </Card>
  );
}
