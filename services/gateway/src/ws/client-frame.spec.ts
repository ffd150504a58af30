import { CHAT_MAX_LENGTH, ChatTexts, Messages, WS_MAX_FRAME_BYTES } from '@avtalt/contracts';
import { parseClientFrame } from './client-frame';

const agreementId = '6f1d3c8e-8a8f-4f55-9d8e-2b7f5d0c1a11';

describe('parseClientFrame', () => {
  it('reads a join and ignores the identity the client claims', () => {
    const result = parseClientFrame(
      JSON.stringify({ type: 'join', agreementId, userId: 'someone-else', userName: 'Eve' }),
    );
    expect(result).toEqual({
      ok: true,
      frame: { type: 'join', agreementId, userId: 'someone-else', userName: 'Eve' },
    });
  });

  it('refuses control characters in a message, in Norwegian', () => {
    const result = parseClientFrame(JSON.stringify({ type: 'message', agreementId, content: 'hei\u0000' }));
    expect(result).toEqual({ ok: false, message: 'Teksten inneholder ugyldige tegn (kontrolltegn)' });
  });

  it('refuses a lone surrogate in a message or a key, as HTTP bodies do', () => {
    // JSON.stringify writes a lone surrogate as the escape \ud800, which JSON.parse turns back into one.
    expect(parseClientFrame(JSON.stringify({ type: 'message', agreementId, content: 'hei\ud800' }))).toEqual({
      ok: false,
      message: Messages.illFormedText,
    });
    expect(parseClientFrame(`{"type":"join","agreementId":"${agreementId}","\\udfff":1}`)).toEqual({
      ok: false,
      message: Messages.illFormedText,
    });
  });

  it('refuses a frame nested deeper than 32 before parsing it, and lets 32 through to the schema', () => {
    const nested = (levels: number) => '['.repeat(levels) + ']'.repeat(levels);
    expect(
      parseClientFrame(`{"type":"message","agreementId":"${agreementId}","content":${nested(32)}}`),
    ).toEqual({
      ok: false,
      message: Messages.tooDeeplyNested,
    });
    expect(
      parseClientFrame(`{"type":"message","agreementId":"${agreementId}","content":${nested(31)}}`),
    ).toEqual({
      ok: false,
      message: ChatTexts.invalidFrame,
    });
    expect(parseClientFrame(nested(8000))).toEqual({ ok: false, message: Messages.tooDeeplyNested });
  });

  it('trims the content of a message', () => {
    const result = parseClientFrame(JSON.stringify({ type: 'message', agreementId, content: '  hei  \n' }));
    expect(result.ok && result.frame.type === 'message' && result.frame.content).toBe('hei');
  });

  it('reads the question a message is about (issue 19), and refuses one that is not an id', () => {
    const questionId = '0b5e9f7a-3c1d-4e2f-8a9b-1c2d3e4f5a6b';
    const tagged = parseClientFrame(
      JSON.stringify({ type: 'message', agreementId, content: 'Om husleien', questionId }),
    );
    expect(tagged.ok && tagged.frame.type === 'message' && tagged.frame.questionId).toBe(questionId);
    const untagged = parseClientFrame(
      JSON.stringify({ type: 'message', agreementId, content: 'Hei', questionId: null }),
    );
    expect(untagged.ok && untagged.frame.type === 'message' && untagged.frame.questionId).toBeNull();
    expect(
      parseClientFrame(
        JSON.stringify({ type: 'message', agreementId, content: 'Hei', questionId: 'spørsmål-1' }),
      ),
    ).toEqual({
      ok: false,
      message: ChatTexts.invalidQuestionId,
    });
  });

  it.each([
    ['not JSON', '{type: join', ChatTexts.notJson],
    ['binary', Buffer.from('{}'), ChatTexts.notJson],
    ['an array', '[1,2]', ChatTexts.invalidFrame],
    ['null', 'null', ChatTexts.invalidFrame],
    ['an unknown type', JSON.stringify({ type: 'shout', agreementId }), ChatTexts.unknownType],
    ['no type', JSON.stringify({ agreementId }), ChatTexts.unknownType],
    ['a join without agreement', JSON.stringify({ type: 'join' }), ChatTexts.invalidAgreementId],
    [
      'a join with a bad agreement id',
      JSON.stringify({ type: 'join', agreementId: '../etc' }),
      ChatTexts.invalidAgreementId,
    ],
    ['a message without content', JSON.stringify({ type: 'message', agreementId }), ChatTexts.invalidFrame],
    [
      'a message with numeric content',
      JSON.stringify({ type: 'message', agreementId, content: 42 }),
      ChatTexts.invalidFrame,
    ],
    ['whitespace only', JSON.stringify({ type: 'message', agreementId, content: ' \n\t ' }), ChatTexts.empty],
    [
      'too long',
      JSON.stringify({ type: 'message', agreementId, content: 'x'.repeat(CHAT_MAX_LENGTH + 1) }),
      ChatTexts.tooLong,
    ],
    [
      'a huge frame',
      JSON.stringify({ type: 'message', agreementId, content: 'x'.repeat(WS_MAX_FRAME_BYTES) }),
      ChatTexts.frameTooLarge,
    ],
  ])('refuses %s with a Norwegian message', (_name, raw, message) => {
    expect(parseClientFrame(raw)).toEqual({ ok: false, message });
  });

  it('accepts exactly the longest message', () => {
    expect(
      parseClientFrame(JSON.stringify({ type: 'message', agreementId, content: 'æ'.repeat(CHAT_MAX_LENGTH) }))
        .ok,
    ).toBe(true);
  });
});
