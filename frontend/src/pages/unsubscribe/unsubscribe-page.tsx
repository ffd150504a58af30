import type { UnsubscribeDescription } from '@avtalt/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Trans } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { apiErrorMessage } from '../../api/http';
import { describeUnsubscribe, notificationKeys, unsubscribe } from '../../api/notifications';
import { PageSpinner } from '../../components/spinner';
import { LinkPageCard } from '../../components/link-page-card';
import { useUser } from '../../hooks/use-auth';
import { tokenFromHash } from '../../lib/hash-token.rules';
import { unsubscribeAbout } from '../../lib/notification-kinds.rules';
import { type LibT, useLibTexts } from '../../lib/texts';
import { useUnsubscribeTexts } from './texts';

/** The values of the texts about the link: what the mails are about, and the masked address. */
const aboutValues = (description: UnsubscribeDescription, lib: LibT) => ({
  about: unsubscribeAbout(description.kind, lib),
  email: description.maskedEmail,
});

/**
 * /avmeld#<token> (the unsubscribe link at the foot of every mail): says what the link stops and to
 * which (masked) address, and stops it with 'Meld av'. No login: the token is the permission. Mail
 * clients that support one-click unsubscribe POST to /api/unsubscribe/{token} without this page.
 */
export default function UnsubscribePage() {
  const t = useUnsubscribeTexts();
  const lib = useLibTexts();
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

  if (token && description.isLoading) return <PageSpinner label={t('loading')} />;

  const current = stop.data ?? description.data;
  const problem = !token
    ? t('noToken')
    : description.isError
      ? apiErrorMessage(description.error, t('readFailed'))
      : null;

  return (
    <LinkPageCard title={t('title')}>
      <div role="status" aria-live="polite">
        {problem ? <Alert severity="error">{problem}</Alert> : null}
        {current?.unsubscribed ? (
          <Alert severity="success" sx={{ overflowWrap: 'anywhere' }}>
            {t('unsubscribed', aboutValues(current, lib))}
          </Alert>
        ) : null}
        {stop.isError ? (
          <Alert severity="error" sx={{ mt: 2 }}>
            {apiErrorMessage(stop.error, t('failed'))}
          </Alert>
        ) : null}
      </div>
      {current && !current.unsubscribed ? (
        <Stack spacing={2}>
          <Typography sx={{ overflowWrap: 'anywhere' }}>
            {t('question', aboutValues(current, lib))}
          </Typography>
          <Button
            variant="contained"
            size="large"
            onClick={() => stop.mutate()}
            disabled={stop.isPending}
            sx={{ alignSelf: { sm: 'flex-start' } }}
          >
            {stop.isPending ? t('stopping') : t('stop')}
          </Button>
        </Stack>
      ) : null}
      <Typography variant="body2" color="text.secondary" sx={{ mt: 3 }}>
        {user ? (
          <Trans
            t={t}
            i18nKey="settingsLoggedIn"
            components={{ a: <Link component={RouterLink} to="/profile" /> }}
          />
        ) : (
          t('settings')
        )}
      </Typography>
    </LinkPageCard>
  );
}
