import type { APIRequestContext } from '@playwright/test';

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
  return { firstName: 'Ingrid', lastName: 'Bakke', username: `${prefix}_${id}`, email: `${prefix}.${id}@avtalt.test`, password: 'sikkert-passord1' };
}

/** Registers a user through the API (fast set-up for tests that are not about registration). */
export async function registerViaApi(request: APIRequestContext, user: TestUser = newUser()): Promise<TestUser> {
  const res = await request.post('/api/auth/register', { data: user });
  if (res.status() !== 201) throw new Error(`register failed: ${res.status()} ${await res.text()}`);
  return user;
}
