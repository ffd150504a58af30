import {
  RENDER_GATEWAY_ENV,
  agreementsSettings,
  assignPorts,
  benchSettings,
  chatSettings,
  npmStartPorts,
  parseBenchArgs,
  pdfSettings,
  portRoles,
  renderSettings,
} from './bench.rules.js';

describe('parseBenchArgs', () => {
  it('runs every bench in real mode, after a build, by default', () => {
    expect(parseBenchArgs([], {})).toEqual({
      smoke: false,
      build: true,
      report: undefined,
      benches: ['agreements', 'pdf', 'chat', 'render'],
      help: false,
    });
  });

  it('takes smoke mode from --smoke or BENCH_SMOKE, and no build from --no-build or BENCH_BUILD=0', () => {
    expect(parseBenchArgs(['--smoke', '--no-build'], {})).toMatchObject({ smoke: true, build: false });
    expect(parseBenchArgs([], { BENCH_SMOKE: '1', BENCH_BUILD: '0' })).toMatchObject({
      smoke: true,
      build: false,
    });
    expect(parseBenchArgs([], { BENCH_SMOKE: 'true', BENCH_BUILD: 'false' })).toMatchObject({
      smoke: true,
      build: false,
    });
    expect(parseBenchArgs([], { BENCH_SMOKE: '0', BENCH_BUILD: '1' })).toMatchObject({
      smoke: false,
      build: true,
    });
  });

  it('runs the named benches once each, in the documented order', () => {
    expect(parseBenchArgs(['chat', 'agreements', 'chat'], {}).benches).toEqual(['agreements', 'chat']);
    expect(parseBenchArgs(['render', 'pdf'], {}).benches).toEqual(['pdf', 'render']);
  });

  it('takes a report file', () => {
    expect(parseBenchArgs(['--report=/tmp/r.json'], {}).report).toBe('/tmp/r.json');
  });

  it('refuses an unknown argument, an unknown bench and an empty report name, showing the usage', () => {
    expect(() => parseBenchArgs(['--smok'], {})).toThrow(
      /unknown argument '--smok'\nusage: node bench\/run.mjs/,
    );
    expect(() => parseBenchArgs(['scaled'], {})).toThrow(/unknown argument 'scaled'/);
    expect(() => parseBenchArgs(['--report='], {})).toThrow(/unknown argument '--report='/);
  });

  it('asks for the usage with --help or -h', () => {
    expect(parseBenchArgs(['--help'], {}).help).toBe(true);
    expect(parseBenchArgs(['-h'], {}).help).toBe(true);
  });
});

describe('benchSettings', () => {
  it('measures as docs/performance.md describes in real mode', () => {
    expect(benchSettings('agreements', { env: {} })).toEqual({
      connections: 50,
      seconds: 10,
      warmupSeconds: 3,
      participants: 4,
      rounds: 3,
      agreements: 1000,
      only: ['gateway', 'baseline', 'bare', 'post', 'mixed'],
    });
    expect(benchSettings('pdf', { env: {} })).toEqual({
      latencyCount: 30,
      warmCount: 20,
      warmConcurrency: 4,
      naiveCount: 20,
      naiveConcurrency: 4,
    });
    expect(benchSettings('chat', { env: {} })).toEqual({
      sockets: 500,
      users: 25,
      messages: 100,
      senders: 50,
      seconds: 10,
    });
    expect(benchSettings('render', { env: {} })).toEqual({
      participants: 50,
      clients: 30,
      seconds: 15,
      topicsEveryMs: 200,
    });
  });

  it('lets BENCH_* variables change the real run', () => {
    const env = {
      BENCH_CONNECTIONS: '10',
      BENCH_SECONDS: '2',
      BENCH_PARTICIPANTS: '50',
      BENCH_ROUNDS: '1',
      BENCH_ONLY: 'baseline, post',
      BENCH_SOCKETS: '100',
      BENCH_AGREEMENTS: '20',
    };
    expect(benchSettings('agreements', { env })).toEqual({
      connections: 10,
      seconds: 2,
      warmupSeconds: 3,
      participants: 50,
      rounds: 1,
      agreements: 20,
      only: ['baseline', 'post'],
    });
    expect(benchSettings('chat', { env })).toMatchObject({ sockets: 100, seconds: 2 });
    // The render bench has its own sizes: the agreements bench's participants and connections do not change it.
    expect(benchSettings('render', { env })).toEqual({
      participants: 50,
      clients: 30,
      seconds: 2,
      topicsEveryMs: 200,
    });
    expect(
      benchSettings('render', { env: { BENCH_RENDER_PARTICIPANTS: '10', BENCH_RENDER_CLIENTS: '5' } }),
    ).toMatchObject({ participants: 10, clients: 5 });
  });

  it('keeps a smoke run to a second of load and a few PDFs and messages, whatever BENCH_* says', () => {
    const env = { BENCH_SECONDS: '60', BENCH_SOCKETS: '5000', BENCH_ONLY: 'post' };
    const agreements = agreementsSettings({ smoke: true, env });
    expect(agreements).toMatchObject({
      seconds: 1,
      warmupSeconds: 0,
      rounds: 1,
      only: ['gateway', 'baseline', 'bare', 'post', 'mixed'],
    });
    expect(agreements.agreements).toBeLessThanOrEqual(5);
    expect(agreements.participants).toBeGreaterThanOrEqual(2);
    const pdf = pdfSettings({ smoke: true });
    expect(pdf.latencyCount + pdf.warmCount + pdf.naiveCount).toBeLessThanOrEqual(10);
    expect(pdf.naiveCount).toBeGreaterThanOrEqual(1);
    const chat = chatSettings({ smoke: true, env });
    expect(chat).toMatchObject({ seconds: 1 });
    expect(chat.sockets).toBeLessThanOrEqual(20);
    // The two gateways each hold sockets, and five take the warm-up messages.
    expect(chat.sockets).toBeGreaterThanOrEqual(5);
    // Spread over its sockets, no socket sends more than the gateway's 40 frames per 10 s, however fast the
    // machine: the warm-up, the one-at-a-time messages and each sender's cap, all from one socket at worst.
    expect('perSender' in chat).toBe(true);
    const perSender = 'perSender' in chat ? chat.perSender : Infinity;
    const perSocketAtWorst =
      1 + Math.ceil(chat.messages / 2) + Math.ceil(perSender / Math.floor(chat.sockets / chat.senders));
    expect(perSocketAtWorst).toBeLessThan(40);
    // The render bench: a few participants (two or more answer), a second per scenario, a client per participant who answers.
    const render = renderSettings({ smoke: true, env: { ...env, BENCH_RENDER_PARTICIPANTS: '50' } });
    expect(render).toMatchObject({ seconds: 1 });
    expect(render.participants).toBeGreaterThanOrEqual(3);
    expect(render.participants).toBeLessThanOrEqual(10);
    expect(render.clients).toBeLessThanOrEqual(render.participants - 1);
  });

  it('refuses a setting that is not a positive whole number, naming the variable', () => {
    expect(() => benchSettings('agreements', { env: { BENCH_CONNECTIONS: 'many' } })).toThrow(
      "BENCH_CONNECTIONS must be a positive whole number (got 'many')",
    );
    expect(() => benchSettings('chat', { env: { BENCH_SOCKETS: '0' } })).toThrow(
      /BENCH_SOCKETS must be a positive whole number/,
    );
    expect(() => benchSettings('chat', { env: { BENCH_SECONDS: '1.5' } })).toThrow(/BENCH_SECONDS/);
  });

  it('refuses settings the bench cannot run with', () => {
    expect(() => benchSettings('agreements', { env: { BENCH_PARTICIPANTS: '1' } })).toThrow(/at least 2/);
    expect(() => benchSettings('agreements', { env: { BENCH_ONLY: 'gateway,put' } })).toThrow(
      "BENCH_ONLY: 'put' is not one of gateway, baseline, bare, post, mixed",
    );
    expect(() => benchSettings('chat', { env: { BENCH_SOCKETS: '4' } })).toThrow(/at least 5/);
    expect(() => benchSettings('render', { env: { BENCH_RENDER_PARTICIPANTS: '2' } })).toThrow(/3–50/);
    expect(() => benchSettings('render', { env: { BENCH_RENDER_PARTICIPANTS: '51' } })).toThrow(/3–50/);
    expect(() => benchSettings('render', { env: { BENCH_RENDER_CLIENTS: '251' } })).toThrow(/at most 250/);
    expect(() => benchSettings('scaled', { env: {} })).toThrow(/no bench named 'scaled'/);
  });
});

describe('RENDER_GATEWAY_ENV', () => {
  it("keeps the production limit per address, trusts the loopback's X-Forwarded-For and renders the largest comparison", () => {
    expect(RENDER_GATEWAY_ENV).toEqual({
      TRUST_PROXY: 'loopback',
      COMPARISON_RENDERS_PER_IP: '30',
      COMPARISON_RENDER_MAX_CELLS: '1250',
    });
    // No render budget here: the gateway's default (200 ms a second) is what is measured.
    expect(Object.keys(RENDER_GATEWAY_ENV)).not.toContain('COMPARISON_RENDER_BUDGET_MS_PER_SECOND');
    // The full run's page, 49 who answered × the largest topic's 25 questions, is under the cap.
    const { participants } = renderSettings({ env: {} });
    expect((participants - 1) * 25).toBeLessThanOrEqual(
      Number(RENDER_GATEWAY_ENV.COMPARISON_RENDER_MAX_CELLS),
    );
  });
});

describe('portRoles', () => {
  it('names the infrastructure and every gateway', () => {
    expect(portRoles({ gateways: 2 })).toEqual([
      'postgres',
      'redis',
      'nats',
      'smtp',
      'mailWeb',
      'gateway',
      'gateway2',
    ]);
    expect(portRoles({ infra: false, gateways: 1 })).toEqual(['gateway']);
  });
});

describe('assignPorts', () => {
  const roles = portRoles({ gateways: 2 });

  it('gives every role its own port', () => {
    const picked = [40001, 40002, 40003, 40004, 40005, 40006, 40007];
    expect(assignPorts(roles, picked)).toEqual({
      postgres: 40001,
      redis: 40002,
      nats: 40003,
      smtp: 40004,
      mailWeb: 40005,
      gateway: 40006,
      gateway2: 40007,
    });
  });

  it('refuses a port picked twice, too few ports, and a port npm start uses', () => {
    expect(() => assignPorts(roles, [40001, 40002, 40003, 40004, 40005, 40006, 40001])).toThrow(
      'port 40001 was picked twice',
    );
    expect(() => assignPorts(roles, [40001, 40002])).toThrow('7 ports needed, 2 picked');
    expect(() => assignPorts(roles, [40001, 40002, 40003, 1025, 40005, 40006, 40007])).toThrow(
      'port 1025 is one npm start uses',
    );
    expect(() => assignPorts(roles, [40001, 40002, 40003, 40004, 40005, 40006, 9464])).toThrow(
      'port 9464 is one npm start uses',
    );
  });

  it("knows npm start's ports: infrastructure, gateway and every replica's operations port", () => {
    const ports = npmStartPorts();
    for (const port of [5532, 6479, 4322, 1025, 1080, 8080, 9464, 9471, 9567, 10164])
      expect(ports.has(port)).toBe(true);
    expect(ports.has(9472)).toBe(false);
  });
});
