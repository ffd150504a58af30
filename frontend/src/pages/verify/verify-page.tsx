import type { PdfCheck, PdfVerification, Verification } from '@avtalt/contracts';
import CheckIcon from '@mui/icons-material/CheckCircleOutline';
import ErrorIcon from '@mui/icons-material/ErrorOutline';
import InfoIcon from '@mui/icons-material/InfoOutlined';
import ManageSearchIcon from '@mui/icons-material/ManageSearchOutlined';
import UploadFileIcon from '@mui/icons-material/UploadFileOutlined';
import VerifiedIcon from '@mui/icons-material/VerifiedOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { type ChangeEvent, type ReactElement, useId, useRef, useState } from 'react';
import { apiErrorCode, apiErrorMessage, apiErrorStatus } from '../../api/http';
import { checkSealedPdf, fetchVerification } from '../../api/signatures';
import { LinkPageCard } from '../../components/link-page-card';
import { visuallyHidden } from '../../components/visually-hidden';
import { sha256Hex } from '../../lib/sha256';
import { serverText } from '../../lib/server-text';
import {
  checkStatusText,
  chosenFileProblem,
  contentCheckFailure,
  contentCheckProblem,
  contentCheckVerdict,
  type ContentOutcome,
  formatWhen,
  signerLevel,
  signerLine,
  verifyFailure,
  type VerifyOutcome,
  versionLines,
} from './verify.rules';
import { useVerifyTexts } from './texts';

/** The bytes of a chosen file (Blob.arrayBuffer where the browser has it, FileReader otherwise). */
function readBytes(file: File): Promise<ArrayBuffer> {
  if (typeof file.arrayBuffer === 'function') return file.arrayBuffer();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error ?? new Error('Kunne ikke lese filen.'));
    reader.readAsArrayBuffer(file);
  });
}

type State =
  | { step: 'idle' }
  | { step: 'working'; fileName: string }
  | { step: 'done'; fileName: string; sha256: string | null; outcome: VerifyOutcome; file: File | null };

/** The file's own checks (issue 31): not asked, running, or their result. */
type ContentState = { step: 'idle' } | { step: 'working' } | { step: 'done'; outcome: ContentOutcome };

/**
 * /verifiser (issue 18; open to anyone): choose a PDF; the browser computes its SHA-256 with Web Crypto and
 * asks `GET /api/verify/{sha256}` whether it is a signed Avtalt agreement. The file itself does not leave
 * the computer for that. A match shows the title and who signed when (and what each signature proved); a
 * changed file matches nothing.
 *
 * Issue 31: on request, the file itself is checked as the offline verifier (scripts/verify-pdf.mjs) checks
 * it — the seal, the timestamp, the audit trail from entry 1, the head and the text hash — by sending it to
 * `POST /api/verify`, which stores nothing. That is a second, explicit step: the page says the file is sent.
 */
export default function VerifyPage() {
  const t = useVerifyTexts();
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [state, setState] = useState<State>({ step: 'idle' });
  const [content, setContent] = useState<ContentState>({ step: 'idle' });

  const check = async (file: File) => {
    setContent({ step: 'idle' });
    const problem = chosenFileProblem(file);
    if (problem) {
      setState({
        step: 'done',
        fileName: file.name,
        sha256: null,
        outcome: { kind: 'failed', message: problem },
        file: null,
      });
      return;
    }
    setState({ step: 'working', fileName: file.name });
    let sha256: string;
    try {
      sha256 = await sha256Hex(await readBytes(file));
    } catch (error) {
      const message =
        error instanceof Error && error.name === 'NoWebCryptoError' ? error.message : t('page.readFailed');
      setState({
        step: 'done',
        fileName: file.name,
        sha256: null,
        outcome: { kind: 'failed', message },
        file: null,
      });
      return;
    }
    try {
      const verification = await fetchVerification(sha256);
      setState({ step: 'done', fileName: file.name, sha256, outcome: { kind: 'match', verification }, file });
    } catch (error) {
      const outcome = verifyFailure({
        status: apiErrorStatus(error),
        code: apiErrorCode(error),
        serverMessage: apiErrorMessage(error, '') || null,
      });
      setState({ step: 'done', fileName: file.name, sha256, outcome, file });
    }
  };

  const checkContent = async (file: File) => {
    setContent({ step: 'working' });
    try {
      const result = await checkSealedPdf(await readBytes(file));
      setContent({ step: 'done', outcome: { kind: 'checked', result } });
    } catch (error) {
      setContent({
        step: 'done',
        outcome: contentCheckFailure({
          status: apiErrorStatus(error),
          code: apiErrorCode(error),
          serverMessage: apiErrorMessage(error, '') || null,
        }),
      });
    }
  };

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file may be chosen again (after a change on disk): clear the input.
    event.target.value = '';
    if (file) void check(file);
  };

  const working = state.step === 'working';

  return (
    <LinkPageCard title={t('page.title')}>
      <Typography color="text.secondary" sx={{ mb: 1.5 }}>
        {t('page.intro')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
        {t('page.changed')}
      </Typography>

      <input
        ref={inputRef}
        id={inputId}
        type="file"
        accept="application/pdf,.pdf"
        onChange={onChange}
        aria-label={t('page.choosePdf')}
        style={{ display: 'none' }}
      />
      <Button
        variant="contained"
        size="large"
        startIcon={
          working ? <CircularProgress size={18} color="inherit" aria-hidden="true" /> : <UploadFileIcon />
        }
        onClick={() => inputRef.current?.click()}
        disabled={working}
      >
        {working ? t('page.checking') : state.step === 'done' ? t('page.chooseAnother') : t('page.choosePdf')}
      </Button>

      <Box role="status" aria-live="polite" sx={{ mt: 3 }}>
        {state.step === 'working' ? (
          <Typography>{t('page.hashing', { fileName: state.fileName })}</Typography>
        ) : null}
        {state.step === 'done' ? (
          <Result fileName={state.fileName} sha256={state.sha256} outcome={state.outcome} />
        ) : null}
      </Box>

      {state.step === 'done' && state.file ? (
        <ContentCheck file={state.file} lookup={state.outcome.kind} state={content} onCheck={checkContent} />
      ) : null}
    </LinkPageCard>
  );
}

function Result({
  fileName,
  sha256,
  outcome,
}: {
  fileName: string;
  sha256: string | null;
  outcome: VerifyOutcome;
}) {
  const t = useVerifyTexts();
  return (
    <>
      {outcome.kind === 'match' ? (
        <Match verification={outcome.verification} />
      ) : outcome.kind === 'no-match' ? (
        <Alert severity="error">
          <AlertTitle>{t('result.noMatch')}</AlertTitle>
          {serverText(outcome.message)}
        </Alert>
      ) : (
        <Alert severity="warning">{serverText(outcome.message)}</Alert>
      )}
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2, overflowWrap: 'anywhere' }}>
        {t('result.file', { fileName })}
      </Typography>
      {sha256 ? (
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {t('result.sha256')}{' '}
          <Box component="code" data-testid="file-sha256" sx={{ fontFamily: 'monospace' }}>
            {sha256}
          </Box>
        </Typography>
      ) : null}
    </>
  );
}

function Match({ verification }: { verification: Verification }) {
  const t = useVerifyTexts();
  return (
    <Alert severity="success" icon={<VerifiedIcon />}>
      <AlertTitle>{t('result.match')}</AlertTitle>
      <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{verification.title}</Typography>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {t('result.sealed', { when: formatWhen(verification.sealedAt) })}
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {verification.signers.map((signer) => (
          <li key={`${signer.name}-${signer.signedAt}`}>
            <Typography variant="body2">{signerLine(signer)}</Typography>
            {signerLevel(signer) ? (
              <Typography variant="body2" color="text.secondary">
                {signerLevel(signer)}
              </Typography>
            ) : null}
          </li>
        ))}
      </Box>
      {versionLines(verification.version).map((line) => (
        <Typography key={line} variant="body2" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
          {line}
        </Typography>
      ))}
    </Alert>
  );
}

const CHECK_ICONS: Record<PdfCheck['status'], ReactElement> = {
  ok: <CheckIcon color="success" fontSize="small" aria-hidden="true" />,
  failed: <ErrorIcon color="error" fontSize="small" aria-hidden="true" />,
  info: <InfoIcon color="info" fontSize="small" aria-hidden="true" />,
};

/** Issue 31: the offer to check the file itself, and the result of that check. */
function ContentCheck({
  file,
  lookup,
  state,
  onCheck,
}: {
  file: File;
  lookup: VerifyOutcome['kind'];
  state: ContentState;
  onCheck: (file: File) => void;
}) {
  const t = useVerifyTexts();
  const tooLarge = contentCheckProblem(file.size);
  const working = state.step === 'working';
  return (
    <Box
      component="section"
      aria-labelledby="content-check-heading"
      sx={{ mt: 4, pt: 3, borderTop: 1, borderColor: 'divider' }}
    >
      <Typography id="content-check-heading" variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('contentCheck.heading')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('contentCheck.text')}
      </Typography>
      {tooLarge ? (
        <Alert severity="info">{serverText(tooLarge)}</Alert>
      ) : (
        <Button
          variant="outlined"
          startIcon={
            working ? <CircularProgress size={18} color="inherit" aria-hidden="true" /> : <ManageSearchIcon />
          }
          onClick={() => onCheck(file)}
          disabled={working}
        >
          {working
            ? t('contentCheck.checking')
            : state.step === 'done'
              ? t('contentCheck.checkAgain')
              : t('contentCheck.send')}
        </Button>
      )}
      <Box role="status" aria-live="polite" sx={{ mt: 2 }}>
        {state.step === 'done' ? (
          state.outcome.kind === 'checked' ? (
            <ContentResult result={state.outcome.result} lookup={lookup} />
          ) : (
            <Alert severity="warning">{serverText(state.outcome.message)}</Alert>
          )
        ) : null}
      </Box>
    </Box>
  );
}

function ContentResult({ result, lookup }: { result: PdfVerification; lookup: VerifyOutcome['kind'] }) {
  const t = useVerifyTexts();
  const verdict = contentCheckVerdict(result, lookup);
  return (
    <Alert
      severity={verdict.holds ? 'success' : 'error'}
      icon={verdict.holds ? <VerifiedIcon /> : undefined}
      sx={{ '& .MuiAlert-message': { minWidth: 0, width: '100%' } }}
    >
      <AlertTitle>{verdict.title}</AlertTitle>
      {verdict.note ? (
        <Typography variant="body2" sx={{ mb: 1 }}>
          {verdict.note}
        </Typography>
      ) : null}
      {result.title ? (
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere', mb: 1 }}>{result.title}</Typography>
      ) : null}
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }} data-testid="content-checks">
        {result.checks.map((check, index) => (
          <Box
            component="li"
            key={`${check.id}-${index}`}
            sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', mb: 1 }}
          >
            {/* A file we do not know: what holds inside it gets no green tick (it proves nothing about Avtalt). */}
            <Box sx={{ pt: '2px', flexShrink: 0 }}>
              {CHECK_ICONS[lookup === 'no-match' && check.status === 'ok' ? 'info' : check.status]}
            </Box>
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere', minWidth: 0 }}>
              {/* The icon shows the status; a screen reader hears it in words. */}
              <Box component="span" sx={visuallyHidden}>
                {checkStatusText(check, lookup)}{' '}
              </Box>
              {serverText(check.message)}
            </Typography>
          </Box>
        ))}
      </Box>
      {result.signers.length ? (
        <>
          <Typography variant="body2" sx={{ fontWeight: 600, mt: 1 }}>
            {t('contentCheck.signedBy')}
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {result.signers.map((signer) => (
              <li key={`${signer.name}-${signer.signedAt}`}>
                <Typography variant="body2">{signerLine(signer)}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {signer.levelText}
                </Typography>
              </li>
            ))}
          </Box>
        </>
      ) : null}
    </Alert>
  );
}
