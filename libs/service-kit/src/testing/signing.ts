import type { SignaturesView } from '@avtalt/contracts';
import { eventually, type TestClient } from './test-env';

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
