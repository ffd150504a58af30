import type { UnsubscribeDescription } from '@avtalt/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { apiErrorMessage } from '../../api/http';
import { describeUnsubscribe, notificationKeys, unsubscribe } from '../../api/notifications';
import { PageSpinner } from '../../components/spinner';
import { LinkPageCard } from '../../components/link-page-card';
import { useUser } from '../../hooks/use-auth';
import { tokenFromHash } from '../../lib/hash-token.rules';
import { unsubscribeAbout } from '../../lib/notification-kinds.rules';

const NO_TOKEN_TEXT = 'Avmeldingslenken er ufullstendig. Åpne lenken fra e-posten på nytt.';

/** 'Du får ikke lenger e-post om påminnelser om å svare til k***@example.no.' */
export function unsubscribedText(description: UnsubscribeDescription): string {
  return `Du får ikke lenger e-post om ${unsubscribeAbout(description.kind)} til ${description.maskedEmail}.`;
}

/**
 * /avmeld#<token> (the unsubscribe link at the foot of every mail): says what the link stops and to
 * which (masked) address, and stops it with 'Meld av'. No login: the token is the permission. Mail
 * clients that support one-click unsubscribe POST to /api/unsubscribe/{token} without this page.
 */
export default function UnsubscribePage() {
  const [token] = useState(() => tokenFromHash(window.location.hash));
  const { user } = useUser();
  const description = useQuery({
    queryKey: notificationKeys.unsubscribe(token),
    queryFn: () => describeUnsubscribe(token),
    enabled: Boolean(token),
    retry: false,
  });
  // The page says why under its button, not in a toast.
  const stop = useMutation({ mutationFn: () => unsubscribe(token), meta: { errorToast: false } });

  if (token && description.isLoading) return <PageSpinner label="Laster..." />;

  const current = stop.data ?? description.data;
  const problem = !token
    ? NO_TOKEN_TEXT
    : description.isError
      ? apiErrorMessage(description.error, 'Kunne ikke lese avmeldingslenken. Prøv igjen om litt.')
      : null;

  return (
    <LinkPageCard title="Meld av e-post">
      <div role="status" aria-live="polite">
        {problem ? <Alert severity="error">{problem}</Alert> : null}
        {current?.unsubscribed ? (
          <Alert severity="success" sx={{ overflowWrap: 'anywhere' }}>
            {unsubscribedText(current)}
          </Alert>
        ) : null}
        {stop.isError ? (
          <Alert severity="error" sx={{ mt: 2 }}>
            {apiErrorMessage(stop.error, 'Kunne ikke melde av. Prøv igjen om litt.')}
          </Alert>
        ) : null}
      </div>
      {current && !current.unsubscribed ? (
        <Stack spacing={2}>
          <Typography sx={{ overflowWrap: 'anywhere' }}>
            Vil du slutte å få e-post om {unsubscribeAbout(current.kind)} til {current.maskedEmail}?
          </Typography>
          <Button
            variant="contained"
            size="large"
            onClick={() => stop.mutate()}
            disabled={stop.isPending}
            sx={{ alignSelf: { sm: 'flex-start' } }}
          >
            {stop.isPending ? 'Melder av...' : 'Meld av'}
          </Button>
        </Stack>
      ) : null}
      <Typography variant="body2" color="text.secondary" sx={{ mt: 3 }}>
        {user ? (
          <>
            Du kan slå hver type e-post av og på under{' '}
            <Link component={RouterLink} to="/profile">
              Varsler på e-post på profilen din
            </Link>
            .
          </>
        ) : (
          'Har du en konto, kan du slå hver type e-post av og på på profilen din.'
        )}
      </Typography>
    </LinkPageCard>
  );
}
