import { ErrorCode, SigningMessages, type SignatureMethod } from '@avtalt/contracts';
import EidIcon from '@mui/icons-material/VerifiedUserOutlined';
import KeyIcon from '@mui/icons-material/KeyOutlined';
import MailIcon from '@mui/icons-material/MailOutline';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import { apiErrorCode, apiErrorMessage, apiErrorStatus, ApiError } from '../../api/http';
import {
  useEidStatus,
  useRequestSigningCode,
  useSign,
  useStartEidSigning,
} from '../../hooks/use-signing-proof';
import { useSmallScreen } from '../../hooks/use-small-screen';
import { leaveFor } from '../../lib/leave-for';
import { sha256Hex } from '../../lib/sha256';
import {
  codeSentText,
  eidNote,
  isCompleteCode,
  normalizeCode,
  signingFailure,
  type SigningFailure,
} from './signing.rules';
import { dialogLevelLine, offeredProofs } from './signing-proofs.rules';
import { useSigningDialogTexts } from './signing-dialog/texts';

export interface SigningDialogProps {
  open: boolean;
  agreementId: string;
  /** The final text as the page shows it (an HTML document): what its hash is taken of. */
  html: string;
  /** The same text rendered (the page's LegalDocument, passed in so this chunk shares no code with the page's). */
  document: ReactNode;
  onClose: () => void;
  onSigned: () => void;
  /** The server said the text changed: the page fetches the agreement (and so the new text) again. */
  onTextChanged: () => void;
  /** Issue 31: the topic's notes on what the signature cannot do, rendered by the page (null: none). */
  notes?: ReactNode;
  /** Issue 31: why the caller cannot sign yet, rendered by the page with what to do (null: nothing blocks). */
  blocker?: ReactNode;
  /** Issue 31: the server refused for a reason the caller must fix first: the page asks for the view again. */
  onBlocked?: () => void;
  /** How every party must sign, as the initiator chose (absent: any way): only the ways that meet it are offered. */
  requiredLevel?: SignatureMethod;
}

/**
 * 'Signer avtalen' (issue 18): the final text, the consent, and a proof that it is the party — a one-time
 * code sent by e-mail, or the password. The browser sends the SHA-256 of the text it shows, so nobody signs
 * a text they did not see (409 TEXT_CHANGED otherwise). Full screen on a phone. Loaded only when opened.
 * Issue 31: the topic's signing notes under the text; while something blocks the caller (an unconfirmed
 * address, no date of birth, under 18) the dialog says so with what to do, in place of the proof.
 * Only the ways that meet the level the initiator required are offered, with one line on why.
 */
export default function SigningDialog({
  open,
  agreementId,
  html,
  document,
  onClose,
  onSigned,
  onTextChanged,
  notes,
  blocker,
  onBlocked,
  requiredLevel,
}: SigningDialogProps) {
  const t = useSigningDialogTexts();
  const id = useId();
  const fullScreen = useSmallScreen();
  const [consent, setConsent] = useState(false);
  const [method, setMethod] = useState<SignatureMethod | null>(null);
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [failure, setFailure] = useState<SigningFailure | null>(null);
  // Where the code went and until when: worded at render, in the language in use.
  const [codeReply, setCodeReply] = useState<Parameters<typeof codeSentText>[0] | null>(null);
  const codeInfo = codeReply ? codeSentText(codeReply, t) : null;
  const [textHash, setTextHash] = useState<string | null>(null);
  const [hashFailed, setHashFailed] = useState<string | null>(null);
  const requestCode = useRequestSigningCode(agreementId);
  const sign = useSign(agreementId);
  const eid = useEidStatus();
  const startEid = useStartEidSigning(agreementId);
  const pending = sign.isPending || requestCode.isPending || startEid.isPending;
  const offered = offeredProofs(requiredLevel, eid.data?.available === true);
  // Until the eID status is known, a level of BankID is neither offered nor said to be impossible.
  const levelLine =
    requiredLevel === 'eid' && eid.isPending ? null : dialogLevelLine(requiredLevel, offered.eid, t);
  const levelBlocked = levelLine?.blocked === true;

  // The hash of exactly the text shown; a new text (after TEXT_CHANGED) gets a new hash and a new consent.
  useEffect(() => {
    let current = true;
    setTextHash(null);
    setHashFailed(null);
    sha256Hex(html).then(
      (hash) => current && setTextHash(hash),
      (error: unknown) => current && setHashFailed(error instanceof Error ? error.message : String(error)),
    );
    return () => {
      current = false;
    };
  }, [html]);

  const describe = (error: unknown, as: SignatureMethod): SigningFailure =>
    signingFailure(
      {
        status: apiErrorStatus(error),
        code: apiErrorCode(error),
        serverMessage: error instanceof ApiError ? apiErrorMessage(error, '') || null : null,
      },
      as,
      t,
    );

  const sendCode = async () => {
    setFailure(null);
    setMethod('email-code');
    try {
      const reply = await requestCode.mutateAsync();
      setCodeReply(reply);
    } catch (error) {
      const result = describe(error, 'email-code');
      setFailure(result);
      if (result.blocker || apiErrorCode(error) === ErrorCode.SignatureLevelRequired) onBlocked?.();
    }
  };

  /** The broker's login, then back to the result page (`?bankid=…`), which says how it went. */
  const signWithEid = async () => {
    if (!textHash) return;
    setFailure(null);
    setMethod('eid');
    try {
      const { url } = await startEid.mutateAsync(textHash);
      leaveFor(url);
    } catch (error) {
      const result = describe(error, 'eid');
      setFailure(result);
      if (result.textChanged) {
        setConsent(false);
        onTextChanged();
      }
      if (result.blocker) onBlocked?.();
    }
  };

  const usePassword = () => {
    setFailure(null);
    setMethod('password');
  };

  const proofReady =
    method === 'email-code'
      ? codeInfo !== null && isCompleteCode(code)
      : method === 'password'
        ? password !== ''
        : false;
  const blocked = blocker !== undefined && blocker !== null;
  const canSubmit = consent && proofReady && textHash !== null && !pending && !blocked && !levelBlocked;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!canSubmit || !method || !textHash) return;
    setFailure(null);
    const proof = method === 'email-code' ? { code: normalizeCode(code) } : { password };
    try {
      await sign.mutateAsync({ consent: true, textSha256: textHash, ...proof });
      onSigned();
    } catch (error) {
      const result = describe(error, method);
      setFailure(result);
      if (method === 'password') setPassword('');
      if (result.textChanged) {
        setConsent(false);
        onTextChanged();
      }
      // The initiator may have required a stronger way meanwhile: the view brings the level in force.
      if (result.blocker || apiErrorCode(error) === ErrorCode.SignatureLevelRequired) onBlocked?.();
    }
  };

  return (
    <Dialog
      open={open}
      onClose={pending ? undefined : onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="md"
      scroll="paper"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-intro`}
    >
      <Box
        component="form"
        noValidate
        onSubmit={(event) => void submit(event)}
        sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, flex: 1 }}
      >
        <DialogTitle id={`${id}-title`}>{t('title')}</DialogTitle>
        {/* Blocked with nothing to press (under 18), the scrolling text has no focusable content: it takes focus itself so the keyboard can scroll it (axe scrollable-region-focusable). */}
        <DialogContent
          dividers
          tabIndex={blocked || levelBlocked ? 0 : undefined}
          sx={{ px: { xs: 2, sm: 3 } }}
        >
          {/* Something to fix first (what and how): above the text, so it is seen without scrolling; it replaces the consent and the proof. */}
          {blocked ? <Box sx={{ mb: 2 }}>{blocker}</Box> : null}
          <Typography id={`${id}-intro`} color="text.secondary" sx={{ mb: 2 }}>
            {t('intro')}
          </Typography>
          {document}
          <Typography
            variant="caption"
            color="text.secondary"
            component="p"
            sx={{ mt: 1.5, overflowWrap: 'anywhere' }}
          >
            {t('checksum', { hash: textHash ?? t('calculating') })}
          </Typography>
          {hashFailed ? (
            <Alert severity="error" sx={{ mt: 1 }}>
              {hashFailed}
            </Alert>
          ) : null}
          <Typography variant="body2" sx={{ mt: 1.5 }}>
            {t('formRequirement')}
          </Typography>
          {notes ? (
            <Box component="section" aria-labelledby={`${id}-notes`} sx={{ mt: 2 }}>
              <Typography
                id={`${id}-notes`}
                variant="subtitle1"
                component="h3"
                sx={{ fontWeight: 600, mb: 1 }}
              >
                {t('notesTitle')}
              </Typography>
              {notes}
            </Box>
          ) : null}

          {levelBlocked ? (
            <Alert severity="warning" sx={{ mt: 2 }} data-testid="signature-level-line">
              {levelLine.text}
            </Alert>
          ) : null}
          <Box sx={blocked || levelBlocked ? { display: 'none' } : undefined}>
            <FormControlLabel
              sx={{ mt: 2, alignItems: 'flex-start', '& .MuiCheckbox-root': { mt: -0.75 } }}
              control={
                <Checkbox
                  checked={consent}
                  onChange={(event) => setConsent(event.target.checked)}
                  disabled={pending}
                />
              }
              label={t('consent')}
            />

            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mt: 2, mb: 1 }}>
              {t('confirmItsYou')}
            </Typography>
            {levelLine && !levelBlocked ? (
              <Typography variant="body2" sx={{ mb: 1.5 }} data-testid="signature-level-line">
                {levelLine.text}
              </Typography>
            ) : null}
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
              {offered.eid ? (
                <Button
                  variant="contained"
                  startIcon={
                    startEid.isPending ? (
                      <CircularProgress size={16} color="inherit" aria-hidden="true" />
                    ) : (
                      <EidIcon />
                    )
                  }
                  onClick={() => void signWithEid()}
                  disabled={pending || !consent || textHash === null}
                  aria-describedby={`${id}-eid`}
                >
                  {t('signWith', { method: eid.data?.method ?? 'BankID' })}
                </Button>
              ) : null}
              {offered.code ? (
                <Button
                  variant={method === 'email-code' ? 'contained' : 'outlined'}
                  startIcon={
                    requestCode.isPending ? (
                      <CircularProgress size={16} color="inherit" aria-hidden="true" />
                    ) : (
                      <MailIcon />
                    )
                  }
                  onClick={() => void sendCode()}
                  disabled={pending}
                >
                  {codeInfo ? t('sendNewCode') : t('sendCode')}
                </Button>
              ) : null}
              {offered.password ? (
                <Button
                  variant={method === 'password' ? 'contained' : 'outlined'}
                  startIcon={<KeyIcon />}
                  onClick={usePassword}
                  disabled={pending}
                >
                  {t('usePassword')}
                </Button>
              ) : null}
            </Stack>

            {offered.eid && eid.data ? (
              <Typography id={`${id}-eid`} variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                {eidNote(eid.data.method ?? 'BankID', eid.data.broker ?? '', consent, t)}
              </Typography>
            ) : null}
            {method === 'email-code' && codeInfo ? (
              <Box sx={{ mt: 2 }}>
                <Typography role="status" variant="body2" sx={{ mb: 1.5 }}>
                  {codeInfo}
                </Typography>
                <TextField
                  label={t('codeLabel')}
                  value={code}
                  onChange={(event) => setCode(event.target.value)}
                  autoComplete="one-time-code"
                  autoFocus
                  disabled={pending}
                  slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 11 } }}
                  helperText={code !== '' && !isCompleteCode(code) ? SigningMessages.codeFormat : ' '}
                  sx={{ maxWidth: 260 }}
                  fullWidth
                />
              </Box>
            ) : null}
            {method === 'password' ? (
              <Box sx={{ mt: 2 }}>
                <TextField
                  label={t('password')}
                  type="password"
                  value={password}
                  onChange={(event) => setPassword(event.target.value)}
                  autoComplete="current-password"
                  autoFocus
                  disabled={pending}
                  sx={{ maxWidth: 360 }}
                  fullWidth
                />
              </Box>
            ) : null}
          </Box>

          {failure && !(blocked && failure.blocker) ? (
            <Alert severity={failure.textChanged ? 'warning' : 'error'} sx={{ mt: 2 }}>
              {failure.message}
            </Alert>
          ) : null}
        </DialogContent>
        <DialogActions sx={{ px: 3, py: 2 }}>
          <Button onClick={onClose} disabled={pending}>
            {t('cancel')}
          </Button>
          {/* With BankID alone the broker's login signs: no code or password to submit here. */}
          {offered.code || offered.password ? (
            <Button
              type="submit"
              variant="contained"
              disabled={!canSubmit}
              startIcon={
                sign.isPending ? <CircularProgress size={16} color="inherit" aria-hidden="true" /> : undefined
              }
            >
              {sign.isPending ? t('signing') : t('sign')}
            </Button>
          ) : null}
        </DialogActions>
      </Box>
    </Dialog>
  );
}
