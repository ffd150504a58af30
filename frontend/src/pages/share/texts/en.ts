import type { Texts } from '../../../i18n/page-texts';
import type { nb } from './nb';

export const en: Texts<typeof nb> = {
  page: {
    loading: 'Loading agreement...',
    loadError: 'Could not load this agreement. It may have been deleted, or the link may be invalid.',
    copyFailed: 'Could not copy',
    copyFailedText: 'Try copying the link yourself.',
    linkCopied: 'Link copied!',
    shareTitle: 'Share the agreement',
    link: 'Link to the agreement',
    copied: 'Copied',
    copyLink: 'Copy link',
    shareLink: 'Share link',
    seeComparison: 'See comparison',
    nextStepsTitle: 'What happens now?',
    nextSteps: {
      share: 'Share the link with the others who are to take part in the agreement.',
      answer: 'The others answer the same questions.',
      compare: 'You see the answers side by side and take a new round where you answered differently.',
      agree: 'When everyone agrees, you get a finished agreement that can be downloaded as a PDF.',
    },
  },
  copy: {
    shareText: 'Join an agreement: {{title}}',
    thanks: 'Thank you for your answers!',
    shareAgreement: 'Share the agreement',
    shareLead:
      'Share the link with the others who are to take part in “{{title}}”, so they can answer the same questions.',
    answerLead:
      'You have not answered yet. Answer the questions, and share the link with the others who are to take part in “{{title}}”.',
    waitingFor:
      'We are now waiting for answers from {{names}}. You will get an email when they have answered.',
    mailNote: 'You will get an email when someone answers the agreement.',
  },
  expected: {
    title: 'Participants',
    intro:
      'The agreement is not finished until this many have answered and everyone agrees – so that a family of four is not done once the first two agree.',
    label: 'How many are taking part?',
    range: 'Between {{min}} and {{max}}',
    outOfRange: 'The number of participants must be between {{min}} and {{max}}',
    save: 'Save',
    saving: 'Saving...',
  },
  blind: {
    title: 'Hidden answers',
    help: 'When answers are hidden, nobody sees what the others have answered until everyone has answered in the round – so nobody is swayed by the others’ answers.',
    label: 'Hide answers until everyone has answered',
  },
  invite: {
    title: 'Send an invitation by email',
    intro:
      'We send the link to the agreement to each address separately, so nobody sees the others’ addresses. An address receives at most {{max}} invitations from Avtalt per day, whoever sends them.',
    confirmFirst: 'Confirm your email address before you invite others',
    linkSentTo: 'We have sent a confirmation link to {{email}}.',
    notConfirmed:
      'Confirm your email address before you invite others. We can send you a new confirmation link.',
    shareAsBefore: 'You can still share the link to the agreement above.',
    resend: 'Send a new confirmation link',
    resent:
      'We have sent a new confirmation link. Check your inbox (and your spam folder), and send the invitations once your address is confirmed.',
    emails: 'Email addresses',
    emailsExample: 'ola@example.com, kari@example.com',
    emailsHelp: 'Separate the addresses with commas or spaces. At most {{max}} at a time.',
    checkAddresses: 'Check the addresses',
    send: 'Send invitation',
    sending: 'Sending...',
    sendFailed: 'Could not send the invitation. Please try again shortly.',
  },
  observers: {
    title: 'Observers',
    intro:
      'An observer, such as a lawyer or a mediator, can read the comparison, the discussion and the finished text of the agreement. An observer never answers and does not sign. The invitation is accepted with an account at the address you enter.',
    list: 'Observers of the agreement',
    confirmFirst: 'Confirm your email address before you invite an observer',
    linkSentTo: 'We have sent a confirmation link to {{email}}.',
    resend: 'Send a new confirmation link',
    email: 'The observer’s email address',
    emailInvalid: 'Enter a valid email address',
    limit: 'At most {{max}} observers per agreement.',
    limitReached: 'An agreement can have at most {{max}} observers. Remove one to invite someone new.',
    invite: 'Invite observer',
    inviting: 'Inviting...',
    inviteFailed: 'Could not invite the observer',
    invited: 'The invitation has been sent',
    invitedText: 'We have sent an invitation to {{address}}.',
    removeFailed: 'Could not remove the observer',
    removed: 'The observer has been removed',
    remove: 'Remove',
    removeNamed: 'Remove {{name}}',
    invitedByYou: 'Invited by you',
    invitedBy: 'Invited by {{name}}',
  },
};
