"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.parseClientFrame = parseClientFrame;
const contracts_1 = require("@avtalt/contracts");
const KNOWN_TYPES = new Set(contracts_1.WS_CLIENT_FRAME_TYPES);
/**
 * Reads one frame from a browser (spec §7) into a validated join or message, or says in Norwegian
 * what is wrong with it. Never throws: a bad frame is answered, and the connection stays usable.
 */
function parseClientFrame(raw) {
    if (typeof raw !== 'string')
        return { ok: false, message: contracts_1.ChatTexts.notJson };
    if (Buffer.byteLength(raw, 'utf8') > contracts_1.WS_MAX_FRAME_BYTES)
        return { ok: false, message: contracts_1.ChatTexts.frameTooLarge };
    // Before parsing, as for HTTP bodies: a deep `[[[…]]]` costs one pass over the text (security review N1).
    if ((0, contracts_1.jsonNestingExceeds)(raw))
        return { ok: false, message: contracts_1.Messages.tooDeeplyNested };
    let value;
    try {
        value = JSON.parse(raw);
    }
    catch {
        return { ok: false, message: contracts_1.ChatTexts.notJson };
    }
    if (typeof value !== 'object' || value === null || Array.isArray(value))
        return { ok: false, message: contracts_1.ChatTexts.invalidFrame };
    const problem = (0, contracts_1.inputTextProblem)(value);
    if (problem !== undefined)
        return { ok: false, message: problem.message };
    const type = value.type;
    if (typeof type !== 'string' || !KNOWN_TYPES.has(type))
        return { ok: false, message: contracts_1.ChatTexts.unknownType };
    const parsed = contracts_1.wsClientFrameSchema.safeParse(value);
    if (!parsed.success)
        return { ok: false, message: parsed.error.issues[0]?.message ?? contracts_1.ChatTexts.invalidFrame };
    return { ok: true, frame: parsed.data };
}
//# sourceMappingURL=client-frame.js.map