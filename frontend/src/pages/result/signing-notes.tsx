import type { SignaturesView } from '@avtalt/contracts';
import { useLanguage } from '../../hooks/use-language';
import PrintIcon from '@mui/icons-material/PrintOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { ResendVerificationButton } from '../profile/email-verification-notice';
import { gjeldsbrevHtml, GJELDSBREV_NOTE_ID } from './gjeldsbrev.rules';
import { GUARDIAN_ANCHOR } from './guardian-card';
import { legalDocumentCss, prepareLegalDocument } from './legal-html';
import { RESULT_CARD_CONTENT_SX, RESULT_CARD_SX } from './result-card.styles';
import { useResultTexts } from './texts';

/*
 * Issue 31 on the result page: what the signature cannot do for this topic (the topic's signing notes), and
 * why the caller cannot sign yet (`signBlocker`). The page renders these and hands them to the signing
 * dialog as nodes, so the dialog's chunk shares no code with the page's (see use-signing-proof.ts).
 */

/** A note as the signing view gives it: with its nynorsk and English where the agreement has them. */
type WordedNote = SignaturesView['signingNotes'][number];

/** The notes as a list: title, what to do (in the reader's language where it is translated), and the source. */
export function SigningNotesList({
  notes,
  headingComponent = 'h3',
}: {
  notes: readonly WordedNote[];
  headingComponent?: 'h3' | 'h4';
}) {
  const t = useResultTexts();
  const language = useLanguage();
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
      {notes.map((note) => {
        const own = language === 'nb' ? undefined : note.wordings?.[language];
        return (
          <Box component="li" key={note.id} data-testid={`signing-note-${note.id}`}>
            <Typography variant="subtitle2" component={headingComponent} sx={{ fontWeight: 600 }}>
              {own?.title ?? note.title}
            </Typography>
            <Typography variant="body2">{own?.text ?? note.text}</Typography>
            <Typography variant="caption" color="text.secondary" component="p">
              {t('notes.source', { source: note.source })}
            </Typography>
          </Box>
        );
      })}
    </Box>
  );
}

/** Opens the loan's gjeldsbrev (the text, the acceptance, the borrower's and two witnesses' lines) to print. */
function printGjeldsbrev(html: string): boolean {
  const prepared = prepareLegalDocument(html);
  const target = window.open('', '_blank');
  if (!target) return false;
  target.document.open();
  target.document.write(
    gjeldsbrevHtml({ bodyHtml: prepared.bodyHtml, css: legalDocumentCss(prepared.css), lang: prepared.lang }),
  );
  target.document.close();
  target.focus();
  target.print();
  return true;
}

/** 'Skriv ut gjeldsbrev med vitnelinjer' for the loan (docs/signing.md, «The loan»). */
export function GjeldsbrevButton({ html }: { html: string }) {
  const t = useResultTexts();
  const [blocked, setBlocked] = useState(false);
  return (
    <Box sx={{ mt: 1.5 }}>
      <Button variant="outlined" startIcon={<PrintIcon />} onClick={() => setBlocked(!printGjeldsbrev(html))}>
        {t('notes.printGjeldsbrev')}
      </Button>
      <Typography role="status" variant="body2" color="error" sx={{ mt: 0.5 }}>
        {blocked ? t('notes.popupBlocked') : ''}
      </Typography>
    </Box>
  );
}

/**
 * «Dette gjør ikke signaturen»: the topic's notes on the result page, for every party before and after
 * signing, with the loan's gjeldsbrev to print when the final text is there.
 */
export function SigningNotesCard({
  notes,
  html,
}: {
  notes: readonly WordedNote[];
  html: string | undefined;
}) {
  const t = useResultTexts();
  const titleId = useId();
  if (notes.length === 0) return null;
  return (
    <Card component="section" aria-labelledby={titleId} variant="outlined" sx={RESULT_CARD_SX}>
      <CardContent sx={RESULT_CARD_CONTENT_SX}>
        <Typography id={titleId} variant="h6" component="h2" sx={{ mb: 0.5 }}>
          {t('notes.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('notes.intro')}
        </Typography>
        <SigningNotesList notes={notes} />
        {html && notes.some((n) => n.id === GJELDSBREV_NOTE_ID) ? <GjeldsbrevButton html={html} /> : null}
      </CardContent>
    </Card>
  );
}

/** 'Send ny bekreftelseslenke': the profile's resend button, in the words of signing. */
function ResendConfirmation() {
  const t = useResultTexts();
  return (
    <Box sx={{ mt: 1 }}>
      <ResendVerificationButton label={t('notes.resend')} size="small" sentText={t('notes.resent')} />
    </Box>
  );
}

/** Moves to the party-details card (its heading), where the date of birth is given. */
function goToPartyDetails(onNavigate?: () => void) {
  onNavigate?.();
  // After the dialog (if any) has closed.
  window.setTimeout(() => {
    const heading = document.getElementById('party-details-title');
    if (!heading) return;
    heading.scrollIntoView({ behavior: 'smooth', block: 'start' });
    heading.setAttribute('tabindex', '-1');
    heading.focus({ preventScroll: true });
  }, 0);
}

/** Moves to the «Verge» card (guardian-card.tsx), where a party under 18 invites their guardian. */
function goToGuardian(onNavigate?: () => void) {
  onNavigate?.();
  window.setTimeout(() => {
    const card = document.getElementById(GUARDIAN_ANCHOR);
    if (!card) return;
    card.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
    card.focus({ preventScroll: true });
  }, 0);
}

/**
 * Why the caller cannot sign yet (issue 31) and what to do: confirm the address (a new link), give a date of
 * birth (the party-details card), or, under 18, invite the guardian (the «Verge» card; `guardianInvited`:
 * done, and the guardian has not accepted yet). `onNavigate` closes the dialog before moving.
 */
export function SignBlockerNotice({
  blocker,
  onNavigate,
  guardianInvited = false,
}: {
  blocker: NonNullable<SignaturesView['signBlocker']>;
  onNavigate?: () => void;
  guardianInvited?: boolean;
}) {
  const t = useResultTexts();
  return (
    <Alert severity="warning" data-testid="sign-blocker">
      <AlertTitle>{t('notes.cannotSignYet')}</AlertTitle>
      {blocker.message}
      {blocker.code === 'EMAIL_NOT_CONFIRMED' ? <ResendConfirmation /> : null}
      {blocker.code === 'BIRTH_DATE_REQUIRED' ? (
        <Box sx={{ mt: 1 }}>
          <Button variant="outlined" size="small" onClick={() => goToPartyDetails(onNavigate)}>
            {t('notes.goToDetails')}
          </Button>
        </Box>
      ) : null}
      {blocker.code === 'UNDER_AGE' ? (
        guardianInvited ? (
          <Typography variant="body2" sx={{ mt: 1 }}>
            {t('notes.guardianInvited')}
          </Typography>
        ) : (
          <Box sx={{ mt: 1 }}>
            <Button variant="outlined" size="small" onClick={() => goToGuardian(onNavigate)}>
              {t('notes.inviteGuardian')}
            </Button>
          </Box>
        )
      ) : null}
    </Alert>
  );
}
