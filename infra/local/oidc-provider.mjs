// A local OpenID Connect provider that answers as a BankID broker does (Signicat, Idura, Criipto): for tests and
// for trying eID signing on loopback without a broker contract. It is `oidc-provider` (a certified
// implementation) with one client, and a login page where the tester picks a test person instead of using
// BankID; the ID token carries what a broker returns: name, birthdate and the level in `acr`.
//   node infra/local/oidc-provider.mjs [port]   → prints the issuer, and EID_* settings for npm start
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { pathToFileURL, URLSearchParams } from 'node:url';
import Provider from 'oidc-provider';

/** What a BankID broker reports as the level of a BankID login (Signicat's `acr` for BankID). */
export const BANKID_ACR = 'urn:signicat:oidc:method:nbid';

/** Test persons: no national identity number, as the broker's tokens to Avtalt carry none. */
export const TEST_PERSONS = {
  kari: { name: 'Kari Nordmann', given_name: 'Kari', family_name: 'Nordmann', birthdate: '1985-04-12' },
  ola: { name: 'Ola Nordmann', given_name: 'Ola', family_name: 'Nordmann', birthdate: '1982-11-03' },
  // The two people of the end-to-end journeys (e2e/support/users.ts), with the dates of birth they give.
  anne: { name: 'Anne Hansen', given_name: 'Anne', family_name: 'Hansen', birthdate: '1985-03-01' },
  bjorn: { name: 'Bjørn Berg', given_name: 'Bjørn', family_name: 'Berg', birthdate: '1990-07-15' },
};

const escape = (text) =>
  String(text).replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c],
  );

/**
 * Starts the provider on loopback. `persons` adds or replaces test persons (id → claims). Returns the issuer
 * URL, the client's credentials and `close()`.
 */
export async function startOidcProvider({
  port = 0,
  redirectUris,
  clientId = 'avtalt-local',
  clientSecret = randomBytes(24).toString('hex'),
  persons = {},
} = {}) {
  const accounts = { ...TEST_PERSONS, ...persons };
  const server = http.createServer();
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${server.address().port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    claims: { openid: ['sub'], profile: ['name', 'given_name', 'family_name', 'birthdate'] },
    acrValues: [BANKID_ACR],
    conformIdTokenClaims: false,
    cookies: { keys: [randomBytes(24).toString('hex')] },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    findAccount: (_ctx, id) =>
      accounts[id] ? { accountId: id, claims: () => ({ sub: id, ...accounts[id] }) } : undefined,
    pkce: { required: () => true },
    ttl: {
      Interaction: 600,
      Session: 600,
      Grant: 600,
      AccessToken: 600,
      IdToken: 600,
      AuthorizationCode: 60,
    },
  });
  provider.proxy = false;

  // The login page: pick a test person (a broker would run BankID here).
  const interaction = async (req, res) => {
    const uid = req.url.split('/')[2]?.split('?')[0];
    const details = await provider.interactionDetails(req, res);
    if (req.method === 'GET') {
      const buttons = Object.entries(accounts)
        .map(
          ([id, p]) =>
            `<button name="person" value="${escape(id)}">${escape(p.name)} (${escape(p.birthdate)})</button>`,
        )
        .join('<br>');
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.end(
        `<!doctype html><html lang="no"><meta charset="utf-8"><title>Test-BankID</title>` +
          `<h1>Test-BankID</h1><p>Velg testperson (lokal OpenID-leverandør, ikke ekte BankID).</p>` +
          `<form method="post" action="/interaction/${escape(uid)}">${buttons}</form></html>`,
      );
      return;
    }
    let body = '';
    for await (const chunk of req) body += chunk;
    const person = new URLSearchParams(body).get('person');
    if (!accounts[person]) {
      res.statusCode = 400;
      res.end('ukjent testperson');
      return;
    }
    const grant = new provider.Grant({ accountId: person, clientId: details.params.client_id });
    grant.addOIDCScope(String(details.params.scope ?? 'openid'));
    const grantId = await grant.save();
    await provider.interactionFinished(
      req,
      res,
      { login: { accountId: person, acr: BANKID_ACR, amr: ['BankID'] }, consent: { grantId } },
      { mergeWithLastSubmission: false },
    );
  };
  const callback = provider.callback();
  server.on('request', (req, res) => {
    if (req.url.startsWith('/interaction/'))
      interaction(req, res).catch((error) => {
        res.statusCode = 500;
        res.end(String(error?.message ?? error));
      });
    else callback(req, res);
  });
  return {
    issuer,
    clientId,
    clientSecret,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const port = Number(process.argv[2] ?? 4010);
  const redirect = process.env.EID_REDIRECT_URI ?? 'http://localhost:8080/api/eid/callback';
  const { issuer, clientId, clientSecret } = await startOidcProvider({ port, redirectUris: [redirect] });
  console.log(`OpenID provider on ${issuer}`);
  console.log(
    `EID_ISSUER=${issuer} EID_CLIENT_ID=${clientId} EID_CLIENT_SECRET=${clientSecret} EID_REDIRECT_URI=${redirect} EID_ACR_VALUES=${BANKID_ACR}`,
  );
}
