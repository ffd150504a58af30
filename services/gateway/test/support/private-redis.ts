import { freePort } from '@avtalt/service-kit/testing';
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

function which(command: string): string {
  const found = spawnSync('sh', ['-c', `command -v ${command}`], { encoding: 'utf8' }).stdout.trim();
  if (!found) throw new Error(`${command} not found (apt-get install redis-server)`);
  return found;
}

function pong(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port }, () => socket.write('PING\r\n'));
    socket.setTimeout(500);
    socket.on('data', (data) => {
      socket.destroy();
      resolve(data.toString().startsWith('+PONG'));
    });
    socket.on('timeout', () => {
      socket.destroy();
      resolve(false);
    });
    socket.on('error', () => resolve(false));
  });
}

/**
 * A redis-server of the test's own (as infra/local/infra.mjs starts one), on a free port, with an AOF
 * written on every command so that what it held survives a kill -9 and a start on the same directory.
 */
export class PrivateRedis {
  private child?: ChildProcess;
  private readonly dir = mkdtempSync(path.join(os.tmpdir(), 'avtalt-redis-'));

  private constructor(readonly port: number) {}

  static async start(): Promise<PrivateRedis> {
    const redis = new PrivateRedis(await freePort());
    await redis.startProcess();
    return redis;
  }

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  get pid(): number {
    if (!this.child?.pid) throw new Error('redis-server is not running');
    return this.child.pid;
  }

  /** Starts it again on the same port and data (after {@link kill}). */
  async startProcess(): Promise<void> {
    this.child = spawn(
      which('redis-server'),
      [
        '--port',
        String(this.port),
        '--bind',
        '127.0.0.1',
        '--dir',
        this.dir,
        '--appendonly',
        'yes',
        '--appendfsync',
        'always',
        '--save',
        '',
        '--daemonize',
        'no',
      ],
      { stdio: 'ignore' },
    );
    const deadline = Date.now() + 10_000;
    while (!(await pong(this.port))) {
      if (Date.now() > deadline) throw new Error(`redis-server on ${this.port} did not start`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  /** kill -9, and waits until it is gone. */
  async kill(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
  }

  freeze(): void {
    process.kill(this.pid, 'SIGSTOP');
  }

  thaw(): void {
    process.kill(this.pid, 'SIGCONT');
  }

  async stop(): Promise<void> {
    if (this.child?.pid && this.child.exitCode === null) {
      try {
        this.thaw();
      } catch {
        // already gone
      }
    }
    await this.kill();
    rmSync(this.dir, { recursive: true, force: true });
  }
}
