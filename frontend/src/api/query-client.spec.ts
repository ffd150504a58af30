import { QueryClient } from '@tanstack/react-query';
import { fetchCurrentUser } from './auth';
import { createQueryClient, getQueryFn } from './query-client';

function fakeResponse(status: number, body = ''): Response {
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText: status === 401 ? 'Unauthorized' : 'OK',
    text: async () => body,
    json: async () => JSON.parse(body),
  } as Response;
}

const fetchMock = jest.fn<Promise<Response>, [string, RequestInit]>();

beforeEach(() => {
  fetchMock.mockReset();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});

function run(on401: 'returnNull' | 'throw', key: readonly unknown[]) {
  const queryFn = getQueryFn<unknown>({ on401 });
  return queryFn({ queryKey: key, signal: new AbortController().signal, meta: undefined } as never);
}

describe('the default query function', () => {
  it('fetches the first element of the key with credentials and parses JSON', async () => {
    fetchMock.mockResolvedValue(fakeResponse(200, '[{"id":"1"}]'));
    await expect(run('throw', ['/api/topics', { search: 'x' }])).resolves.toEqual([{ id: '1' }]);
    expect(fetchMock.mock.calls[0][0]).toBe('/api/topics');
    expect(fetchMock.mock.calls[0][1].credentials).toBe('include');
  });

  it('turns a 401 into null when asked to', async () => {
    fetchMock.mockResolvedValue(fakeResponse(401, '{"message":"Du må være innlogget"}'));
    await expect(run('returnNull', ['/api/auth/user'])).resolves.toBeNull();
  });

  it('fails on a 401 otherwise', async () => {
    fetchMock.mockResolvedValue(fakeResponse(401, '{"message":"Du må være innlogget"}'));
    await expect(run('throw', ['/api/admin/check'])).rejects.toThrow(
      '401: {"message":"Du må være innlogget"}',
    );
  });
});

describe('fetchCurrentUser', () => {
  it('is null when logged out', async () => {
    fetchMock.mockResolvedValue(fakeResponse(401));
    await expect(fetchCurrentUser()).resolves.toBeNull();
  });

  it('fails when the server fails', async () => {
    fetchMock.mockResolvedValue(fakeResponse(500, '{"message":"Noe gikk galt. Prøv igjen senere."}'));
    await expect(fetchCurrentUser()).rejects.toThrow(/^500: /);
  });
});

describe('createQueryClient', () => {
  it('never retries, never refetches on focus or by interval, and never goes stale', () => {
    const client: QueryClient = createQueryClient();
    const { queries, mutations } = client.getDefaultOptions();
    expect(queries).toMatchObject({
      retry: false,
      refetchOnWindowFocus: false,
      refetchInterval: false,
      staleTime: Infinity,
    });
    expect(mutations).toMatchObject({ retry: false });
  });
});
