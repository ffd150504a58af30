/**
 * The local mail catcher (maildev, docs/local-mail-catcher.md) as a child process of a test, on free ports of
 * its own, read through its JSON API as a person's mail program would show the mails (the text part as
 * maildev parsed it). Mails are kept in memory; `stop()` ends the process.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { freePorts } from '@avtalt/service-kit/testing';

const MAILDEV_BIN = path.resolve(__dirname, '../../../node_modules/maildev/dist/bin/maildev.js');

/** One mail as `GET /api/email` lists it. */
export interface CaughtMail {
  id: string;
  subject: string;
  to: { address: string; name: string }[];
  text: string;
  html: string;
  /** Lower-cased header names. */
  headers: Record<string, string>;
}

export class MailCatcher {
  private constructor(
    private readonly child: ChildProcess,
    readonly smtpPort: number,
    readonly webPort: number,
    private readonly output: string[],
  ) {}

  static async start(): Promise<MailCatcher> {
    const [smtpPort, webPort] = await freePorts(2);
    const output: string[] = [];
    const child = spawn(
      process.execPath,
      [
        MAILDEV_BIN,
        '--smtp',
        String(smtpPort),
        '--ip',
        '127.0.0.1',
        '--web',
        String(webPort),
        '--web-ip',
        '127.0.0.1',
      ],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    // Its last lines, for the error when it does not start.
    for (const stream of [child.stdout, child.stderr])
      stream?.on('data', (chunk: Buffer) => {
        output.push(...chunk.toString('utf8').split('\n').filter(Boolean));
        output.splice(0, Math.max(0, output.length - 20));
      });
    const catcher = new MailCatcher(child, smtpPort, webPort, output);
    const deadline = Date.now() + 30_000;
    for (;;) {
      if (child.exitCode !== null)
        throw new Error(`maildev exited (${child.exitCode}): ${output.join('\n')}`);
      const healthy = await fetch(`${catcher.webUrl}/api/healthz`, { signal: AbortSignal.timeout(1000) })
        .then((res) => res.ok)
        .catch(() => false);
      if (healthy) return catcher;
      if (Date.now() > deadline) {
        await catcher.stop();
        throw new Error(`maildev did not answer within 30 s: ${output.join('\n')}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  get smtpUrl(): string {
    return `smtp://127.0.0.1:${this.smtpPort}`;
  }

  get webUrl(): string {
    return `http://127.0.0.1:${this.webPort}`;
  }

  async mails(): Promise<CaughtMail[]> {
    const res = await fetch(`${this.webUrl}/api/email`);
    if (!res.ok) throw new Error(`maildev answered ${res.status}`);
    return (await res.json()) as CaughtMail[];
  }

  /** The mails to `address` (case-insensitive) whose subject matches. */
  async to(address: string, subject: RegExp = /./): Promise<CaughtMail[]> {
    return (await this.mails()).filter(
      (mail) =>
        mail.to.some((r) => r.address.toLowerCase() === address.toLowerCase()) && subject.test(mail.subject),
    );
  }

  async stop(): Promise<void> {
    if (this.child.exitCode !== null || this.child.signalCode !== null) return;
    const exited = new Promise((resolve) => this.child.once('exit', resolve));
    this.child.kill('SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
    if (this.child.exitCode === null && this.child.signalCode === null) this.child.kill('SIGKILL');
  }
}
