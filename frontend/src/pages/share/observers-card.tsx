import { inviteObserverBodySchema, type Observer } from '@avtalt/contracts';
import { ErrorCode, MAX_OBSERVERS } from '@avtalt/contracts/constants';
import PersonAddIcon from '@mui/icons-material/PersonAddAlt1Outlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { apiErrorCode } from '../../api/http';
import { queryKeys } from '../../api/query-keys';
import { LazyConfirmDialog } from '../../components/lazy-confirm-dialog';
import { useUser } from '../../hooks/use-auth';
import { useInviteObserver, useRemoveObserver } from '../../hooks/use-observers';
import {
  canInviteObserver,
  observerChip,
  observerLabel,
  observerName,
  removeObserverText,
} from '../../lib/observers.rules';
import { serverText } from '../../lib/server-text';
import { useLibTexts } from '../../lib/texts';
import { ResendVerificationButton } from '../profile/email-verification-notice';
import { useShareTexts } from './texts';

/**
 * «Observatører» on the share page (docs/observers.md): a party invites someone — a lawyer, a mediator —
 * by address to read along, sees who reads along or has not accepted yet, and removes those they invited.
 * Only a confirmed address may invite (an Avtalt mail with the agreement's title must come from a known
 * mailbox): until then the card says so and does not send, as the card that mails the link does.
 */
export function ObserversCard({
  agreementId,
  observers,
}: {
  agreementId: string;
  observers: Observer[] | undefined;
}) {
  const t = useShareTexts();
  const lib = useLibTexts();
  const { user } = useUser();
  const queryClient = useQueryClient();
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [refused, setRefused] = useState(false);
  const [chosen, setChosen] = useState<Observer | null>(null);
  const confirmed = user?.emailVerified === true;
  const mustConfirm = refused || (user !== null && !user.emailVerified);
  // Confirmed in another tab (the account is asked again on focus): the card invites again.
  useEffect(() => {
    if (confirmed) setRefused(false);
  }, [confirmed]);

  const invite = useInviteObserver(agreementId, {
    // An unconfirmed address is said in the card, with a new link; the rest is the toast policy's.
    errorToast: (error) =>
      apiErrorCode(error) === ErrorCode.Forbidden ? false : { title: t('observers.inviteFailed') },
    successToast: (_agreement, address) => ({
      title: t('observers.invited'),
      description: t('observers.invitedText', { address: String(address) }),
      variant: 'success',
    }),
  });
  const removedName = chosen ? observerName(chosen, lib) : '';
  const remove = useRemoveObserver(agreementId, {
    errorToast: { title: t('observers.removeFailed') },
    successToast: { title: t('observers.removed'), description: removedName, variant: 'success' },
  });
  const list = observers ?? [];
  const room = canInviteObserver(list);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = inviteObserverBodySchema.safeParse({ email: email.trim() });
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message ?? t('observers.emailInvalid'));
      return;
    }
    setFieldError(null);
    invite.mutate(parsed.data.email, {
      onSuccess: () => setEmail(''),
      onError: (error) => {
        if (apiErrorCode(error) !== ErrorCode.Forbidden) return;
        // The page's copy of the account may be older than the server's.
        setRefused(true);
        void queryClient.invalidateQueries({ queryKey: queryKeys.user });
      },
    });
  };

  return (
    <Card component="section" aria-labelledby="observers-title">
      <CardContent>
        <Typography id="observers-title" variant="h6" component="h2" sx={{ mb: 1 }}>
          {t('observers.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2, lineHeight: 1.6 }}>
          {t('observers.intro')}
        </Typography>

        {list.length > 0 ? (
          <Stack
            component="ul"
            aria-label={t('observers.list')}
            spacing={1}
            sx={{ listStyle: 'none', p: 0, m: 0, mb: 2 }}
          >
            {list.map((o) => (
              <ObserverRow key={o.id} observer={o} onRemove={() => setChosen(o)} />
            ))}
          </Stack>
        ) : null}

        {mustConfirm ? (
          <Alert severity="warning" sx={{ mb: 2 }}>
            <Typography sx={{ fontWeight: 600 }}>{t('observers.confirmFirst')}</Typography>
            <Typography variant="body2" sx={{ mb: 1 }}>
              {user?.email ? t('observers.linkSentTo', { email: user.email }) : null}
            </Typography>
            <ResendVerificationButton label={t('observers.resend')} size="small" />
          </Alert>
        ) : null}

        <Box
          component="form"
          noValidate
          onSubmit={submit}
          sx={{
            display: 'flex',
            gap: 1.5,
            alignItems: 'flex-start',
            flexDirection: { xs: 'column', sm: 'row' },
          }}
        >
          <TextField
            id="observer-email"
            label={t('observers.email')}
            type="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            disabled={!room}
            fullWidth
            size="small"
            error={Boolean(fieldError)}
            helperText={
              fieldError !== null
                ? serverText(fieldError)
                : room
                  ? t('observers.limit', { max: MAX_OBSERVERS })
                  : t('observers.limitReached', { max: MAX_OBSERVERS })
            }
            slotProps={{
              htmlInput: {
                autoComplete: 'off',
                inputMode: 'email',
                spellCheck: false,
                autoCapitalize: 'none',
              },
            }}
          />
          <Button
            type="submit"
            variant="outlined"
            startIcon={<PersonAddIcon />}
            disabled={!room || mustConfirm || invite.isPending}
            sx={{ flexShrink: 0, minHeight: 40, width: { xs: '100%', sm: 'auto' } }}
          >
            {invite.isPending ? t('observers.inviting') : t('observers.invite')}
          </Button>
        </Box>
      </CardContent>
      <LazyConfirmDialog
        open={chosen !== null}
        {...(chosen ? removeObserverText(chosen, lib) : { title: '', description: '' })}
        confirmLabel={t('observers.remove')}
        pending={remove.isPending}
        onConfirm={() => {
          if (chosen) remove.mutate(chosen.id, { onSettled: () => setChosen(null) });
        }}
        onClose={() => setChosen(null)}
      />
    </Card>
  );
}

function ObserverRow({ observer, onRemove }: { observer: Observer; onRemove: () => void }) {
  const t = useShareTexts();
  const lib = useLibTexts();
  const label = observerLabel(observer, lib);
  const chip = observerChip(observer, lib);
  return (
    <Box
      component="li"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        columnGap: 1.5,
        rowGap: 0.5,
        py: 1,
        borderBottom: 1,
        borderColor: 'divider',
        '&:last-of-type': { borderBottom: 0 },
      }}
    >
      <Box sx={{ flex: '1 1 12rem', minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{label}</Typography>
        <Typography variant="body2" color="text.secondary">
          {observer.canRemove
            ? t('observers.invitedByYou')
            : t('observers.invitedBy', { name: observer.invitedByName })}
        </Typography>
      </Box>
      {/* A chip's look without MUI's Chip: the share page's download stays as it was. */}
      <Typography
        variant="caption"
        sx={{
          px: 1,
          py: 0.25,
          borderRadius: 4,
          border: 1,
          fontWeight: 600,
          borderColor: chip.color === 'success' ? 'success.main' : 'divider',
          color: chip.color === 'success' ? 'success.dark' : 'text.secondary',
        }}
      >
        {chip.label}
      </Typography>
      {observer.canRemove ? (
        <Button
          size="small"
          color="error"
          onClick={onRemove}
          aria-label={t('observers.removeNamed', { name: observerName(observer, lib) })}
        >
          {t('observers.remove')}
        </Button>
      ) : null}
    </Box>
  );
}
