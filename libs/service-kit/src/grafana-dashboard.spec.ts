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
