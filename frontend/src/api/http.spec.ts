import {
  apiErrorCode,
  ApiError,
  apiErrorDetails,
  apiErrorMessage,
  apiErrorStatus,
  apiJson,
  apiRequest,
} from './http';

interface FakeResponseInit {
  status?: number;
  statusText?: string;
  body?: string;
}

function fakeResponse({ status = 200, statusText = 'OK', body = '' }: FakeResponseInit = {}): Response {
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText,
    text: async () => body,
    json: async () => JSON.parse(body),
  } as Response;
}

const fetchMock = jest.fn<Promise<Response>, [string, RequestInit]>();

beforeEach(() => {
  fetchMock.mockReset();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});

describe('apiRequest', () => {
  it('always sends the session cookie', async () => {
    fetchMock.mockResolvedValue(fakeResponse());
    await apiRequest('GET', '/api/auth/user');
    await apiRequest('POST', '/api/auth/login', { email: 'a@b.no', password: 'x' });
    expect(fetchMock.mock.calls.map(([, init]) => init.credentials)).toEqual(['include', 'include']);
  });

  it('sends neither a JSON content type nor a body when no body is given', async () => {
    fetchMock.mockResolvedValue(fakeResponse({ status: 204, statusText: 'No Content' }));
    await apiRequest('POST', '/api/auth/logout');
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/auth/logout');
    expect(init.method).toBe('POST');
    expect(init.headers).toBeUndefined();
    expect(init.body).toBeUndefined();
  });

  it('sends a given body as JSON with a JSON content type', async () => {
    fetchMock.mockResolvedValue(fakeResponse({ body: '{}' }));
    await apiRequest('PUT', '/api/auth/password', { currentPassword: 'gammelt', newPassword: 'nyttpassord' });
    const [, init] = fetchMock.mock.calls[0];
    expect(init.method).toBe('PUT');
    expect(init.headers).toEqual({ 'Content-Type': 'application/json' });
    expect(JSON.parse(init.body as string)).toEqual({
      currentPassword: 'gammelt',
      newPassword: 'nyttpassord',
    });
  });

  it('sends an empty object body, since a body was given', async () => {
    fetchMock.mockResolvedValue(fakeResponse());
    await apiRequest('POST', '/api/agreements/1/nextRound', {});
    expect(fetchMock.mock.calls[0][1].body).toBe('{}');
  });

  it('fails a non-ok response with "<status>: <body text>"', async () => {
    const body = '{"message":"Ugyldig e-post eller passord"}';
    fetchMock.mockResolvedValue(fakeResponse({ status: 401, statusText: 'Unauthorized', body }));
    const error = await apiRequest('POST', '/api/auth/login', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as Error).message).toBe(`401: ${body}`);
  });

  it('uses the status text when the error body is empty', async () => {
    fetchMock.mockResolvedValue(fakeResponse({ status: 503, statusText: 'Service Unavailable' }));
    await expect(apiRequest('GET', '/api/admin/check')).rejects.toThrow('503: Service Unavailable');
  });

  it('returns ok responses unread', async () => {
    const res = fakeResponse({ body: '{"isAdmin":true}' });
    fetchMock.mockResolvedValue(res);
    await expect(apiRequest('GET', '/api/admin/check')).resolves.toBe(res);
  });

  it('lets network failures through unchanged', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(apiRequest('GET', '/api/auth/user')).rejects.toThrow('Failed to fetch');
  });
});

describe('apiJson', () => {
  it('parses the JSON of an ok response', async () => {
    fetchMock.mockResolvedValue(fakeResponse({ body: '{"isAdmin":false}' }));
    await expect(apiJson('GET', '/api/admin/check')).resolves.toEqual({ isAdmin: false });
  });
});

describe('apiErrorMessage', () => {
  it("takes the server's message from the JSON body", () => {
    const error = new ApiError(
      429,
      '{"message":"For mange innloggingsforsøk. Prøv igjen senere."}',
      'Too Many Requests',
    );
    expect(apiErrorMessage(error, 'fallback')).toBe('For mange innloggingsforsøk. Prøv igjen senere.');
  });

  it('reads the code and the fields of the error body, once, into the error', () => {
    const error = new ApiError(
      401,
      '{"code":"LOGIN_REQUIRED","message":"Du må være innlogget","errorId":"e1"}',
      'Unauthorized',
    );
    expect([error.code, error.serverMessage, error.errorId]).toEqual([
      'LOGIN_REQUIRED',
      'Du må være innlogget',
      'e1',
    ]);
    expect(apiErrorCode(error)).toBe('LOGIN_REQUIRED');
    expect(apiErrorCode(new ApiError(502, '<html>Bad Gateway</html>', 'Bad Gateway'))).toBeNull();
    expect(apiErrorCode(new TypeError('Failed to fetch'))).toBeNull();
    // A code this client does not know (a newer server) still gives the message.
    expect(apiErrorMessage(new ApiError(409, '{"code":"SOMETHING_NEW","message":"Ny feil"}', ''), 'x')).toBe(
      'Ny feil',
    );
  });

  it('falls back when the body is not JSON, has no message, or there was no response', () => {
    expect(
      apiErrorMessage(new ApiError(502, '<html>Bad Gateway</html>', 'Bad Gateway'), 'Kunne ikke logge ut'),
    ).toBe('Kunne ikke logge ut');
    expect(apiErrorMessage(new ApiError(500, '{"errorId":"abc"}', ''), 'fallback')).toBe('fallback');
    expect(apiErrorMessage(new ApiError(500, '', 'Internal Server Error'), 'fallback')).toBe('fallback');
    expect(apiErrorMessage(new TypeError('Failed to fetch'), 'fallback')).toBe('fallback');
    expect(apiErrorMessage('not an error', 'fallback')).toBe('fallback');
  });
});

describe('apiErrorDetails and apiErrorStatus', () => {
  it('returns the field issues of a validation error', () => {
    const body = JSON.stringify({
      message: 'Ugyldig forespørsel',
      details: [{ path: 'email', message: 'Vennligst oppgi en gyldig e-postadresse' }, { bogus: true }],
    });
    expect(apiErrorDetails(new ApiError(400, body, 'Bad Request'))).toEqual([
      { path: 'email', message: 'Vennligst oppgi en gyldig e-postadresse' },
    ]);
    expect(apiErrorDetails(new ApiError(401, '{"message":"x"}', ''))).toEqual([]);
  });

  it('reads the status of an error', () => {
    expect(apiErrorStatus(new ApiError(403, '', 'Forbidden'))).toBe(403);
    expect(apiErrorStatus(new TypeError('Failed to fetch'))).toBeNull();
  });
});

describe('the answer the inline loader asked for early', () => {
  afterEach(() => {
    delete window.__avtaltEarly;
  });

  it('is used once by the first GET of the same address; the next goes to the network', async () => {
    const early = fakeResponse({ body: '{"early":true}' });
    window.__avtaltEarly = { '/api/agreements/1': { at: Date.now(), response: Promise.resolve(early) } };
    fetchMock.mockResolvedValue(fakeResponse({ body: '{"early":false}' }));
    await expect(apiJson('GET', '/api/agreements/1')).resolves.toEqual({ early: true });
    expect(fetchMock).not.toHaveBeenCalled();
    await expect(apiJson('GET', '/api/agreements/1')).resolves.toEqual({ early: false });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('is not used by another address or method, nor when it is old', async () => {
    window.__avtaltEarly = {
      '/api/agreements/1': { at: Date.now(), response: Promise.resolve(fakeResponse({ body: '{}' })) },
      '/api/agreements/2': {
        at: Date.now() - 60_000,
        response: Promise.resolve(fakeResponse({ body: '{"old":true}' })),
      },
    };
    fetchMock.mockResolvedValue(fakeResponse({ body: '{"fresh":true}' }));
    await apiRequest('POST', '/api/agreements/1', {});
    await expect(apiJson('GET', '/api/agreements/2')).resolves.toEqual({ fresh: true });
    expect(fetchMock.mock.calls.map(([url, init]) => [url, init.method])).toEqual([
      ['/api/agreements/1', 'POST'],
      ['/api/agreements/2', 'GET'],
    ]);
  });

  it('turns an error status into an ApiError like any other answer', async () => {
    window.__avtaltEarly = {
      '/api/agreements/3': {
        at: Date.now(),
        response: Promise.resolve(
          fakeResponse({ status: 404, body: '{"code":"NOT_FOUND","message":"Fant ikke avtalen"}' }),
        ),
      },
    };
    await expect(apiJson('GET', '/api/agreements/3')).rejects.toMatchObject({
      status: 404,
      code: 'NOT_FOUND',
    });
  });
});
