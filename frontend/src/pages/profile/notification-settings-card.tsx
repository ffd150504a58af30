import type { NotificationKind, NotificationPreferences } from '@avtalt/contracts';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Skeleton from '@mui/material/Skeleton';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { apiErrorMessage } from '../../api/http';
import { fetchPreferences, notificationKeys, savePreferences } from '../../api/notifications';
import { notificationSwitches } from '../../lib/notification-kinds.rules';
import { useLibTexts } from '../../lib/texts';
import { useProfileTexts } from './texts';

/**
 * 'Varsler på e-post' on /profile: one switch per kind of mail (GET/PUT /api/auth/notifications). A
 * change is saved at once; what was saved is announced in a live region.
 */
export function NotificationSettingsCard() {
  const t = useProfileTexts();
  const lib = useLibTexts();
  const queryClient = useQueryClient();
  const preferences = useQuery({ queryKey: notificationKeys.preferences, queryFn: fetchPreferences });
  const [announcement, setAnnouncement] = useState('');
  const save = useMutation({
    mutationFn: savePreferences,
    // The card announces the outcome in its live region, not in a toast.
    meta: { errorToast: false },
    onSuccess: (saved) =>
      queryClient.setQueryData<NotificationPreferences>(notificationKeys.preferences, saved),
  });

  const change = async (kind: NotificationKind, label: string, on: boolean) => {
    try {
      await save.mutateAsync({ [kind]: on });
      setAnnouncement(t(on ? 'notifications.savedOn' : 'notifications.savedOff', { label }));
    } catch (error) {
      setAnnouncement(apiErrorMessage(error, t('notifications.saveFailed')));
    }
  };

  return (
    <Card component="section" aria-labelledby="notifications-title">
      <CardContent>
        <Typography id="notifications-title" variant="h6" component="h2">
          {t('notifications.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('notifications.intro')}
        </Typography>
        {preferences.isError ? (
          <Typography color="error">
            {apiErrorMessage(preferences.error, t('notifications.loadFailed'))}
          </Typography>
        ) : (
          <FormGroup>
            {notificationSwitches(lib).map(({ kind, label, help }) => (
              <FormControlLabel
                key={kind}
                sx={{ alignItems: 'flex-start', mb: 1, mr: 0 }}
                control={
                  preferences.data ? (
                    <Switch
                      checked={preferences.data[kind]}
                      disabled={save.isPending}
                      onChange={(event) => void change(kind, label, event.target.checked)}
                      slotProps={{ input: { 'aria-describedby': `notification-help-${kind}` } }}
                    />
                  ) : (
                    <Skeleton variant="rounded" width={34} height={14} sx={{ m: 1.5 }} />
                  )
                }
                label={
                  <span>
                    <Typography component="span" sx={{ display: 'block', pt: 1 }}>
                      {label}
                    </Typography>
                    <Typography
                      id={`notification-help-${kind}`}
                      component="span"
                      variant="body2"
                      color="text.secondary"
                      sx={{ display: 'block' }}
                    >
                      {help}
                    </Typography>
                  </span>
                }
              />
            ))}
          </FormGroup>
        )}
        <Typography role="status" aria-live="polite" variant="body2" color="text.secondary">
          {announcement}
        </Typography>
      </CardContent>
    </Card>
  );
}
