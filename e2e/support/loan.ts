import type { Browser } from '@playwright/test';
import { givePartyDetailsViaApi } from '../pages/result.page';
import { agreementOnTopic, submitAnswers } from './answers';
import { confirmAddress, signViaApi } from './signing';
import { desktopAndPhoneUsers } from './users';

export const LOAN = 'Lån mellom venner eller familie';

/**
 * Anne (desktop) and Bjørn (phone) on a catalogue topic with the test answers (`submitAnswers`: Anne is every
 * party question's answer, dates a month apart from 1 March 2027, 10 for amounts and numbers); both have answered,
 * given their dates of birth and confirmed their addresses; with `signed`, both have signed with their passwords
 * too. The two people and their pages, and the agreement's id.
 */
export async function finishedOnTopic(
  browser: Browser,
  desktop: { width: number; height: number },
  topic: string,
  { signed = false, birthDates = ['1.3.1985', '15.7.1990'] } = {},
) {
  const people = await desktopAndPhoneUsers(browser, desktop);
  const { alice, bob, userA, userB, a, b } = people;
  const { id } = await agreementOnTopic(alice.request, topic, 2);
  await submitAnswers(alice.request, id);
  await submitAnswers(bob.request, id);
  await givePartyDetailsViaApi(alice.request, id, { birthDate: birthDates[0] });
  await givePartyDetailsViaApi(bob.request, id, { birthDate: birthDates[1] });
  await confirmAddress(a, userA.email);
  await confirmAddress(b, userB.email);
  if (signed) {
    await signViaApi(alice.request, id, userA.password);
    await signViaApi(bob.request, id, userB.password);
  }
  return { ...people, id };
}

/**
 * Anne lends Bjørn money with the test answers — 10 kr paid out 1 March 2027, one instalment of 10 kr on 1 April
 * 2027 — as {@link finishedOnTopic}.
 */
export function finishedLoan(
  browser: Browser,
  desktop: { width: number; height: number },
  options: { signed?: boolean; birthDates?: string[] } = {},
) {
  return finishedOnTopic(browser, desktop, LOAN, options);
}
