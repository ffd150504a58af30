import {
  chooseShareMethod,
  detectShareEnvironment,
  isShareCancelled,
  shareLink,
  shareText,
} from './share.rules';

describe('chooseShareMethod', () => {
  it('uses the device share feature when there is one', () => {
    expect(chooseShareMethod({ canShare: true, canUseClipboard: true })).toBe('share');
  });

  it('copies to the clipboard without a share feature', () => {
    expect(chooseShareMethod({ canShare: false, canUseClipboard: true })).toBe('clipboard');
  });

  it('falls back to the hidden-textarea copy method without either', () => {
    expect(chooseShareMethod({ canShare: false, canUseClipboard: false })).toBe('textarea');
  });
});

describe('detectShareEnvironment', () => {
  const original = { share: navigator.share, canShare: navigator.canShare, clipboard: navigator.clipboard };
  afterEach(() => {
    Object.assign(navigator, { share: original.share, canShare: original.canShare });
    Object.defineProperty(navigator, 'clipboard', { value: original.clipboard, configurable: true });
  });

  it('sees no share feature in a plain browser without it', () => {
    Object.assign(navigator, { share: undefined, canShare: undefined });
    expect(detectShareEnvironment({ url: 'https://x' }).canShare).toBe(false);
  });

  it('respects canShare refusing the data', () => {
    Object.assign(navigator, { share: jest.fn(), canShare: () => false });
    expect(detectShareEnvironment({ url: 'https://x' }).canShare).toBe(false);
  });

  it('sees the share feature and the clipboard', () => {
    Object.assign(navigator, { share: jest.fn(), canShare: () => true });
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: jest.fn() }, configurable: true });
    expect(detectShareEnvironment({ url: 'https://x' })).toEqual({ canShare: true, canUseClipboard: true });
  });
});

describe('share texts', () => {
  it('builds the link from the origin and the id', () => {
    expect(shareLink('https://avtalt.no/', 'abc')).toBe('https://avtalt.no/avtale/abc');
  });

  it('writes the share text of spec §9', () => {
    expect(shareText('Husleie')).toBe('Bli med på en avtale: Husleie');
  });

  it('treats a closed share sheet as cancelled', () => {
    const abort = new Error('cancel');
    abort.name = 'AbortError';
    expect(isShareCancelled(abort)).toBe(true);
    expect(isShareCancelled(new Error('x'))).toBe(false);
  });
});
