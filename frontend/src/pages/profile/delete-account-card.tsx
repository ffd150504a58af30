import { type DeleteAccountBody, deleteAccountBodySchema } from '@avtalt/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { deleteAccount, erasureKeys, fetchErasurePlan } from '../../api/account-erasure';
import { apiErrorDetails } from '../../api/http';
import { setCurrentUser } from '../../hooks/use-auth';
import { useZodForm } from '../../hooks/use-zod-form';
import { erasureLine } from './delete-account.rules';
import { useProfileTexts } from './texts';

const empty: DeleteAccountBody = { password: '', chatMessages: 'anonymise' };

/**
 * «Slett kontoen min» on /profile (GDPR art. 17; docs/data-rights.md): the dialog shows what happens to each
 * agreement (deleted, «Tidligere deltaker», or kept for the others until a date), asks what to do with the
 * person's chat messages and for the password; once deleted, the person is logged out on the front page.
 */
export function DeleteAccountCard() {
  const t = useProfileTexts();
  const [open, setOpen] = useState(false);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const plan = useQuery({ queryKey: erasureKeys.plan, queryFn: fetchErasurePlan, enabled: open });
  const form = useZodForm(deleteAccountBodySchema, empty, { idPrefix: 'delete-account' });
  const erase = useMutation({
    mutationFn: deleteAccount,
    meta: {
      successToast: {
        title: t('deleteAccount.deleted'),
        description: t('deleteAccount.deletedText'),
        variant: 'success',
      },
    },
  });

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      await erase.mutateAsync(body);
      setCurrentUser(queryClient, null);
      queryClient.clear();
      navigate('/');
    } catch (error) {
      form.setServerErrors(apiErrorDetails(error));
    }
  });

  const agreements = plan.data?.agreements ?? [];
  return (
    <Card component="section" aria-labelledby="delete-account-title">
      <CardContent>
        <Typography id="delete-account-title" variant="h6" component="h2">
          {t('deleteAccount.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2, lineHeight: 1.6 }}>
          {t('deleteAccount.intro')}
        </Typography>
        <Button variant="outlined" color="error" onClick={() => setOpen(true)}>
          {t('deleteAccount.open')}
        </Button>
      </CardContent>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        fullWidth
        maxWidth="sm"
        aria-labelledby="delete-dialog-title"
      >
        <Stack component="form" noValidate onSubmit={onSubmit}>
          <DialogTitle id="delete-dialog-title">{t('deleteAccount.dialogTitle')}</DialogTitle>
          <DialogContent>
            <Stack spacing={2}>
              <Typography variant="body2">{t('deleteAccount.dialogIntro')}</Typography>
              {plan.isPending ? (
                <Skeleton variant="rounded" height={56} />
              ) : agreements.length === 0 ? (
                <Typography variant="body2" color="text.secondary">
                  {t('deleteAccount.noAgreements')}
                </Typography>
              ) : (
                <Stack component="ul" spacing={0.5} sx={{ m: 0, pl: 2.5 }}>
                  {agreements.map((a) => (
                    <Typography
                      component="li"
                      variant="body2"
                      key={a.agreementId}
                      sx={{ overflowWrap: 'anywhere' }}
                    >
                      <strong>{a.title}</strong> – {erasureLine(a, t)}
                    </Typography>
                  ))}
                </Stack>
              )}
              {agreements.some((a) => a.outcome === 'kept') ? (
                <Alert severity="info">{t('deleteAccount.keptNote')}</Alert>
              ) : null}
              <Stack spacing={0.5}>
                <Typography variant="subtitle2" component="p" id="chat-choice-label">
                  {t('deleteAccount.chatMessages')}
                </Typography>
                <RadioGroup
                  aria-labelledby="chat-choice-label"
                  value={form.values.chatMessages}
                  onChange={(event) => form.setValue('chatMessages', event.target.value)}
                >
                  <FormControlLabel
                    value="anonymise"
                    control={<Radio />}
                    label={t('deleteAccount.keepMessages')}
                  />
                  <FormControlLabel
                    value="delete"
                    control={<Radio />}
                    label={t('deleteAccount.deleteMessages')}
                  />
                </RadioGroup>
              </Stack>
              <TextField
                {...form.field('password')}
                label={t('deleteAccount.password')}
                type="password"
                autoComplete="current-password"
              />
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setOpen(false)} disabled={erase.isPending}>
              {t('deleteAccount.cancel')}
            </Button>
            <Button type="submit" variant="contained" color="error" disabled={erase.isPending}>
              {erase.isPending ? t('deleteAccount.deleting') : t('deleteAccount.submit')}
            </Button>
          </DialogActions>
        </Stack>
      </Dialog>
    </Card>
  );
}
