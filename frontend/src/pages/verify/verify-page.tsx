import type { Verification } from '@avtalt/contracts';
import UploadFileIcon from '@mui/icons-material/UploadFileOutlined';
import VerifiedIcon from '@mui/icons-material/VerifiedOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { apiErrorCode, apiErrorMessage, apiErrorStatus } from '../../api/http';
import { fetchVerification } from '../../api/signatures';
import { LinkPageCard } from '../../components/link-page-card';
import { sha256Hex } from '../../lib/sha256';
import { formatSignedAt } from '../result/signing.rules';
import { chosenFileProblem, signerLine, verifyFailure, type VerifyOutcome } from './verify.rules';

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
  | { step: 'done'; fileName: string; sha256: string | null; outcome: VerifyOutcome };

/**
 * /verifiser (issue 18; open to anyone): choose a PDF; the browser computes its SHA-256 with Web Crypto and
 * asks `GET /api/verify/{sha256}` whether it is a signed Avtalt agreement. The file itself never leaves the
 * computer. A match shows the title and who signed when; a changed file matches nothing.
 */
export default function VerifyPage() {
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [state, setState] = useState<State>({ step: 'idle' });

  const check = async (file: File) => {
    const problem = chosenFileProblem(file);
    if (problem) {
      setState({ step: 'done', fileName: file.name, sha256: null, outcome: { kind: 'failed', message: problem } });
      return;
    }
    setState({ step: 'working', fileName: file.name });
    let sha256: string;
    try {
      sha256 = await sha256Hex(await readBytes(file));
    } catch (error) {
      const message = error instanceof Error && error.name === 'NoWebCryptoError' ? error.message : 'Kunne ikke lese filen.';
      setState({ step: 'done', fileName: file.name, sha256: null, outcome: { kind: 'failed', message } });
      return;
    }
    try {
      const verification = await fetchVerification(sha256);
      setState({ step: 'done', fileName: file.name, sha256, outcome: { kind: 'match', verification } });
    } catch (error) {
      const outcome = verifyFailure({
        status: apiErrorStatus(error),
        code: apiErrorCode(error),
        serverMessage: apiErrorMessage(error, '') || null,
      });
      setState({ step: 'done', fileName: file.name, sha256, outcome });
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
    <LinkPageCard title="Kontroller en signert avtale">
      <Typography color="text.secondary" sx={{ mb: 1.5 }}>
        Velg PDF-en av en avtale som er signert i Avtalt. Nettleseren din regner ut filens kontrollsum (SHA-256), og vi
        ser om den stemmer med en avtale vi har forseglet. Selve filen lastes ikke opp.
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
        Er så mye som ett tegn i filen endret etter signeringen, stemmer kontrollsummen ikke lenger.
      </Typography>

      <input
        ref={inputRef}
        id={inputId}
        type="file"
        accept="application/pdf,.pdf"
        onChange={onChange}
        aria-label="Velg PDF"
        style={{ display: 'none' }}
      />
      <Button
        variant="contained"
        size="large"
        startIcon={working ? <CircularProgress size={18} color="inherit" aria-hidden="true" /> : <UploadFileIcon />}
        onClick={() => inputRef.current?.click()}
        disabled={working}
      >
        {working ? 'Kontrollerer...' : state.step === 'done' ? 'Velg en annen PDF' : 'Velg PDF'}
      </Button>

      <Box role="status" aria-live="polite" sx={{ mt: 3 }}>
        {state.step === 'working' ? <Typography>Regner ut kontrollsummen for {state.fileName} …</Typography> : null}
        {state.step === 'done' ? <Result fileName={state.fileName} sha256={state.sha256} outcome={state.outcome} /> : null}
      </Box>
    </LinkPageCard>
  );
}

function Result({ fileName, sha256, outcome }: { fileName: string; sha256: string | null; outcome: VerifyOutcome }) {
  return (
    <>
      {outcome.kind === 'match' ? (
        <Match verification={outcome.verification} />
      ) : outcome.kind === 'no-match' ? (
        <Alert severity="error">
          <AlertTitle>Stemmer ikke</AlertTitle>
          {outcome.message}
        </Alert>
      ) : (
        <Alert severity="warning">{outcome.message}</Alert>
      )}
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2, overflowWrap: 'anywhere' }}>
        Fil: {fileName}
      </Typography>
      {sha256 ? (
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          SHA-256:{' '}
          <Box component="code" data-testid="file-sha256" sx={{ fontFamily: 'monospace' }}>
            {sha256}
          </Box>
        </Typography>
      ) : null}
    </>
  );
}

function Match({ verification }: { verification: Verification }) {
  return (
    <Alert severity="success" icon={<VerifiedIcon />}>
      <AlertTitle>Stemmer: dette er en signert avtale fra Avtalt</AlertTitle>
      <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{verification.title}</Typography>
      <Typography variant="body2" sx={{ mb: 1 }}>
        Forseglet {formatSignedAt(verification.sealedAt)}
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {verification.signers.map((signer) => (
          <li key={`${signer.name}-${signer.signedAt}`}>
            <Typography variant="body2">{signerLine(signer)}</Typography>
          </li>
        ))}
      </Box>
    </Alert>
  );
}
