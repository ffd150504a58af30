// The environment of the system the end-to-end run starts (scripts/test.mjs): limits raised for one address,
// writes read back, and the local OpenID Connect provider as the eID broker (docs/signing.md).
import { BANKID_ACR } from '../../infra/local/oidc-provider.mjs';

/** `port`: the gateway's; `oidcProvider`: what startOidcProvider returned. */
export function e2eSystemEnv(port, oidcProvider) {
  // Every Playwright test registers its users, starts its custom topics and opens its comparisons from
  // 127.0.0.1: those per-address limits are raised.
  return {
    LOG_LEVEL: 'warn',
    ADMIN_EMAILS: 'admin@avtalt.test,sjef@avtalt.test',
    VERIFY_WRITES: 'true',
    REGISTER_MAX_PER_IP: '100000',
    QUESTION_DRAFTS_MAX_ANONYMOUS_PER_IP: '100000',
    QUESTION_DRAFTS_MAX_PER_USER: '100000',
    COMPARISON_RENDERS_PER_IP: '100000',
    // Two Playwright workers open rendered pages at once, and on a busy two-core machine one render
    // takes 100–300 ms: the default 200 ms of render time per second then sends pages as built, which
    // the specs of the rendered pages would read as a failure. The budget's own tests are the gateway's
    // (comparison-render.int-spec.ts) and the render bench.
    COMPARISON_RENDER_BUDGET_MS_PER_SECOND: '1000',
    // The review sweep (docs/reviews.md) every few seconds, so a review date set in a test is asked about at once.
    REVIEW_SWEEP_SECONDS: '3',
    EID_ISSUER: oidcProvider.issuer,
    EID_CLIENT_ID: oidcProvider.clientId,
    EID_CLIENT_SECRET: oidcProvider.clientSecret,
    EID_REDIRECT_URI: `http://localhost:${port}/api/eid/callback`,
    EID_ACR_VALUES: BANKID_ACR,
    EID_BROKER_NAME: 'Lokal testmegler',
  };
}
