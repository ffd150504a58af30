import type { UseQueryResult } from '@tanstack/react-query';
import { ErrorCode } from '@avtalt/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { apiErrorCode, apiErrorMessage } from '../../api/http';
import { LegalDocument, LegalDocumentSkeleton, LegalSheet } from './legal-document';
import { useResultTexts } from './texts';

interface ResultDocumentProps {
  /** The text to show, once there is one. */
  html: string | null | undefined;
  label: string;
  legalText: Pick<UseQueryResult<string>, 'isError' | 'isFetching' | 'error' | 'refetch'>;
  /** Who the final text waits for ('Avtaleteksten lages når alle har fylt inn. Venter på: …'), if known. */
  waitingSentence: string | null;
}

/** The legal text on its sheet, or in its place why it is not there yet (or that it failed), or a skeleton. */
export function ResultDocument({ html, label, legalText, waitingSentence }: ResultDocumentProps) {
  const t = useResultTexts();
  const genericError = t('page.genericError');
  const textCode = legalText.isError && !legalText.isFetching ? apiErrorCode(legalText.error) : null;
  return html ? (
    <LegalDocument html={html} label={label} />
  ) : textCode === ErrorCode.PartyDetailsMissing ? (
    // The final text identifies every party by a date of birth or an address: it waits for the last one.
    <SheetNotice label={label} action={t('document.checkAgain')} onAction={() => void legalText.refetch()}>
      {waitingSentence ?? apiErrorMessage(legalText.error, genericError)}
    </SheetNotice>
  ) : textCode === ErrorCode.PartiesWithoutAccount ? (
    // The final text names every party by their account's full name: it waits for the last login.
    <SheetNotice label={label} action={t('document.checkAgain')} onAction={() => void legalText.refetch()}>
      {apiErrorMessage(legalText.error, genericError)}
    </SheetNotice>
  ) : legalText.isError && !legalText.isFetching ? (
    <SheetNotice
      label={label}
      severity="error"
      action={t('document.retry')}
      onAction={() => void legalText.refetch()}
    >
      {t('document.loadFailed')}
    </SheetNotice>
  ) : (
    <LegalDocumentSkeleton label={label} />
  );
}

interface SheetNoticeProps {
  label: string;
  severity?: 'info' | 'error';
  action: string;
  onAction: () => void;
  children: ReactNode;
}

/** A notice in place of the document (waiting for the parties, or a failure), its button under the text on phones. */
function SheetNotice({ label, severity = 'info', action, onAction, children }: SheetNoticeProps) {
  return (
    <LegalSheet label={label}>
      <Alert
        severity={severity}
        action={
          <Button color="inherit" size="small" onClick={onAction} sx={{ whiteSpace: 'nowrap' }}>
            {action}
          </Button>
        }
        sx={{
          flexWrap: { xs: 'wrap', sm: 'nowrap' },
          '& .MuiAlert-message': { flex: { xs: '1 1 0', sm: '1 1 auto' } },
          '& .MuiAlert-action': {
            flexBasis: { xs: '100%', sm: 'auto' },
            justifyContent: { xs: 'flex-end', sm: 'flex-start' },
            pt: { xs: 0, sm: 0.5 },
          },
        }}
      >
        {children}
      </Alert>
    </LegalSheet>
  );
}
