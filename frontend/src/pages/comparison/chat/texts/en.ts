import type { Texts } from '../../../../i18n/page-texts';
import type { nb } from './nb';

export const en: Texts<typeof nb> = {
  heading: 'Discussion',
  showing: 'Showing: {{question}}',
  showAll: 'Show the whole discussion',
  observerReadOnly:
    'You are an observer of this agreement: you can read the discussion, but not write in it.',
  writeAboutPoint: 'Write about this point',
  writeMessage: 'Write a message',
  messages: 'Messages',
  noMessages: 'No messages yet.',
  noMessagesStart: 'No messages yet. Start the discussion!',
  send: 'Send',
  you: 'You',
  unnamed: 'Participant',
  connecting: 'Connecting to the discussion…',
  reconnecting: 'Lost the connection. Trying again…',
};
