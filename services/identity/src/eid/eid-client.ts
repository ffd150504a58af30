import { type BaseClient, generators, Issuer } from 'openid-client';
import type { EidSettings } from './eid.rules';

/** A login to start: where to send the browser, and what to keep until it comes back. */
export interface StartedLogin {
  authorizationUrl: string;
  state: string;
  nonce: string;
  codeVerifier: string;
}

/**
 * The OpenID Connect client of the broker (openid-client, certified): discovery once per process (again after
 * a failure), the authorization code flow with PKCE, state and nonce, and the ID token checked against the
 * broker's keys, issuer, audience, expiry and nonce before its claims are read.
 */
export class EidClient {
  private client: Promise<BaseClient> | null = null;

  constructor(private readonly settings: EidSettings) {}

  private oidc(): Promise<BaseClient> {
    this.client ??= Issuer.discover(this.settings.issuer).then(
      (issuer) =>
        new issuer.Client({
          client_id: this.settings.clientId,
          client_secret: this.settings.clientSecret,
          redirect_uris: [this.settings.redirectUri],
          response_types: ['code'],
        }),
    );
    this.client.catch(() => {
      this.client = null;
    });
    return this.client;
  }

  async start(): Promise<StartedLogin> {
    const client = await this.oidc();
    const state = generators.state();
    const nonce = generators.nonce();
    const codeVerifier = generators.codeVerifier();
    const authorizationUrl = client.authorizationUrl({
      scope: this.settings.scopes,
      state,
      nonce,
      code_challenge: generators.codeChallenge(codeVerifier),
      code_challenge_method: 'S256',
      // Every signature is a login of its own: a session the person still has at the broker is not enough.
      prompt: 'login',
      ...(this.settings.acrValues ? { acr_values: this.settings.acrValues } : {}),
    });
    return { authorizationUrl, state, nonce, codeVerifier };
  }

  /** Exchanges the code and returns the verified ID token's claims (throws when anything does not hold). */
  async finish(
    response: { code: string; state: string; iss?: string },
    expected: { state: string; nonce: string; codeVerifier: string },
  ): Promise<Record<string, unknown>> {
    const client = await this.oidc();
    const tokens = await client.callback(this.settings.redirectUri, response, {
      state: expected.state,
      nonce: expected.nonce,
      code_verifier: expected.codeVerifier,
    });
    return { ...tokens.claims() };
  }
}
