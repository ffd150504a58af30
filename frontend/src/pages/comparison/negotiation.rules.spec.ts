import type { Proposal } from '@avtalt/contracts';
import {
  canPropose,
  nameList,
  personName,
  proposalView,
  proposeBlockedText,
  SOURCE_LABELS,
} from './negotiation.rules';

const kari = { participantId: 'p1', userName: 'Kari', isYou: true };
const ola = { participantId: 'p2', userName: 'Ola Hansen', isYou: false };
const per = { participantId: 'p3', userName: 'Per', isYou: false };

const proposal = (over: Partial<Proposal> = {}): Proposal => ({
  id: 'c0ffee00-0000-4000-8000-000000000021',
  optionId: 'library:0',
  questionId: 'c0ffee00-0000-4000-8000-000000000022',
  round: 1,
  source: 'library',
  text: 'Skal husleien deles etter inntekt?',
  clause: 'Husleien deles etter inntekt.',
  value: null,
  display: null,
  description: null,
  status: 'pending',
  proposedBy: ola,
  acceptedBy: [ola],
  declinedBy: null,
  waitingFor: [kari],
  createdAt: '2026-01-02T10:00:00.000Z',
  ...over,
});

describe('negotiation rules', () => {
  it('names each source of an option', () => {
    expect(SOURCE_LABELS).toEqual({
      library: 'Vanlig løsning',
      midpoint: 'Midt mellom svarene',
      answer: 'Et av svarene',
      model: 'Forslag laget med KI',
      limits: 'Grensene deres møttes',
    });
  });

  it('names people: the caller as deg, lists with og', () => {
    expect(personName(kari)).toBe('deg');
    expect(personName({ userName: '  ', isYou: false })).toBe('Deltaker');
    expect(nameList([ola])).toBe('Ola Hansen');
    expect(nameList([ola, kari])).toBe('Ola Hansen og deg');
    expect(nameList([ola, per, kari])).toBe('Ola Hansen, Per og deg');
  });

  it('asks the caller to answer a pending proposal only when they are waited for', () => {
    const waitingForMe = proposalView(proposal());
    expect(waitingForMe).toEqual({
      status: 'pending',
      headline: 'Ola Hansen foreslår: Skal husleien deles etter inntekt?',
      acceptedLine: 'Godtatt av: Ola Hansen',
      waitingLine: 'Venter på: deg',
      canRespond: true,
      aiLine: null,
    });
    // The proposer sees who is left, and no buttons.
    const mine = proposalView(proposal({ proposedBy: kari, acceptedBy: [kari], waitingFor: [ola, per] }));
    expect(mine?.headline).toBe('Du foreslår: Skal husleien deles etter inntekt?');
    expect(mine?.waitingLine).toBe('Venter på: Ola Hansen og Per');
    expect(mine?.canRespond).toBe(false);
    // A third person who already accepted: no buttons either.
    expect(proposalView(proposal({ acceptedBy: [ola, kari], waitingFor: [per] }))?.canRespond).toBe(false);
  });

  it('says an accepted proposal applies from the next round, and a declined one frees the point', () => {
    const accepted = proposalView(proposal({ status: 'accepted', acceptedBy: [ola, kari], waitingFor: [] }));
    expect(accepted).toMatchObject({
      headline: 'Alle har godtatt: Skal husleien deles etter inntekt? Det gjelder fra neste runde.',
      canRespond: false,
      aiLine: null,
      waitingLine: null,
    });
    const declined = proposalView(proposal({ status: 'declined', declinedBy: kari, waitingFor: [] }));
    expect(declined?.headline).toBe(
      'Du avslo forslaget: Skal husleien deles etter inntekt? Dere kan foreslå noe annet.',
    );
    expect(
      proposalView(proposal({ status: 'accepted', text: 'Hva er lånebeløpet? 15 000 kr' }))?.headline,
    ).toBe('Alle har godtatt: Hva er lånebeløpet? 15 000 kr. Det gjelder fra neste runde.');
    expect(proposalView(null)).toBeNull();
  });

  it('offers Foreslå when the point is free: no proposal, or the last one declined', () => {
    expect(canPropose({ proposal: null })).toBe(true);
    expect(canPropose({ proposal: proposal({ status: 'declined' }) })).toBe(true);
    expect(canPropose({ proposal: proposal() })).toBe(false);
    expect(canPropose({ proposal: proposal({ status: 'accepted' }) })).toBe(false);
    expect(proposeBlockedText({ proposal: null })).toBeNull();
    expect(proposeBlockedText({ proposal: proposal() })).toMatch(/venter på svar/);
    expect(proposeBlockedText({ proposal: proposal({ status: 'accepted' }) })).toMatch(/allerede godtatt/);
  });
});
