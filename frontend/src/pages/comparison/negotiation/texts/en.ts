import type { Texts } from '../../../../i18n/page-texts';
import type { nb } from './nb';

export const en: Texts<typeof nb> = {
  sources: {
    library: 'Common solution',
    midpoint: 'Halfway between the answers',
    answer: 'One of the answers',
    model: 'Draft from a language model',
  },
  people: {
    you: 'you',
    unnamed: 'Participant',
    and: 'and',
  },
  proposal: {
    accepted: 'Everyone has accepted: {{text}} It applies from the next round.',
    declinedByYou: 'You declined the proposal: {{text}} You can propose something else.',
    declinedBy: '{{name}} declined the proposal: {{text}} You can propose something else.',
    declinedBySomeone: 'Someone declined the proposal: {{text}} You can propose something else.',
    youPropose: 'You propose: {{text}}',
    proposes: '{{name}} proposes: {{text}}',
    acceptedBy: 'Accepted by: {{names}}',
    waitingFor: 'Waiting for: {{names}}',
    pendingBlocks: 'A proposal is awaiting answers. Answer it, or wait until it has been declined.',
    acceptedBlocks: 'You have already accepted a proposal for this point.',
  },
  row: {
    accept: 'Accept',
    decline: 'Decline',
    allCanAccept: 'Everyone can accept another answer here – choose one together.',
    findCompromise: 'Find a compromise',
  },
  panel: {
    options: 'Suggested compromises',
    noOptions: 'No ready-made suggestions for this point. Write a suggestion in the discussion.',
    meaning: 'This means:',
    propose: 'Propose',
    proposeOption: 'Propose: {{text}}',
    draft: 'Draft one with a language model',
    drafting: 'The language model is writing a draft …',
    draftingLabel: 'The language model is writing a draft',
    marks: 'Your private marks',
    marksNote: 'Only you can see this. The others see it only when it matches what they have marked.',
    canAccept: 'I can accept the other answer',
    important: 'Important to me',
    marksLocked: 'Shown to the others – cannot be withdrawn in this round',
    discuss: 'Discuss this point',
    close: 'Close',
  },
  trades: {
    heading: 'Suggested trade',
    text: 'Only the two of you see this suggestion. It is only a suggestion.',
    propose: 'Propose the trade',
  },
  errors: {
    generic: 'Something went wrong. Please try again later.',
    draft: 'The language model could not make a suggestion right now. Please try again later.',
  },
};
