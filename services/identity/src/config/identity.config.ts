import { configFields, loadConfig, refusePlaceholderNatsPassword } from '@avtalt/service-kit';
import { z } from 'zod';

export const identityConfigSchema = z
  .object({
    NATS_URL: configFields.natsUrl,
    NATS_USER: configFields.natsUser,
    NATS_PASSWORD: configFields.natsPassword,
    METRICS_PORT: configFields.metricsPort('identity'),
    METRICS_HOST: configFields.metricsHost,
    DATABASE_URL: configFields.databaseUrl('avtalt_identity'),
    LOG_LEVEL: configFields.logLevel,
    /** E-mail addresses that may promote themselves to admin (DESIGN §2). */
    ADMIN_EMAILS: configFields.list,
    /**
     * Signing with national eID through an OpenID Connect broker (docs/signing.md): offered only when
     * the issuer, the client and the gateway's callback address are all set.
     */
    EID_ISSUER: z.url().optional(),
    EID_CLIENT_ID: z.string().min(1).optional(),
    EID_CLIENT_SECRET: z.string().min(1).optional(),
    /** The gateway's `/api/eid/callback` as the broker knows it (registered as the client's redirect URI). */
    EID_REDIRECT_URI: z.url().optional(),
    EID_SCOPES: z.string().min(1).default('openid profile'),
    /** `acr_values` asked of the broker (its name for BankID), and sent as is. */
    EID_ACR_VALUES: z.string().min(1).optional(),
    /** The claims that hold the verified name and date of birth (brokers differ). */
    EID_NAME_CLAIM: z.string().min(1).default('name'),
    EID_BIRTHDATE_CLAIM: z.string().min(1).default('birthdate'),
    /** Shown to people: the eID («BankID») and who runs the OpenID Connect service («Signicat»). */
    EID_METHOD_NAME: z.string().min(1).max(60).default('BankID'),
    EID_BROKER_NAME: z.string().min(1).max(60).default('OpenID-megler'),
    /** How often each process deletes spent links and eID logins past their time (docs/data-rights.md); 0: never. */
    RETENTION_SWEEP_SECONDS: z.coerce.number().int().min(0).default(3600),
    /** Production refuses a written-down or placeholder NATS_PASSWORD (docs/limits.md). */
    NODE_ENV: z.string().optional(),
  })
  .superRefine(refusePlaceholderNatsPassword);
export type IdentityConfig = Readonly<z.infer<typeof identityConfigSchema>>;

export const IDENTITY_CONFIG = Symbol('IDENTITY_CONFIG');

export function loadIdentityConfig(env: NodeJS.ProcessEnv = process.env): IdentityConfig {
  return loadConfig(identityConfigSchema, env);
}
