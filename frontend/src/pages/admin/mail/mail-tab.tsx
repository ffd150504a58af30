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
import { intlLocale } from '../../../i18n/i18n';
import { useAdminMailTexts } from './texts';
import { nb } from './texts/nb';

type MailTexts = ReturnType<typeof useAdminMailTexts>;

/** The formats of the log's times, by locale (one per language, made when first needed). */
const timeFormats = new Map<string, Intl.DateTimeFormat>();
/** A time of the log as the language in use writes it ('25. nov., 09:00' in bokmål), or '–' for none. */
function formatTime(iso: string | null): string {
  if (!iso) return '–';
  const locale = intlLocale();
  let format = timeFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      day: 'numeric',
      month: 'short',
      hour: '2-digit',
      minute: '2-digit',
    });
    timeFormats.set(locale, format);
  }
  return format.format(new Date(iso));
}

const STATE_COLORS: Record<MailState, 'default' | 'success' | 'error'> = {
  queued: 'default',
  sent: 'success',
  failed: 'error',
  withheld: 'default',
};

/** A queue's name in the queue view: its own for the queues the catalogue names, else 'E-post (…)' or as it is. */
function queueName(queue: string, t: MailTexts): string {
  if (Object.hasOwn(nb.queues.names, queue))
    return t(`queues.names.${queue as keyof typeof nb.queues.names}`);
  return /mail/i.test(queue) ? t('queues.otherMail', { queue }) : queue;
}

/** A BullMQ job state in the language in use; a state the catalogue does not name is shown as BullMQ names it. */
function jobStateName(state: string, t: MailTexts): string {
  return Object.hasOwn(nb.queues.states, state)
    ? t(`queues.states.${state as keyof typeof nb.queues.states}`)
    : state;
}

/**
 * The job queues (GET /api/admin/queues): counts per state; a service that did not answer says so. A queue
 * counts the jobs it holds now: the mail queue drops a job once it is sent, so its sent mails are counted in
 * the log below, not here.
 */
function QueuesCard() {
  const t = useAdminMailTexts();
  const queues = useQuery({
    queryKey: notificationKeys.queues,
    queryFn: fetchQueues,
    refetchInterval: 15_000,
  });
  return (
    <Card component="section" aria-labelledby="queues-title">
      <CardContent>
        <Typography id="queues-title" variant="h6" component="h2" sx={{ mb: 2 }}>
          {t('queues.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: -1.5, mb: 2 }}>
          {t('queues.intro')}
        </Typography>
        {queues.isError ? (
          <Typography color="error">{apiErrorMessage(queues.error, t('queues.loadFailed'))}</Typography>
        ) : null}
        {queues.isLoading ? <Typography color="text.secondary">{t('queues.loading')}</Typography> : null}
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(auto-fill, minmax(240px, 1fr))' },
          }}
        >
          {queues.data?.queues.map((queue: QueueStats) => (
            <Box key={queue.queue}>
              <Typography sx={{ fontWeight: 600 }}>{queueName(queue.queue, t)}</Typography>
              {queue.unavailable ? (
                <Typography variant="body2" color="error">
                  {t('queues.unavailable')}
                </Typography>
              ) : (
                <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.75, mt: 0.5 }}>
                  {Object.entries(queue.counts).map(([state, count]) => (
                    <Chip
                      key={state}
                      size="small"
                      variant="outlined"
                      label={`${jobStateName(state, t)}: ${count}`}
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
  const t = useAdminMailTexts();
  return (
    <Chip
      size="small"
      label={t(`states.${state}`)}
      color={STATE_COLORS[state]}
      variant={state === 'queued' ? 'outlined' : 'filled'}
    />
  );
}

/** One mail as a card (phones). */
function MailCard({ mail }: { mail: MailLogEntry }) {
  const t = useAdminMailTexts();
  return (
    <Box component="li" sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 1.5 }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
        <Typography sx={{ fontWeight: 600 }}>{t(`kinds.${mail.kind}`)}</Typography>
        <StateChip state={mail.state} />
      </Stack>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {t('card.to', { recipient: mail.maskedRecipient })}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('card.times', {
          created: formatTime(mail.createdAt),
          sent: formatTime(mail.sentAt),
          attempts: mail.attempts,
        })}
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
  const t = useAdminMailTexts();
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
              {t('log.title')}
            </Typography>
            {counts ? (
              <Typography variant="body2" color="text.secondary">
                {t('states.sent')}: {counts.sent ?? 0} · {t('states.queued')}: {counts.queued ?? 0} ·{' '}
                {t('states.failed')}: {counts.failed ?? 0} · {t('states.withheld')}: {counts.withheld ?? 0}
              </Typography>
            ) : null}
          </Box>
          <TextField
            select
            id="mail-state"
            label={t('log.state')}
            size="small"
            value={state}
            onChange={(event) => {
              setState(event.target.value as MailState | '');
              setOffset(0);
            }}
            sx={{ width: { xs: '100%', sm: 200 }, flexShrink: 0 }}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          >
            <MenuItem value="">{t('log.all')}</MenuItem>
            {(Object.keys(nb.states) as MailState[]).map((value) => (
              <MenuItem key={value} value={value}>
                {t(`states.${value}`)}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
        <Stack
          component="form"
          role="search"
          aria-label={t('log.searchLabel')}
          onSubmit={search}
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          sx={{ mb: 2, alignItems: { sm: 'flex-start' } }}
        >
          <TextField
            id="mail-search"
            label={t('log.search')}
            size="small"
            type="search"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            helperText={t('log.searchHelp')}
            slotProps={{ htmlInput: { maxLength: 320 } }}
            sx={{ flex: 1, minWidth: 0 }}
          />
          <Button type="submit" variant="outlined" sx={{ flexShrink: 0, mt: { sm: '2px' } }}>
            {t('log.search')}
          </Button>
        </Stack>
        {log.isError ? (
          <Typography color="error">{apiErrorMessage(log.error, t('log.loadFailed'))}</Typography>
        ) : null}
        {log.isLoading ? <Typography color="text.secondary">{t('log.loading')}</Typography> : null}
        {log.data && log.data.mails.length === 0 ? (
          <Typography color="text.secondary">{q || state ? t('log.noMatches') : t('log.none')}</Typography>
        ) : null}
        {log.data && log.data.mails.length > 0 ? (
          small ? (
            <Stack
              component="ul"
              spacing={1.5}
              sx={{ listStyle: 'none', p: 0, m: 0 }}
              aria-label={t('log.mails')}
            >
              {log.data.mails.map((mail) => (
                <MailCard key={mail.id} mail={mail} />
              ))}
            </Stack>
          ) : (
            <Box role="region" aria-label={t('log.table')} tabIndex={0} sx={{ overflowX: 'auto' }}>
              <Table size="small">
                <TableHead>
                  <TableRow>
                    <TableCell>{t('columns.kind')}</TableCell>
                    <TableCell>{t('columns.recipient')}</TableCell>
                    <TableCell>{t('columns.state')}</TableCell>
                    <TableCell align="right">{t('columns.attempts')}</TableCell>
                    <TableCell>{t('columns.error')}</TableCell>
                    <TableCell>{t('columns.created')}</TableCell>
                    <TableCell>{t('columns.sent')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {log.data.mails.map((mail) => (
                    <TableRow key={mail.id}>
                      <TableCell>{t(`kinds.${mail.kind}`)}</TableCell>
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
            aria-label={t('log.pages')}
            direction="row"
            sx={{ mt: 2, alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}
          >
            <Typography variant="body2" role="status">
              {t('log.showing', { from: shown === 0 ? 0 : offset + 1, to: offset + shown, total })}
            </Typography>
            <Stack direction="row" spacing={1}>
              <Button
                size="small"
                disabled={offset === 0}
                onClick={() => setOffset(Math.max(0, offset - MAIL_LOG_PAGE))}
              >
                {t('log.newer')}
              </Button>
              <Button
                size="small"
                disabled={offset + shown >= total}
                onClick={() => setOffset(offset + MAIL_LOG_PAGE)}
              >
                {t('log.older')}
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
