import { ErrorCode } from '@avtalt/contracts';
import { MutationObserver } from '@tanstack/react-query';
import type { ToastOptions } from '../components/toast/toast-context';
import { ApiError } from './http';
import { createQueryClient, setToastTarget } from './query-client';
import * as policy from './toast-policy';
import type { MutationToastMeta } from './toast-policy';

/** A refusal as the gateway sends it: `{code, message}` (docs/api-errors.md). */
const refusal = (status: number, code: string, message: string) =>
  new ApiError(status, JSON.stringify({ code, message }), 'Refused');

let shown: ToastOptions[];

/** The target the ToastProvider registers: the policy's handler with its own `show` (here a list). */
const through =
  (show: (toast: ToastOptions) => void) =>
  (handler: 'mutationError' | 'mutationSuccess' | 'queryError', args: unknown[]) =>
    (policy[handler] as (target: typeof show, ...rest: unknown[]) => void)(show, ...args);
let release: () => void;

beforeEach(() => {
  shown = [];
  release = setToastTarget(through((toast) => shown.push(toast)));
});

afterEach(() => release());

/** The policy is loaded when a cache first calls it (an import): wait until its toast is out. */
const policyLoaded = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Runs one mutation through a fresh client, as a page's `mutateAsync` would; settles whichever way it ends. */
async function run<T>(
  mutationFn: (variables: T) => Promise<unknown>,
  variables: T,
  meta?: MutationToastMeta,
) {
  const observer = new MutationObserver(createQueryClient(), { mutationFn, meta });
  await observer.mutate(variables).catch(() => undefined);
  await policyLoaded();
}

describe('the toast policy of mutations', () => {
  it("shows the server's Norwegian message under the mutation's title, and 'Feil' when it names none", async () => {
    const refused = () => Promise.reject(refusal(409, ErrorCode.Conflict, 'Avtalen er allerede avsluttet.'));
    await run(refused, undefined, { errorToast: { title: 'Feil ved sletting av avtale' } });
    await run(refused, undefined);
    expect(shown).toEqual([
      {
        title: 'Feil ved sletting av avtale',
        description: 'Avtalen er allerede avsluttet.',
        variant: 'destructive',
      },
      { title: 'Feil', description: 'Avtalen er allerede avsluttet.', variant: 'destructive' },
    ]);
  });

  it('says the fallback (or the general sentence) when the server gave no message', async () => {
    const offline = () => Promise.reject(new TypeError('Failed to fetch'));
    await run(offline, undefined, { errorToast: { title: 'Feil', fallback: 'Kunne ikke slette avtalen' } });
    await run(offline, undefined);
    expect(shown.map((t) => t.description)).toEqual([
      'Kunne ikke slette avtalen',
      'Noe gikk galt. Prøv igjen senere.',
    ]);
  });

  it('shows nothing for a mutation that shows its errors itself, and lets a function choose per failure', async () => {
    await run(() => Promise.reject(refusal(400, ErrorCode.ValidationFailed, 'Ugyldig')), undefined, {
      errorToast: false,
    });
    const unlessLogin = (error: unknown) =>
      error instanceof ApiError && error.code === ErrorCode.LoginRequired
        ? false
        : { title: 'Feil ved start' };
    await run(() => Promise.reject(refusal(401, ErrorCode.LoginRequired, 'Logg inn')), undefined, {
      errorToast: unlessLogin,
    });
    await run(() => Promise.reject(refusal(409, ErrorCode.Conflict, 'Et forslag venter')), undefined, {
      errorToast: unlessLogin,
    });
    expect(shown).toEqual([
      { title: 'Feil ved start', description: 'Et forslag venter', variant: 'destructive' },
    ]);
  });

  it('announces a success from the result and the variables, and says nothing without a successToast', async () => {
    await run((n: number) => Promise.resolve({ expectedParticipants: n }), 4, {
      successToast: (data, variables) => ({
        title: `Lagret ${(data as { expectedParticipants: number }).expectedParticipants} av ${String(variables)}`,
        variant: 'success',
      }),
    });
    await run(() => Promise.resolve(), undefined, { successToast: { title: 'Avtalen er slettet' } });
    await run(() => Promise.resolve(), undefined);
    expect(shown).toEqual([{ title: 'Lagret 4 av 4', variant: 'success' }, { title: 'Avtalen er slettet' }]);
  });
});

describe('the toast policy of queries', () => {
  it('shows a failed query only when its meta asks', async () => {
    const client = createQueryClient();
    const failing = () => Promise.reject(refusal(503, ErrorCode.ServiceUnavailable, 'Tjenesten svarer ikke'));
    await client.fetchQuery({ queryKey: ['/api/a'], queryFn: failing }).catch(() => undefined);
    await client
      .fetchQuery({ queryKey: ['/api/b'], queryFn: failing, meta: { errorToast: { title: 'Feil' } } })
      .catch(() => undefined);
    await policyLoaded();
    expect(shown).toEqual([{ title: 'Feil', description: 'Tjenesten svarer ikke', variant: 'destructive' }]);
  });
});

describe('setToastTarget', () => {
  it('is let go only by the target that set it, so a provider unmounting late cannot silence the new one', async () => {
    const later: ToastOptions[] = [];
    const releaseLater = setToastTarget(through((toast) => later.push(toast)));
    release(); // the first provider's late cleanup
    await run(() => Promise.reject(new TypeError('offline')), undefined);
    releaseLater();
    await run(() => Promise.reject(new TypeError('offline')), undefined);
    expect(shown).toEqual([]);
    expect(later).toHaveLength(1);
  });
});
