import type { MailLogEntry, MailState, QueueStats } from '@avtalt/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { apiErrorMessage } from '../../../api/http';
import { fetchMailLog, fetchQueues, notificationKeys } from '../../../api/notifications';
import { useSmallScreen } from '../../../hooks/use-small-screen';
import { MAIL_KIND_LABELS, MAIL_STATE_LABELS } from '../../../lib/notification-kinds.rules';

const time = new Intl.DateTimeFormat('nb-NO', {
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
});
const formatTime = (iso: string | null) => (iso ? time.format(new Date(iso)) : '–');
const STATE_COLORS: Record<MailState, 'default' | 'success' | 'error'> = {
  queued: 'default',
  sent: 'success',
  failed: 'error',
  withheld: 'default',
};

/** The names of the queues in the queue view. */
const QUEUE_NAMES: Record<string, string> = {
  'pdf-render': 'PDF-er',
  'pdf-seal': 'Signerte PDF-er (forsegling)',
  'question-generation': 'Spørsmålsgenerering',
  documents: 'PDF-er (documents)',
  templates: 'Spørsmålsgenerering (templates)',
  notifications: 'E-post (notifications)',
};
const queueName = (queue: string) =>
  QUEUE_NAMES[queue] ?? (/mail/i.test(queue) ? `E-post (${queue})` : queue);

/** BullMQ's job states in Norwegian; a state not named here is shown as BullMQ names it. */
const QUEUE_STATE_LABELS: Record<string, string> = {
  waiting: 'Venter',
  active: 'Pågår',
  completed: 'Fullført',
  failed: 'Feilet',
  delayed: 'Utsatt',
  paused: 'Pauset',
  prioritized: 'Prioritert',
  'waiting-children': 'Venter på deljobber',
};

/**
 * The job queues (GET /api/admin/queues): counts per state; a service that did not answer says so. A queue
 * counts the jobs it holds now: the mail queue drops a job once it is sent, so its sent mails are counted in
 * the log below, not here.
 */
function QueuesCard() {
  const queues = useQuery({
    queryKey: notificationKeys.queues,
    queryFn: fetchQueues,
    refetchInterval: 15_000,
  });
  return (
    <Card component="section" aria-labelledby="queues-title">
      <CardContent>
        <Typography id="queues-title" variant="h6" component="h2" sx={{ mb: 2 }}>
          Køer
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: -1.5, mb: 2 }}>
          Jobbene som ligger i køene nå. Sendte e-poster fjernes fra køen og telles i e-postloggen.
        </Typography>
        {queues.isError ? (
          <Typography color="error">{apiErrorMessage(queues.error, 'Kunne ikke hente køene.')}</Typography>
        ) : null}
        {queues.isLoading ? <Typography color="text.secondary">Laster køene ...</Typography> : null}
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(auto-fill, minmax(240px, 1fr))' },
          }}
        >
          {queues.data?.queues.map((queue: QueueStats) => (
            <Box key={queue.queue}>
              <Typography sx={{ fontWeight: 600 }}>{queueName(queue.queue)}</Typography>
              {queue.unavailable ? (
                <Typography variant="body2" color="error">
                  Tjenesten svarer ikke
                </Typography>
              ) : (
                <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.75, mt: 0.5 }}>
                  {Object.entries(queue.counts).map(([state, count]) => (
                    <Chip
                      key={state}
                      size="small"
                      variant="outlined"
                      label={`${QUEUE_STATE_LABELS[state] ?? state}: ${count}`}
                      color={state === 'failed' && count > 0 ? 'error' : 'default'}
                    />
                  ))}
                </Stack>
              )}
            </Box>
          ))}
        </Box>
      </CardContent>
    </Card>
  );
}

function StateChip({ state }: { state: MailState }) {
  return (
    <Chip
      size="small"
      label={MAIL_STATE_LABELS[state]}
      color={STATE_COLORS[state]}
      variant={state === 'queued' ? 'outlined' : 'filled'}
    />
  );
}

/** One mail as a card (phones). */
function MailCard({ mail }: { mail: MailLogEntry }) {
  return (
    <Box component="li" sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 1.5 }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
        <Typography sx={{ fontWeight: 600 }}>{MAIL_KIND_LABELS[mail.kind]}</Typography>
        <StateChip state={mail.state} />
      </Stack>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        Til {mail.maskedRecipient}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Laget {formatTime(mail.createdAt)} · sendt {formatTime(mail.sentAt)} · forsøk {mail.attempts}
      </Typography>
      {mail.lastError ? (
        <Typography variant="body2" color="error" sx={{ overflowWrap: 'anywhere' }}>
          {mail.lastError}
        </Typography>
      ) : null}
    </Box>
  );
}

/** Mails per page of the log. */
export const MAIL_LOG_PAGE = 50;

/**
 * The mail log (GET /api/admin/mails): newest first, filtered by state and a search, a page at a time;
 * addresses masked, never a body. The search runs when submitted (Enter or 'Søk'), not per keystroke: a
 * whole address is compared on the server with what the log keeps of it.
 */
function MailLogCard() {
  const [state, setState] = useState<MailState | ''>('');
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  const [offset, setOffset] = useState(0);
  const small = useSmallScreen();
  const log = useQuery({
    queryKey: notificationKeys.mails(state, q, offset),
    queryFn: () => fetchMailLog(state, { q, offset, limit: MAIL_LOG_PAGE }),
    placeholderData: keepPreviousData,
    refetchInterval: 15_000,
  });
  const counts = log.data?.counts;
  const total = log.data?.total ?? 0;
  const shown = log.data?.mails.length ?? 0;
  const search = (event: FormEvent) => {
    event.preventDefault();
    setQ(typed.trim());
    setOffset(0);
  };

  return (
    <Card component="section" aria-labelledby="mail-log-title">
      <CardContent>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 2 }}
        >
          <Box>
            <Typography id="mail-log-title" variant="h6" component="h2">
              E-postlogg
            </Typography>
            {counts ? (
              <Typography variant="body2" color="text.secondary">
                {MAIL_STATE_LABELS.sent}: {counts.sent ?? 0} · {MAIL_STATE_LABELS.queued}:{' '}
                {counts.queued ?? 0} · {MAIL_STATE_LABELS.failed}: {counts.failed ?? 0} ·{' '}
                {MAIL_STATE_LABELS.withheld}: {counts.withheld ?? 0}
              </Typography>
            ) : null}
          </Box>
          <TextField
            select
            id="mail-state"
            label="Status"
            size="small"
            value={state}
            onChange={(event) => {
              setState(event.target.value as MailState | '');
              setOffset(0);
            }}
            sx={{ width: { xs: '100%', sm: 200 }, flexShrink: 0 }}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          >
            <MenuItem value="">Alle</MenuItem>
            {(Object.keys(MAIL_STATE_LABELS) as MailState[]).map((value) => (
              <MenuItem key={value} value={value}>
                {MAIL_STATE_LABELS[value]}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
        <Stack
          component="form"
          role="search"
          aria-label="Søk i e-postloggen"
          onSubmit={search}
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          sx={{ mb: 2, alignItems: { sm: 'flex-start' } }}
        >
          <TextField
            id="mail-search"
            label="Søk"
            size="small"
            type="search"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            helperText="Hele adressen, en del av den maskerte (k***@example.no), en feilmelding eller avtalens id"
            slotProps={{ htmlInput: { maxLength: 320 } }}
            sx={{ flex: 1, minWidth: 0 }}
          />
          <Button type="submit" variant="outlined" sx={{ flexShrink: 0, mt: { sm: '2px' } }}>
            Søk
          </Button>
        </Stack>
        {log.isError ? (
          <Typography color="error">
            {apiErrorMessage(log.error, 'Kunne ikke hente e-postloggen.')}
          </Typography>
        ) : null}
        {log.isLoading ? <Typography color="text.secondary">Laster e-postloggen ...</Typography> : null}
        {log.data && log.data.mails.length === 0 ? (
          <Typography color="text.secondary">
            {q || state ? 'Ingen e-poster passer søket.' : 'Ingen e-poster.'}
          </Typography>
        ) : null}
        {log.data && log.data.mails.length > 0 ? (
          small ? (
            <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="E-poster">
              {log.data.mails.map((mail) => (
                <MailCard key={mail.id} mail={mail} />
              ))}
            </Stack>
          ) : (
            <Box role="region" aria-label="Tabell over e-poster" tabIndex={0} sx={{ overflowX: 'auto' }}>
              <Table size="small">
                <TableHead>
                  <TableRow>
                    <TableCell>Type</TableCell>
                    <TableCell>Mottaker</TableCell>
                    <TableCell>Status</TableCell>
                    <TableCell align="right">Forsøk</TableCell>
                    <TableCell>Feil</TableCell>
                    <TableCell>Laget</TableCell>
                    <TableCell>Sendt</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {log.data.mails.map((mail) => (
                    <TableRow key={mail.id}>
                      <TableCell>{MAIL_KIND_LABELS[mail.kind]}</TableCell>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>{mail.maskedRecipient}</TableCell>
                      <TableCell>
                        <StateChip state={mail.state} />
                      </TableCell>
                      <TableCell align="right">{mail.attempts}</TableCell>
                      <TableCell sx={{ minWidth: 180, maxWidth: 280, overflowWrap: 'break-word' }}>
                        {mail.lastError ?? '–'}
                      </TableCell>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatTime(mail.createdAt)}</TableCell>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatTime(mail.sentAt)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Box>
          )
        ) : null}
        {log.data && total > 0 ? (
          <Stack
            component="nav"
            aria-label="Sider i e-postloggen"
            direction="row"
            sx={{ mt: 2, alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}
          >
            <Typography variant="body2" role="status">
              Viser {shown === 0 ? 0 : offset + 1}–{offset + shown} av {total}
            </Typography>
            <Stack direction="row" spacing={1}>
              <Button
                size="small"
                disabled={offset === 0}
                onClick={() => setOffset(Math.max(0, offset - MAIL_LOG_PAGE))}
              >
                Nyere
              </Button>
              <Button
                size="small"
                disabled={offset + shown >= total}
                onClick={() => setOffset(offset + MAIL_LOG_PAGE)}
              >
                Eldre
              </Button>
            </Stack>
          </Stack>
        ) : null}
      </CardContent>
    </Card>
  );
}

/** The admin dashboard's 'E-post' tab: the job queues above the mail log (issue 17). */
export function MailTab() {
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <QueuesCard />
      <MailLogCard />
    </Box>
  );
}
