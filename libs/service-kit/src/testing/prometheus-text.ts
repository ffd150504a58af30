/** One sample of a Prometheus text exposition: its name, labels and value. */
export interface PromSample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** Parses the samples of a Prometheus text exposition (comments skipped), for tests of `/metrics`. */
export function parsePrometheusText(text: string): PromSample[] {
  const samples: PromSample[] = [];
  for (const line of text.split('\n')) {
    if (!line || line.startsWith('#')) continue;
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)/.exec(line);
    if (!match) throw new Error(`not a Prometheus sample: ${line}`);
    const labels: Record<string, string> = {};
    for (const pair of (match[2] ?? '').matchAll(/([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g))
      labels[pair[1]] = pair[2];
    samples.push({ name: match[1], labels, value: Number(match[3]) });
  }
  return samples;
}

/** The samples named `name` whose labels include every one of `labels`. */
export function findSamples(
  samples: PromSample[],
  name: string,
  labels: Record<string, string> = {},
): PromSample[] {
  return samples.filter(
    (s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v),
  );
}

/** The sum of the matching samples (0 when none match). */
export function sampleSum(samples: PromSample[], name: string, labels: Record<string, string> = {}): number {
  return findSamples(samples, name, labels).reduce((sum, s) => sum + s.value, 0);
}
