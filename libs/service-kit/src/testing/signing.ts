import type { SignaturesView } from '@avtalt/contracts';
import { confirmAddressForTests, eventually, TestClient, unique } from './test-env';

/**
 * Signs an agreement with the account's password as its party (`POST /api/agreements/{id}/signatures`), once the
 * text to sign is made (documents renders it: up to 30 s); throws with the status and body when refused.
 */
export async function signWithPassword(
  party: TestClient,
  agreementId: string,
  password: string,
): Promise<void> {
  const textSha256 = await eventually(
    async () =>
      (await party.get<SignaturesView>(`/api/agreements/${agreementId}/signatures`)).body.textSha256 ??
      undefined,
    30_000,
    'the text to sign',
  );
  const res = await party.post(`/api/agreements/${agreementId}/signatures`, {
    consent: true,
    password,
    textSha256,
  });
  if (res.status !== 201) throw new Error(`signing refused: ${res.status} ${JSON.stringify(res.body)}`);
}

/**
 * A new account through the gateway (`POST /api/auth/register`), its address confirmed in identity's database
 * (signing asks for it), logged in as `http`'s cookie. `ip` is the client address the gateway's limits count.
 */
export async function registerConfirmed(
  gatewayUrl: string,
  identityDatabase: string,
  person: { firstName: string; lastName: string; password: string; ip: string },
): Promise<TestClient> {
  const http = new TestClient(gatewayUrl, { 'x-forwarded-for': person.ip });
  const email = `${person.firstName.toLowerCase()}.${unique()}@example.no`;
  const res = await http.post('/api/auth/register', {
    firstName: person.firstName,
    lastName: person.lastName,
    username: `u_${unique()}`,
    email,
    password: person.password,
  });
  if (res.status !== 201) throw new Error(`registration refused: ${res.status} ${JSON.stringify(res.body)}`);
  await confirmAddressForTests(identityDatabase, email);
  return http;
}
