import type { ChatMessage } from '@avtalt/contracts';
import { CHAT_MAX_LENGTH } from '@avtalt/contracts/constants';
import SendIcon from '@mui/icons-material/Send';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { forwardRef, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { AgreementSocketState } from '../../hooks/use-agreement-socket';
import type { SocketStatus } from '../../lib/agreement-socket';
import {
  authorLabel,
  canSend,
  connectionText,
  counterText,
  formatChatTime,
  isOwnMessage,
  isSendKey,
} from './comparison-chat.rules';
import { messagesFor, shortQuestion } from './comparison-chat.rules';
import { useComparisonChatTexts } from './chat/texts';

export interface ComparisonChatProps {
  /** The page's one connection (useAgreementSocket), shared with the comparison's live updates. */
  chat: AgreementSocketState;
  /** The logged-in user's id: their own messages say 'Deg'. */
  viewerId: string | null;
  /**
   * Issue 19: the discussion filtered to one question ('Diskuter dette punktet'); messages sent meanwhile are
   * tagged with it. Null or absent: the whole discussion.
   */
  filter?: { questionId: string; text: string } | null;
  onClearFilter?: () => void;
  /** The texts of the agreement's questions, for the chip of a tagged message. */
  questionTexts?: Map<string, string>;
  /** An observer: reads the discussion, and is shown no input (the server refuses what they send). */
  readOnly?: boolean;
}

/** The discussion of a comparison for logged-in users (spec §2, §7 WebSocket /ws). */
export const ComparisonChat = forwardRef<HTMLTextAreaElement, ComparisonChatProps>(function ComparisonChat(
  { chat, viewerId, filter = null, onClearFilter, questionTexts, readOnly = false },
  inputRef,
) {
  const t = useComparisonChatTexts();
  const headingId = useId();
  const shown = messagesFor(chat.messages, filter?.questionId ?? null);
  return (
    <Card component="section" aria-labelledby={headingId} id="diskusjon">
      <CardContent sx={{ p: { xs: 2, sm: 3 }, '&:last-child': { pb: { xs: 2, sm: 3 } } }}>
        <Typography id={headingId} variant="h6" component="h2" sx={{ mb: 1.5 }}>
          {t('heading')}
        </Typography>
        {filter ? (
          <Box
            data-testid="chat-filter"
            sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1.5 }}
          >
            <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
              {t('showing', { question: filter.text })}
            </Typography>
            <Button size="small" onClick={onClearFilter}>
              {t('showAll')}
            </Button>
          </Box>
        ) : null}
        <MessageList
          messages={shown}
          viewerId={viewerId}
          connected={chat.status === 'open'}
          questionTexts={filter ? undefined : questionTexts}
          readOnly={readOnly}
        />
        {/* Always rendered, so screen readers announce the text when it appears. */}
        <Typography
          role="status"
          variant="body2"
          color="text.secondary"
          sx={{ mt: 1, '&:empty': { display: 'none' } }}
        >
          {connectionText(chat.status, t)}
        </Typography>
        {readOnly ? (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }} data-testid="chat-read-only">
            {t('observerReadOnly')}
          </Typography>
        ) : (
          <MessageInput
            ref={inputRef}
            status={chat.status}
            send={filter ? (content) => chat.send(content, filter.questionId) : chat.send}
            error={chat.error}
            label={filter ? t('writeAboutPoint') : t('writeMessage')}
          />
        )}
      </CardContent>
    </Card>
  );
});

function MessageList({
  messages,
  viewerId,
  connected,
  questionTexts,
  readOnly,
}: {
  messages: ChatMessage[];
  viewerId: string | null;
  connected: boolean;
  questionTexts?: Map<string, string>;
  readOnly: boolean;
}) {
  const t = useComparisonChatTexts();
  const listRef = useRef<HTMLDivElement>(null);
  const newestId = messages.at(-1)?.id;
  // Keep the newest message in view whenever one arrives (or the history loads).
  useEffect(() => {
    const list = listRef.current;
    if (list && newestId) list.scrollTop = list.scrollHeight;
  }, [newestId]);

  const now = new Date();
  return (
    <Box
      ref={listRef}
      role="log"
      aria-live="polite"
      aria-label={t('messages')}
      // A scrollable region must be reachable by keyboard to be scrolled without a mouse.
      tabIndex={0}
      sx={(t) => ({
        maxHeight: '15rem',
        overflowY: 'auto',
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        p: 1.5,
        bgcolor: alpha(t.palette.text.primary, 0.02),
        '&:focus-visible': { outline: `2px solid ${t.palette.primary.main}`, outlineOffset: 2 },
      })}
    >
      {messages.length === 0 ? (
        connected ? (
          <Typography variant="body2" color="text.secondary">
            {readOnly ? t('noMessages') : t('noMessagesStart')}
          </Typography>
        ) : null
      ) : (
        <Stack component="ol" spacing={1.25} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {messages.map((message) => (
            <MessageItem
              key={message.id}
              message={message}
              own={isOwnMessage(message, viewerId)}
              label={authorLabel(message, viewerId, t)}
              time={formatChatTime(message.createdAt, now)}
              question={message.questionId ? (questionTexts?.get(message.questionId) ?? null) : null}
            />
          ))}
        </Stack>
      )}
    </Box>
  );
}

function MessageItem({
  message,
  own,
  label,
  time,
  question,
}: {
  message: ChatMessage;
  own: boolean;
  label: string;
  time: string;
  /** The text of the question the message is tagged with (shown shortened), or null. */
  question: string | null;
}) {
  return (
    <Box
      component="li"
      sx={{ display: 'flex', flexDirection: 'column', alignItems: own ? 'flex-end' : 'flex-start' }}
    >
      <Box
        sx={(t) => ({
          maxWidth: { xs: '92%', sm: '80%' },
          minWidth: 0,
          px: 1.5,
          py: 1,
          borderRadius: 2,
          bgcolor: own ? alpha(t.palette.primary.main, 0.1) : t.palette.background.paper,
          border: 1,
          borderColor: own ? alpha(t.palette.primary.main, 0.25) : 'divider',
        })}
      >
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: 1 }}>
          <Typography variant="subtitle2" component="span" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
            {label}
          </Typography>
          <Typography variant="caption" color="text.secondary" component="time" dateTime={message.createdAt}>
            {time}
          </Typography>
        </Box>
        {question ? (
          <Chip
            size="small"
            variant="outlined"
            label={shortQuestion(question)}
            title={question}
            data-testid="chat-question-chip"
            sx={{ my: 0.5, maxWidth: '100%' }}
          />
        ) : null}
        <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {message.content}
        </Typography>
      </Box>
    </Box>
  );
}

const MessageInput = forwardRef<
  HTMLTextAreaElement,
  { status: SocketStatus; send: (content: string) => boolean; error: string | null; label: string }
>(function MessageInput({ status, send, error, label }, inputRef) {
  const t = useComparisonChatTexts();
  const [text, setText] = useState('');
  const ready = canSend(text, status);
  const counter = counterText(text.length);

  const submit = () => {
    if (!ready) return;
    // Nothing is shown yet: the message appears when the server echoes it back.
    if (send(text)) setText('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!isSendKey({ key: event.key, shiftKey: event.shiftKey, isComposing: event.nativeEvent.isComposing }))
      return;
    event.preventDefault();
    submit();
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      sx={{ mt: 2 }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <TextField
          label={label}
          inputRef={inputRef}
          multiline
          maxRows={4}
          fullWidth
          size="small"
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          helperText={counter}
          slotProps={{ htmlInput: { maxLength: CHAT_MAX_LENGTH } }}
        />
        <Button
          type="submit"
          variant="contained"
          disabled={!ready}
          endIcon={<SendIcon />}
          sx={{ flexShrink: 0, minHeight: 40 }}
        >
          {t('send')}
        </Button>
      </Stack>
      {error ? (
        <Alert severity="error" sx={{ mt: 1.5 }}>
          {error}
        </Alert>
      ) : null}
    </Box>
  );
});
