import {
  chooseShareMethod,
  detectShareEnvironment,
  isShareCancelled,
  shareCopy,
  shareLink,
  shareText,
} from './share.rules';
import { agreementNextStep, type AgreementFacts } from '../../lib/agreement-next-step.rules';

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

describe('shareCopy (issue 34)', () => {
  const person = (id: string, o: Partial<AgreementFacts['participants'][number]>) => ({
    id,
    userName: id === 'p1' ? 'Anne Hansen' : 'Bjørn Berg',
    hasResponded: false,
    isYou: false,
    hasDetails: true,
    ...o,
  });
  const step = (o: Partial<AgreementFacts>) =>
    agreementNextStep({
      agreementId: 'a1',
      loggedIn: true,
      agreement: {
        status: 'in_progress',
        currentRound: 1,
        maxRounds: 5,
        expectedParticipants: 2,
        isInitiator: true,
        participants: [],
        ...o,
      },
    });

  it('thanks and asks to share while others still have to join', () => {
    const copy = shareCopy(
      step({ participants: [person('p1', { isYou: true, hasResponded: true })] }),
      'Lån',
      true,
    );
    expect(copy).toEqual({
      heading: 'Takk for svarene dine!',
      lead: 'Del lenken med de andre som skal være med på «Lån», så kan de svare på de samme spørsmålene.',
      shareIsPrimary: true,
      showSteps: true,
      mailNote: 'Du får en e-post når noen svarer på avtalen.',
    });
  });

  it('names whom we wait for once everyone has joined', () => {
    const copy = shareCopy(
      step({ participants: [person('p1', { isYou: true, hasResponded: true }), person('p2', {})] }),
      'Lån',
      true,
    );
    expect(copy.lead).toBe('Nå venter vi på svar fra Bjørn Berg. Du får en e-post når de har svart.');
    expect(copy.shareIsPrimary).toBe(false);
    expect(copy.showSteps).toBe(false);
  });

  it('asks one who has not answered to answer first', () => {
    const copy = shareCopy(step({ participants: [person('p1', { isYou: true })] }), 'Lån', false);
    expect(copy.heading).toBe('Del avtalen');
    expect(copy.shareIsPrimary).toBe(false);
  });

  it('says where a closed round or a finished agreement stands, with no «Del lenken»', () => {
    const closed = shareCopy(
      step({
        participants: [
          person('p1', { isYou: true, hasResponded: true }),
          person('p2', { hasResponded: true }),
        ],
      }),
      'Lån',
      true,
    );
    expect(closed).toMatchObject({
      heading: 'Alle har svart',
      shareIsPrimary: false,
      showSteps: false,
      mailNote: null,
    });
    const done = shareCopy(
      step({
        status: 'completed',
        participants: [
          person('p1', { isYou: true, hasResponded: true }),
          person('p2', { hasResponded: true }),
        ],
      }),
      'Lån',
      true,
    );
    expect(done).toMatchObject({ heading: 'Avtalen er fullført', showSteps: false });
    expect(done.lead).not.toContain('Del lenken');
  });
});
