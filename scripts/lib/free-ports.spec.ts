import { execFileSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');

describe('free ports of the local infrastructure (infra/local/processes.mjs)', () => {
  it('picks distinct ports below the ephemeral range, as the test kit does', () => {
    const script = `
      const m = await import(${JSON.stringify(path.join(root, 'infra/local/processes.mjs'))});
      console.log(JSON.stringify({ range: m.pickablePorts(), ports: [...(await m.freePorts(30)), await m.freePort()] }));`;
    const { range, ports } = JSON.parse(
      execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' }),
    ) as { range: { from: number; to: number }; ports: number[] };
    expect(range.from).toBe(20000);
    expect(range.to).toBeLessThanOrEqual(32767);
    expect(new Set(ports.slice(0, 30)).size).toBe(30);
    for (const port of ports) {
      expect(port).toBeGreaterThanOrEqual(range.from);
      expect(port).toBeLessThanOrEqual(range.to);
    }
  });
});
