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

const empty: DeleteAccountBody = { password: '', chatMessages: 'anonymise' };

/**
 * «Slett kontoen min» on /profile (GDPR art. 17; docs/data-rights.md): the dialog shows what happens to each
 * agreement (deleted, «Tidligere deltaker», or kept for the others until a date), asks what to do with the
 * person's chat messages and for the password; once deleted, the person is logged out on the front page.
 */
export function DeleteAccountCard() {
  const [open, setOpen] = useState(false);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const plan = useQuery({ queryKey: erasureKeys.plan, queryFn: fetchErasurePlan, enabled: open });
  const form = useZodForm(deleteAccountBodySchema, empty, { idPrefix: 'delete-account' });
  const erase = useMutation({
    mutationFn: deleteAccount,
    meta: {
      successToast: {
        title: 'Kontoen din er slettet',
        description: 'Du får en siste e-post om hva som er beholdt for de andre.',
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
          Slett kontoen
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2, lineHeight: 1.6 }}>
          Kontoen og dataene om deg slettes. Avtaler som er signert, beholdes for de andre partene så lenge de
          kan trenge dem som bevis. Last gjerne ned dataene dine først.
        </Typography>
        <Button variant="outlined" color="error" onClick={() => setOpen(true)}>
          Slett kontoen min
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
          <DialogTitle id="delete-dialog-title">Slette kontoen din?</DialogTitle>
          <DialogContent>
            <Stack spacing={2}>
              <Typography variant="body2">
                Du logges ut overalt, og kontoen kan ikke hentes tilbake. Dette skjer med avtalene dine:
              </Typography>
              {plan.isPending ? (
                <Skeleton variant="rounded" height={56} />
              ) : agreements.length === 0 ? (
                <Typography variant="body2" color="text.secondary">
                  Du har ingen avtaler.
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
                      <strong>{a.title}</strong> – {erasureLine(a)}
                    </Typography>
                  ))}
                </Stack>
              )}
              {agreements.some((a) => a.outcome === 'kept') ? (
                <Alert severity="info">
                  Signerte avtaler er de andre partenes bevis. Navnene og den signerte PDF-en beholdes til
                  datoen som står, men kontoen din er ikke lenger knyttet til dem.
                </Alert>
              ) : null}
              <Stack spacing={0.5}>
                <Typography variant="subtitle2" component="p" id="chat-choice-label">
                  Meldingene dine i diskusjonene
                </Typography>
                <RadioGroup
                  aria-labelledby="chat-choice-label"
                  value={form.values.chatMessages}
                  onChange={(event) => form.setValue('chatMessages', event.target.value)}
                >
                  <FormControlLabel
                    value="anonymise"
                    control={<Radio />}
                    label="Behold teksten uten navnet mitt"
                  />
                  <FormControlLabel value="delete" control={<Radio />} label="Slett meldingene mine" />
                </RadioGroup>
              </Stack>
              <TextField
                {...form.field('password')}
                label="Passord"
                type="password"
                autoComplete="current-password"
              />
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setOpen(false)} disabled={erase.isPending}>
              Avbryt
            </Button>
            <Button type="submit" variant="contained" color="error" disabled={erase.isPending}>
              {erase.isPending ? 'Sletter...' : 'Slett kontoen for godt'}
            </Button>
          </DialogActions>
        </Stack>
      </Dialog>
    </Card>
  );
}
