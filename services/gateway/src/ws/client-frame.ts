import {
  ChatTexts,
  inputTextProblem,
  jsonNestingExceeds,
  Messages,
  WS_CLIENT_FRAME_TYPES,
  WS_MAX_FRAME_BYTES,
  type WsClientFrame,
  wsClientFrameSchema,
} from '@avtalt/contracts';

export type ClientFrameResult = { ok: true; frame: WsClientFrame } | { ok: false; message: string };

const KNOWN_TYPES = new Set(WS_CLIENT_FRAME_TYPES);

/**
 * Reads one frame from a browser (spec §7) into a validated join or message, or says in Norwegian
 * what is wrong with it. Never throws: a bad frame is answered, and the connection stays usable.
 */
export function parseClientFrame(raw: unknown): ClientFrameResult {
  if (typeof raw !== 'string') return { ok: false, message: ChatTexts.notJson };
  if (Buffer.byteLength(raw, 'utf8') > WS_MAX_FRAME_BYTES)
    return { ok: false, message: ChatTexts.frameTooLarge };
  // Before parsing, as for HTTP bodies: a deep `[[[…]]]` costs one pass over the text (security review N1).
  if (jsonNestingExceeds(raw)) return { ok: false, message: Messages.tooDeeplyNested };
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return { ok: false, message: ChatTexts.notJson };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return { ok: false, message: ChatTexts.invalidFrame };
  const problem = inputTextProblem(value);
  if (problem !== undefined) return { ok: false, message: problem.message };
  const type = (value as { type?: unknown }).type;
  if (typeof type !== 'string' || !KNOWN_TYPES.has(type))
    return { ok: false, message: ChatTexts.unknownType };
  const parsed = wsClientFrameSchema.safeParse(value);
  if (!parsed.success)
    return { ok: false, message: parsed.error.issues[0]?.message ?? ChatTexts.invalidFrame };
  return { ok: true, frame: parsed.data };
}
