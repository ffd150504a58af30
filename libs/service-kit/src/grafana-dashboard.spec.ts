import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { initMetrics, metricsRegistry, registerAllMetrics } from './metrics';
import { DEFAULT_METRICS_PORTS } from './operations.rules';

const root = path.resolve(__dirname, '../../..');

interface Panel {
  type: string;
  title: string;
  targets?: { expr: string }[];
}

const dashboard = JSON.parse(readFileSync(path.join(root, 'infra/grafana/avtalt.json'), 'utf8')) as {
  panels: Panel[];
};
const queries = dashboard.panels.flatMap((panel) => (panel.targets ?? []).map((target) => target.expr));

/** Every sample name the registry of a process can expose (histograms as _bucket, _sum, _count). */
async function registeredNames(): Promise<Set<string>> {
  initMetrics('dashboard-test');
  registerAllMetrics();
  const names = new Set<string>();
  for (const metric of await metricsRegistry.getMetricsAsJSON()) {
    names.add(metric.name);
    if (String(metric.type) === 'histogram')
      for (const suffix of ['_bucket', '_sum', '_count']) names.add(metric.name + suffix);
  }
  return names;
}

describe('infra/grafana/avtalt.json', () => {
  it('queries only metric names the code registers', async () => {
    const names = await registeredNames();
    const queried = new Set(queries.flatMap((expr) => expr.match(/\bavtalt_[a-z0-9_]+/g) ?? []));
    expect(queried.size).toBeGreaterThan(15);
    expect([...queried].filter((name) => !names.has(name))).toEqual([]);
  });

  it('has one row per service, each panel of a row asking for that service only', () => {
    const rows: string[] = [];
    let current: string | undefined;
    for (const panel of dashboard.panels) {
      if (panel.type === 'row') {
        rows.push((current = panel.title));
        continue;
      }
      for (const target of panel.targets ?? [])
        expect({ panel: panel.title, expr: target.expr }).toEqual({
          panel: panel.title,
          expr: expect.stringContaining(`service="${current}"`),
        });
    }
    expect(rows.sort()).toEqual(Object.keys(DEFAULT_METRICS_PORTS).sort());
  });

  it('shows the series the issue names', () => {
    const all = queries.join('\n');
    for (const name of [
      'avtalt_http_request_duration_seconds_bucket',
      'avtalt_nats_client_request_duration_seconds_count',
      'avtalt_nats_server_request_duration_seconds_bucket',
      'avtalt_nats_server_errors_total',
      'avtalt_queue_jobs',
      'avtalt_queue_oldest_waiting_seconds',
      'avtalt_queue_job_failures_total',
      'avtalt_ws_connections',
      'avtalt_ws_messages_total',
      'avtalt_db_pool_connections',
      'avtalt_mails_sent_total',
      'avtalt_mails_failed_total',
      'avtalt_pdfs_rendered_total',
      'avtalt_pdfs_sealed_total',
    ])
      expect(all).toContain(name);
  });
});

describe('metrics ports of npm start (scripts/lib/services.mjs)', () => {
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

  it('are the defaults the services use', () => {
    expect(result.defaults).toEqual(DEFAULT_METRICS_PORTS);
  });

  it('never collide, replicas included; tests take free ports', () => {
    expect(new Set(result.fixed).size).toBe(result.fixed.length);
    expect(result.fixed).toContain('9567'); // agreements#2
    expect(result.free).toBe('0');
    expect(result.off).toBe('off');
  });
});
