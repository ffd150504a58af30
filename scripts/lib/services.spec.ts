import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');

describe('metrics ports of npm start (services.mjs)', () => {
  // The script's own functions, run by node (it is an ES module).
  const script = `
    const m = await import(${JSON.stringify(path.join(root, 'scripts/lib/services.mjs'))});
    const all = [m.gateway, ...m.backendServices];
    console.log(JSON.stringify({
      defaults: Object.fromEntries(all.map((s) => [s.name, s.metricsPort])),
      fixed: all.flatMap((s) => [0, 1, 2].map((k) => m.metricsPortFor(s, k, 'fixed'))),
      free: m.metricsPortFor(m.gateway, 1, 'free'),
      off: m.metricsPortFor(m.gateway, 0, 'off'),
    }));`;
  const result = JSON.parse(
    execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' }),
  ) as {
    defaults: Record<string, number>;
    fixed: string[];
    free: string;
    off: string;
  };

  it('are the defaults the services use (DEFAULT_METRICS_PORTS reads the same file)', () => {
    const ports = JSON.parse(
      readFileSync(path.join(root, 'libs/service-kit/src/metrics-ports.json'), 'utf8'),
    ) as Record<string, number>;
    expect(result.defaults).toEqual(ports);
    expect(Object.keys(result.defaults).sort()).toEqual([
      'agreements',
      'chat',
      'documents',
      'gateway',
      'identity',
      'notifications',
      'privacy',
      'templates',
    ]);
  });

  it('never collide, replicas included; tests take free ports', () => {
    expect(new Set(result.fixed).size).toBe(result.fixed.length);
    expect(result.fixed).toContain('9567'); // agreements#2
    expect(result.free).toBe('0');
    expect(result.off).toBe('off');
  });
});
