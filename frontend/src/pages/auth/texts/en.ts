import type { Texts } from '../../../i18n/page-texts';
import type { nb } from './nb';

export const en: Texts<typeof nb> = {
  fields: {
    email: 'Email',
    password: 'Password',
  },
  page: {
    welcomeBack: 'Welcome back',
    createAccount: 'Create an account',
    loginIntro: 'Pick up where you left off with your agreements.',
    registerIntro: 'It takes less than a minute, and it’s completely free.',
    tabs: 'Log in or register',
    logInTab: 'Log in',
    registerTab: 'Register',
    toRegister: 'New to Avtalt? <a>Create an account</a>',
    toLogin: 'Already have an account? <a>Log in</a>',
  },
  sidePanel: {
    title: 'Agreements without misunderstandings',
    text: 'With Avtalt you make agreements with friends, family and colleagues through short questions – yes or no, a choice, an amount or a date.',
    bullets: {
      binding: 'Legally binding agreements',
      guidance: 'Step-by-step guidance through every question',
      negotiation: 'AI support in the negotiations',
      signing: 'Secure digital signing',
      overview: 'An overview of all your agreements',
    },
  },
  login: {
    forgotPassword: 'Forgot password?',
    loggingIn: 'Logging in...',
    logIn: 'Log in',
  },
  register: {
    firstName: 'First name',
    lastName: 'Last name',
    username: 'Username',
    confirmPassword: 'Confirm password',
    registering: 'Registering...',
    register: 'Register',
    privacy: 'Read about privacy',
    newTab: '(opens in a new tab)',
  },
  forgotPassword: {
    title: 'Forgot password?',
    intro:
      'Enter the email address you registered with, and we will send you a link to create a new password.',
    sent: 'If there is an account with this address, we have sent it a link to create a new password. The link works for one hour.',
    failed: 'Could not send the link. Please try again shortly.',
    close: 'Close',
    cancel: 'Cancel',
    sending: 'Sending...',
    send: 'Send link',
  },
  confirmAddress: {
    title: 'Confirm your email address',
    sentTo:
      'We have sent a link to <email>{{email}}</email>. Open the email and press “Confirm the e-mail address”.',
    notFound:
      'Can’t find the email? Look in your spam folder, or ask for a new link. If the address is wrong, you can change it under “My profile”.',
    continueToAgreement: 'Continue to the agreement',
    continue: 'Continue',
    resend: 'Send the link again',
  },
};
