import {
  AgreementEventsStream,
  AgreementsRpc,
  AgreementsSubjects,
  ChatRpc,
  ChatSubjects,
  DocumentEventsStream,
  DocumentsRpc,
  GatewaySubjects,
  IdentityRpc,
  NotificationsRpc,
  ForgetRpc,
  PersonDataRpc,
  PrivacyRpc,
  type RpcDefinition,
  TemplatesRpc,
} from '@avtalt/contracts';
import type { StreamDefinition } from './jetstream';

/**
 * Who may say what on NATS (security review M5, docs/nats-permissions.md). Every process connects as the
 * user of its service; the NATS server lets it publish and subscribe only to what this table allows, so
 * a compromised pod (documents runs Chromium) cannot call `identity.users.update-profile.v1` with
 * someone else's `userId`, read other services' replies, or answer in another service's place.
 *
 * The table names the contracts' RPC definitions and subjects, never strings, so a renamed subject
 * renames its permission; `nats-permissions.spec.ts` fails when a service's code calls an RPC or uses a
 * stream that its row does not list (the table cannot fall behind the code). The NATS server
 * configuration of `npm start`, `npm test`, docker compose and Kubernetes is rendered from it
 * (scripts/lib/nats-auth.mjs; `infra/docker/nats.conf` is checked against it by the unit suite).
 */
export interface NatsRole {
  /** The RPCs this service answers: its queue group subscribes to their subjects and replies to them. */
  serves: readonly RpcDefinition[];
  /** The RPCs it sends (requests to other services). Only these services may call an RPC. */
  calls: readonly RpcDefinition[];
  /** Core NATS subjects it publishes (events, room fan-out); `*` matches one token. */
  publishes?: readonly string[];
  /** Core NATS subjects it subscribes to. */
  subscribes?: readonly string[];
  /** JetStream streams it publishes events into, creates and updates: only the stream's publisher may. */
  streams?: readonly StreamDefinition[];
  /** Its durable JetStream consumers: their API and the stream's information, never the stream's creation. */
  consumers?: readonly { stream: StreamDefinition; durable: string }[];
}

/** Every RPC of a service's `*Rpc` map except the ones named. */
function allExcept(rpcs: Record<string, RpcDefinition>, ...except: RpcDefinition[]): RpcDefinition[] {
  return Object.values(rpcs).filter((rpc) => !except.includes(rpc));
}

const HEALTH_CHECKS = [
  IdentityRpc.health,
  TemplatesRpc.health,
  AgreementsRpc.health,
  DocumentsRpc.health,
  ChatRpc.health,
  NotificationsRpc.health,
  PrivacyRpc.health,
];

/** The services that connect to NATS, each as its own user (named as the service). */
export const NATS_ROLES = {
  gateway: {
    serves: [],
    // Everything a browser can ask for; the RPCs meant for one other service are left out.
    calls: [
      ...allExcept(IdentityRpc, IdentityRpc.contacts, IdentityRpc.verifyPassword, IdentityRpc.eidConsume),
      ...allExcept(
        TemplatesRpc,
        TemplatesRpc.getTopic,
        TemplatesRpc.topicQuestionnaire,
        TemplatesRpc.draftProposal,
        TemplatesRpc.proposalDraftStatus,
      ),
      // `comparison` is the previous release's way to the comparison (the gateway asks `comparisonView`).
      ...allExcept(AgreementsRpc, AgreementsRpc.exists, AgreementsRpc.sealSource, AgreementsRpc.comparison),
      ...allExcept(
        DocumentsRpc,
        DocumentsRpc.renderLegalText,
        DocumentsRpc.renderStatement,
        DocumentsRpc.sealedDigest,
        DocumentsRpc.printPdf,
      ),
      ...Object.values(ChatRpc),
      ...allExcept(NotificationsRpc, NotificationsRpc.sendAccountMail, NotificationsRpc.sendSigningCode),
      ...Object.values(PrivacyRpc),
      ...HEALTH_CHECKS,
    ],
    publishes: [GatewaySubjects.sessionsEnded],
    subscribes: [GatewaySubjects.sessionsEnded, ChatSubjects.room('*')],
  },
  identity: {
    serves: [
      ...Object.values(IdentityRpc),
      PersonDataRpc.identity,
      ForgetRpc.identitySubject,
      ForgetRpc.identity,
    ],
    calls: [NotificationsRpc.sendAccountMail, NotificationsRpc.health],
  },
  templates: {
    serves: [...Object.values(TemplatesRpc), ForgetRpc.templates],
    calls: [],
  },
  agreements: {
    serves: [
      ...Object.values(AgreementsRpc),
      PersonDataRpc.agreements,
      ForgetRpc.agreementsPlan,
      ForgetRpc.agreements,
    ],
    calls: [
      TemplatesRpc.topicQuestionnaire,
      TemplatesRpc.getDraft,
      TemplatesRpc.draftProposal,
      TemplatesRpc.proposalDraftStatus,
      DocumentsRpc.renderLegalText,
      DocumentsRpc.renderStatement,
      DocumentsRpc.sealedDigest,
      IdentityRpc.contacts,
      IdentityRpc.verifyPassword,
      IdentityRpc.eidConsume,
      NotificationsRpc.sendSigningCode,
    ],
    publishes: [AgreementsSubjects.updated],
    streams: [AgreementEventsStream],
  },
  documents: {
    serves: [...allExcept(DocumentsRpc, DocumentsRpc.printPdf), PersonDataRpc.documents, ForgetRpc.documents],
    // printPdf: its PDF and seal jobs ask the printer process (DOCUMENTS_ROLE=printer; L7).
    calls: [AgreementsRpc.sealSource, DocumentsRpc.printPdf],
    streams: [DocumentEventsStream],
    consumers: [
      { stream: AgreementEventsStream, durable: 'documents' },
      { stream: AgreementEventsStream, durable: 'documents-signed' },
    ],
  },
  chat: {
    serves: [...Object.values(ChatRpc), PersonDataRpc.chat, ForgetRpc.chat],
    calls: [AgreementsRpc.exists],
    publishes: [ChatSubjects.room('*')],
    // agreement.updated through its queue group; agreement.deleted on every replica (its sockets' rooms).
    subscribes: [AgreementsSubjects.updated, AgreementsSubjects.deleted],
    consumers: [{ stream: AgreementEventsStream, durable: 'chat' }],
  },
  /**
   * The documents printer process (`DOCUMENTS_ROLE=printer`, security review L7): the one that runs
   * Chromium, so the one a browser exploit would hold. It may answer print requests and nothing else:
   * not seal sources, not events, not another service's RPC (see {@link natsUserOf}).
   */
  printer: {
    serves: [DocumentsRpc.printPdf],
    calls: [],
  },
  notifications: {
    serves: [...Object.values(NotificationsRpc), PersonDataRpc.notifications, ForgetRpc.notifications],
    calls: [AgreementsRpc.get, DocumentsRpc.sealedPdf, IdentityRpc.contacts],
    consumers: [
      { stream: AgreementEventsStream, durable: 'notifications' },
      { stream: AgreementEventsStream, durable: 'notifications-deleted' },
      { stream: DocumentEventsStream, durable: 'notifications-sealed' },
    ],
  },
  /**
   * People's data rights (docs/data-rights.md): gathers an export from the services that hold data, and has
   * each of them forget a person who deletes their account (after identity checked the password).
   */
  privacy: {
    serves: Object.values(PrivacyRpc),
    calls: [
      ...Object.values(PersonDataRpc),
      ...Object.values(ForgetRpc),
      IdentityRpc.contacts,
      IdentityRpc.verifyPassword,
      NotificationsRpc.sendAccountMail,
    ],
  },
} as const satisfies Record<string, NatsRole>;

export type NatsServiceUser = keyof typeof NATS_ROLES;
export const NATS_SERVICE_USERS = Object.keys(NATS_ROLES) as NatsServiceUser[];

/**
 * The NATS user a process of `service` logs in as: its service's, but the documents printer
 * (`DOCUMENTS_ROLE=printer`, the process that runs Chromium) has a user of its own.
 */
export function natsUserOf(service: string, env: Readonly<Record<string, string | undefined>> = {}): string {
  return service === 'documents' && env.DOCUMENTS_ROLE === 'printer' ? 'printer' : service;
}

/**
 * The user of the integration tests: allowed everything, so a test can play any service (a stand-in
 * responder) or the gateway. Only `npm test`'s NATS servers have it.
 */
export const NATS_TEST_USER = 'avtalt-test';

/**
 * Each user's replies arrive on inboxes under its own prefix, so no user can subscribe to the replies
 * another one gets (the gateway's carry profiles and sessions). Clients pass it as `inboxPrefix`.
 */
export function natsInboxPrefix(user: string): string {
  return `_INBOX.${user}`;
}

/**
 * How often and how long a service may answer a request it received (`allow_responses`): once (the
 * servers send one message per request, RequestContextServerNats), within 30 s, longer than any caller
 * waits (the longest RPC limit is 25 s). Both stay small because nats-server 2.9 (Debian's) keeps every
 * reply subject it delivered until it was answered `max` times or is `expires` old, and once it holds
 * over 4,096 of them scans them all on every message it delivers to that client: with 2 and 10 minutes
 * it kept every answered request for ten minutes, and at ~1,000 requests a second nats-server took a
 * whole core and the comparison's throughput halved within a minute (docs/nats-permissions.md).
 */
export const NATS_RESPONSES = { max: 1, expires: '30s' } as const;

export interface NatsUserPermissions {
  publish: { allow: string[] };
  subscribe: { allow: string[] };
  allow_responses?: { max: number; expires: string };
}

/**
 * The JetStream API subjects of a stream (nats.js 2.x against nats-server 2.9+). Only its publisher (the
 * row that lists it in `streams`) may create or update it: a consumer that could would be able to shorten
 * its `max_age` or change its subjects and so drop the events of every other consumer. A consumer reads
 * the stream's information and waits until the publisher has created it (`DurableConsumer`).
 */
function streamApi(stream: StreamDefinition, owner: boolean): string[] {
  const info = `$JS.API.STREAM.INFO.${stream.name}`;
  return owner
    ? [info, `$JS.API.STREAM.CREATE.${stream.name}`, `$JS.API.STREAM.UPDATE.${stream.name}`]
    : [info];
}

function consumerApi(stream: StreamDefinition, durable: string): string[] {
  const at = `${stream.name}.${durable}`;
  return [
    `$JS.API.CONSUMER.INFO.${at}`,
    `$JS.API.CONSUMER.CREATE.${at}`,
    `$JS.API.CONSUMER.CREATE.${at}.>`,
    `$JS.API.CONSUMER.DURABLE.CREATE.${at}`,
    `$JS.API.CONSUMER.MSG.NEXT.${at}`,
    // Acknowledgements (ack, nak with a delay, term) are published to the message's reply subject.
    `$JS.ACK.${at}.>`,
  ];
}

/** A service user's permissions: exactly what its row allows, nothing by default. */
export function natsPermissions(user: NatsServiceUser): NatsUserPermissions {
  const role: NatsRole = NATS_ROLES[user];
  const jetstream = (role.streams?.length ?? 0) + (role.consumers?.length ?? 0) > 0;
  const owned = new Set((role.streams ?? []).map((stream) => stream.name));
  const streams = new Map<string, StreamDefinition>();
  for (const stream of role.streams ?? []) streams.set(stream.name, stream);
  for (const { stream } of role.consumers ?? []) streams.set(stream.name, stream);
  const publish = [
    ...role.calls.map((rpc) => rpc.subject),
    ...(role.publishes ?? []),
    ...(role.streams ?? []).flatMap((stream) => stream.subjects),
    ...(jetstream ? ['$JS.API.INFO'] : []),
    ...[...streams.values()].flatMap((stream) => streamApi(stream, owned.has(stream.name))),
    ...(role.consumers ?? []).flatMap(({ stream, durable }) => consumerApi(stream, durable)),
  ];
  const subscribe = [
    `${natsInboxPrefix(user)}.>`,
    ...role.serves.map((rpc) => rpc.subject),
    ...(role.subscribes ?? []),
  ];
  return {
    publish: { allow: unique(publish) },
    subscribe: { allow: unique(subscribe) },
    ...(role.serves.length > 0 ? { allow_responses: { ...NATS_RESPONSES } } : {}),
  };
}

function unique(values: string[]): string[] {
  return [...new Set(values)].sort();
}

/** A password of each service user (and, in tests, of {@link NATS_TEST_USER}); or a `$VARIABLE` reference. */
export type NatsPasswords = Record<NatsServiceUser, string> & { [NATS_TEST_USER]?: string };

export interface NatsServerConfigOptions {
  /** `host:port` to listen on; omitted: the server's default (all interfaces, 4222), as in containers. */
  listen?: string;
  /** JetStream's store directory; omitted: `-sd` or the server's default. */
  storeDir?: string;
  passwords: NatsPasswords;
  /**
   * Tests only: a client that sends no credentials becomes the test user (`no_auth_user`), so the many
   * test clients that play a service need no credentials; the services themselves still log in as
   * their own users. Never set for `npm start`, compose or Kubernetes.
   */
  anonymousIsTestUser?: boolean;
}

/**
 * The nats-server configuration (JSON, which nats-server reads) with one user per service. A password
 * that starts with `$` is written unquoted, as a reference to an environment variable of the server
 * (compose and Kubernetes pass the passwords that way, from their secrets).
 */
export function renderNatsServerConfig(options: NatsServerConfigOptions): string {
  const users: Array<Record<string, unknown>> = NATS_SERVICE_USERS.map((user) => ({
    user,
    password: options.passwords[user],
    permissions: natsPermissions(user),
  }));
  const testPassword = options.passwords[NATS_TEST_USER];
  if (testPassword !== undefined) {
    users.push({
      user: NATS_TEST_USER,
      password: testPassword,
      permissions: { publish: { allow: ['>'] }, subscribe: { allow: ['>'] } },
    });
  }
  if (options.anonymousIsTestUser && testPassword === undefined)
    throw new Error('anonymousIsTestUser needs a test user password');
  const config = {
    ...(options.listen ? { listen: options.listen } : {}),
    jetstream: options.storeDir ? { store_dir: options.storeDir } : {},
    authorization: { users },
    ...(options.anonymousIsTestUser ? { no_auth_user: NATS_TEST_USER } : {}),
  };
  // Variable references must stay unquoted to be resolved by nats-server.
  return `${JSON.stringify(config, null, 2).replace(/"password": "(\$[A-Z_][A-Z0-9_]*)"/g, '"password": $1')}\n`;
}
