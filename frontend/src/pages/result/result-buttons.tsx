import BadgeIcon from '@mui/icons-material/BadgeOutlined';
import DownloadIcon from '@mui/icons-material/Download';
import DrawIcon from '@mui/icons-material/DrawOutlined';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import type { ResultButton } from './result.rules';
import { useResultTexts } from './texts';

interface ResultButtonViewProps {
  button: ResultButton;
  /** The person's next step: a contained button; the others are outlined. */
  primary: boolean;
  /** 'Signer avtalen' waits for the signatures to be read. */
  signWaits: boolean;
  downloading: boolean;
  onDetails: () => void;
  onSign: () => void;
  onDownload: () => void;
}

/** One of the result page's buttons: «Oppgi dine opplysninger», 'Signer avtalen' or 'Last ned PDF'. */
export function ResultButtonView({
  button,
  primary,
  signWaits,
  downloading,
  onDetails,
  onSign,
  onDownload,
}: ResultButtonViewProps) {
  const t = useResultTexts();
  const variantOf = primary ? 'contained' : 'outlined';
  if (button.kind === 'party-details') {
    return (
      <Button variant={variantOf} size="large" startIcon={<BadgeIcon />} onClick={onDetails}>
        {button.label}
      </Button>
    );
  }
  if (button.kind === 'sign') {
    return (
      <Button variant={variantOf} size="large" startIcon={<DrawIcon />} onClick={onSign} disabled={signWaits}>
        {button.label}
      </Button>
    );
  }
  return (
    <Button
      variant={variantOf}
      size="large"
      onClick={onDownload}
      disabled={downloading}
      aria-busy={downloading || undefined}
      startIcon={
        downloading ? (
          <CircularProgress size={18} thickness={5} color="inherit" aria-hidden="true" />
        ) : (
          <DownloadIcon />
        )
      }
      // While the PDF is being made the button keeps its colour: it is working, not unavailable.
      sx={
        primary
          ? { '&.Mui-disabled': { bgcolor: 'primary.main', color: 'primary.contrastText', opacity: 0.85 } }
          : undefined
      }
    >
      {downloading ? t('actions.downloading') : button.label}
    </Button>
  );
}
