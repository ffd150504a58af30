import type { AgreementQuestion, Topic } from '@avtalt/contracts';
import type { AnswerValue } from '@avtalt/logic';
import {
  fittingAnswers,
  type GatewayProcess,
  registerConfirmed,
  type ServiceProcess,
  startBackendService,
  startGatewayProcess,
  testAuditKey,
  testDatabase,
  type TestClient,
  testInfra,
  unique,
} from '@avtalt/service-kit/testing';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Client } from 'pg';

/*
 * The system the follow-up specs of a signed loan run on (obligations, reviews): identity, templates, agreements
 * (`agreementsProcesses` of them on one database), notifications with a dead SMTP address (the mails are read in
 * its `mails` table), documents and the gateway.
 */

export const LOAN_PASSWORD = 'passord123';

export interface LoanSystem {
  gateway: GatewayProcess;
  /** The agreements database and the notifications database. */
  db: Client;
  mails: Client;
  /** A confirmed account «`firstName` Lån», logged in. */
  user(firstName: string): Promise<TestClient>;
  stop(): Promise<void>;
}

export async function startLoanSystem(options: {
  database: string;
  redisDb: number;
  agreementsEnv: Record<string, string>;
  agreementsProcesses?: number;
  ipPrefix: string;
}): Promise<LoanSystem> {
  const { database, redisDb } = options;
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'avtalt-loan-'));
  const services: ServiceProcess[] = [];
  services.push(await startBackendService('identity', { database: `${database}_identity` }));
  services.push(await startBackendService('templates', { database: `${database}_templates`, redisDb }));
  const env = { AUDIT_HMAC_KEY: testAuditKey(), RETENTION_SWEEP_MINUTES: '0', ...options.agreementsEnv };
  services.push(await startBackendService('agreements', { database: `${database}_agreements`, env }));
  // Further processes on the same database, as an operator who scales agreements runs them.
  for (let k = 1; k < (options.agreementsProcesses ?? 1); k++)
    services.push(
      await startBackendService('agreements', {
        env: { ...env, DATABASE_URL: `${testInfra().postgresBase}/${database}_agreements` },
      }),
    );
  // Mails are looked for in its log (`mails`); nothing listens at the SMTP address, so none leaves.
  services.push(
    await startBackendService('notifications', {
      database: `${database}_notifications`,
      redisDb,
      env: { SMTP_URL: 'smtp://127.0.0.1:9' },
    }),
  );
  services.push(
    await startBackendService('documents', {
      database: `${database}_documents`,
      redisDb,
      env: { SIGNING_CERT_DIR: path.join(tmp, 'signing') },
    }),
  );
  const gateway = await startGatewayProcess(redisDb);
  const db = await testDatabase(`${database}_agreements`);
  const mails = await testDatabase(`${database}_notifications`);
  let ip = 1;
  return {
    gateway,
    db,
    mails,
    user: (firstName) =>
      registerConfirmed(gateway.url, `${database}_identity`, {
        firstName,
        lastName: 'Lån',
        password: LOAN_PASSWORD,
        ip: `${options.ipPrefix}.${ip++}`,
      }),
    async stop() {
      await db.end();
      await mails.end();
      await gateway.stop();
      for (const s of [...services].reverse()) await s.stop();
      rmSync(tmp, { recursive: true, force: true });
    },
  };
}

/** Today in Oslo, and a day `days` from it (YYYY-MM-DD). */
export const osloDay = (days = 0): string =>
  new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Oslo' }).format(
    new Date(Date.now() + days * 86_400_000),
  );

/** A catalogue loan started by `lender`, titled `<title> <unique>`; its id. */
export async function startLoan(lender: TestClient, title: string, description: string): Promise<string> {
  const topics = (await lender.get<Topic[]>('/api/topics')).body;
  const topic = topics.find((t) => t.title === 'Lån mellom venner eller familie')!;
  const created = await lender.post<{ id: string }>('/api/agreements', {
    topic: topic.id,
    title: `${title} ${unique()}`,
    description,
  });
  return created.body.id;
}

/** The loan's answers: the lender (`self` or `other`), 10 000 kr paid out on `payout`, 3 000 kr a month. */
export async function answerLoan(
  p: TestClient,
  id: string,
  lender: 'self' | 'other',
  payout: string,
  last: string,
  overrides: Record<string, AnswerValue> = {},
): Promise<void> {
  const questions = (await p.get<AgreementQuestion[]>(`/api/agreements/${id}/questions`)).body;
  const byText = (start: string) => questions.find((q) => q.text.startsWith(start))!.id;
  const answers = fittingAnswers(questions, {
    [byText('Hvem av dere låner ut')]: lender,
    [byText('Hvor mye skal lånes ut')]: 10000,
    [byText('Hvilken dato skal lånebeløpet utbetales')]: payout,
    [byText('Hvordan skal lånet betales tilbake')]: 'Med faste månedlige avdrag',
    [byText('Hvilken dato skal lånet senest')]: last,
    [byText('Hvor mye skal låntakeren betale i avdrag')]: 3000,
    ...overrides,
  });
  const res = await p.post(`/api/agreements/${id}/answers`, { answers });
  if (res.status !== 200) throw new Error(`answers refused: ${res.status} ${JSON.stringify(res.body)}`);
}
