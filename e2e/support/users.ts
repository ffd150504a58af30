import type { APIRequestContext, Browser } from '@playwright/test';

export interface TestUser {
  firstName: string;
  lastName: string;
  username: string;
  email: string;
  password: string;
}

let counter = 0;

/** A fresh, unique user (not yet registered). */
export function newUser(prefix = 'e2e'): TestUser {
  counter += 1;
  const id = `${Date.now().toString(36)}${process.pid}${counter}`;
  return {
    firstName: 'Ingrid',
    lastName: 'Bakke',
    username: `${prefix}_${id}`,
    email: `${prefix}.${id}@avtalt.test`,
    password: 'sikkert-passord1',
  };
}

/** Registers a user through the API (fast set-up for tests that are not about registration). */
export async function registerViaApi(
  request: APIRequestContext,
  user: TestUser = newUser(),
): Promise<TestUser> {
  const res = await request.post('/api/auth/register', { data: user });
  if (res.status() !== 201) throw new Error(`register failed: ${res.status()} ${await res.text()}`);
  return user;
}

/**
 * Two logged-in people with names of their own: Anne Hansen on a desktop (the project's 1280×800, or
 * `desktop`) and Bjørn Berg on a phone (390×844, touch), each with a page open.
 */
export async function desktopAndPhoneUsers(browser: Browser, desktop?: { width: number; height: number }) {
  const alice = await browser.newContext(desktop ? { viewport: desktop } : {});
  const bob = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
  });
  const userA = await registerViaApi(alice.request, {
    ...newUser('anne'),
    firstName: 'Anne',
    lastName: 'Hansen',
  });
  const userB = await registerViaApi(bob.request, {
    ...newUser('bjorn'),
    firstName: 'Bjørn',
    lastName: 'Berg',
  });
  return {
    alice,
    bob,
    userA,
    userB,
    nameA: `${userA.firstName} ${userA.lastName}`,
    nameB: `${userB.firstName} ${userB.lastName}`,
    a: await alice.newPage(),
    b: await bob.newPage(),
  };
}
