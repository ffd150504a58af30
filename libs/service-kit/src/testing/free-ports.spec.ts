import { readFileSync } from 'node:fs';
import net from 'node:net';
import { freePort, freePorts } from './test-env';

function ephemeralLow(): number {
  try {
    return Number(readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0]);
  } catch {
    return 32768;
  }
}

describe('freePorts', () => {
  it('gives distinct ports below the ephemeral range, each one a server can listen on', async () => {
    const ports = await freePorts(20);
    expect(new Set(ports).size).toBe(20);
    const low = ephemeralLow();
    for (const port of ports) {
      expect(port).toBeGreaterThanOrEqual(20000);
      expect(port).toBeLessThan(Math.min(low, 32768));
    }
    const servers = await Promise.all(
      ports.map(
        (port) =>
          new Promise<net.Server>((resolve, reject) => {
            const server = net.createServer().once('error', reject);
            server.listen(port, '127.0.0.1', () => resolve(server));
          }),
      ),
    );
    await Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve))));
  });

  it('never gives a port an outgoing connection holds as its local end', async () => {
    const server = net.createServer((socket) => socket.end());
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as net.AddressInfo;
    const clients = await Promise.all(
      Array.from(
        { length: 20 },
        () =>
          new Promise<net.Socket>((resolve) => {
            const socket = net.connect(port, '127.0.0.1', () => resolve(socket));
          }),
      ),
    );
    const held = new Set(clients.map((c) => c.localPort));
    const picked = [...(await freePorts(50)), await freePort()];
    expect(picked.filter((p) => held.has(p))).toEqual([]);
    clients.forEach((c) => c.destroy());
    await new Promise((resolve) => server.close(resolve));
  });
});
