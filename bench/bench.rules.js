// The rules of the benchmark runner (pure; bench.rules.spec.ts): its arguments, each bench's settings in
// real and smoke mode, and the ports a run takes. bench/run.mjs, docs/performance.md.

const BENCHES = ['agreements', 'pdf', 'chat', 'render'];

const USAGE =
  'usage: node bench/run.mjs [--smoke] [--no-build] [--report=FILE] [agreements] [pdf] [chat] [render]\n' +
  '  --smoke        a second of load, a few PDFs and chat messages: fails when a bench breaks, reports no timings\n' +
  '                 (also BENCH_SMOKE=1)\n' +
  '  --no-build     do not run the Nx build first (npm test has built everything; also BENCH_BUILD=0)\n' +
  "  --report=FILE  write each bench's result (name, ok, seconds, error; a measured run's figures) as JSON to FILE\n" +
  '  names          run only these benches (default: all, in the order agreements, pdf, chat, render)';

const truthy = (value) => value === '1' || value === 'true';
const falsy = (value) => value === '0' || value === 'false';

/**
 * The runner's arguments (`process.argv.slice(2)`) and environment: `{ smoke, build, report, benches,
 * help }`. Throws an Error whose message names the wrong argument and shows the usage.
 */
function parseBenchArgs(argv, env = {}) {
  const options = {
    smoke: truthy(env.BENCH_SMOKE),
    build: !falsy(env.BENCH_BUILD),
    report: undefined,
    benches: [],
    help: false,
  };
  for (const arg of argv) {
    if (arg === '--smoke') options.smoke = true;
    else if (arg === '--no-build') options.build = false;
    else if (arg === '--help' || arg === '-h') options.help = true;
    else if (arg.startsWith('--report=') && arg.length > '--report='.length)
      options.report = arg.slice('--report='.length);
    else if (BENCHES.includes(arg)) {
      if (!options.benches.includes(arg)) options.benches.push(arg);
    } else throw new Error(`unknown argument '${arg}'\n${USAGE}`);
  }
  // Always in the documented order, whatever order they were named in.
  options.benches = options.benches.length
    ? BENCHES.filter((name) => options.benches.includes(name))
    : [...BENCHES];
  return options;
}

/** A positive whole number from the environment, or `fallback` when unset. */
function positiveInteger(env, name, fallback) {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1)
    throw new Error(`${name} must be a positive whole number (got '${raw}')`);
  return value;
}

const AGREEMENT_PATHS = ['gateway', 'baseline', 'bare', 'post', 'mixed'];

/** The agreements bench: autocannon's connections and seconds, the agreement's size, the paths measured. */
function agreementsSettings({ smoke = false, env = {} } = {}) {
  const only = smoke
    ? AGREEMENT_PATHS
    : (env.BENCH_ONLY ?? AGREEMENT_PATHS.join(',')).split(',').map((p) => p.trim());
  const unknown = only.filter((p) => !AGREEMENT_PATHS.includes(p));
  if (unknown.length)
    throw new Error(`BENCH_ONLY: '${unknown.join(',')}' is not one of ${AGREEMENT_PATHS.join(', ')}`);
  if (smoke)
    return { connections: 4, seconds: 1, warmupSeconds: 0, participants: 2, rounds: 1, agreements: 3, only };
  const participants = positiveInteger(env, 'BENCH_PARTICIPANTS', 4);
  // The first question's answers differ between even and odd participants: the round stays open only with two or more.
  if (participants < 2)
    throw new Error(
      'BENCH_PARTICIPANTS must be at least 2 (with one, every answer agrees and the round closes)',
    );
  return {
    connections: positiveInteger(env, 'BENCH_CONNECTIONS', 50),
    seconds: positiveInteger(env, 'BENCH_SECONDS', 10),
    warmupSeconds: 3,
    participants,
    rounds: positiveInteger(env, 'BENCH_ROUNDS', 3),
    // The mixed path's agreements (one write for every ten reads, spread over all of them).
    agreements: positiveInteger(env, 'BENCH_AGREEMENTS', 1000),
    only,
  };
}

/** The PDF bench: how many PDFs in a row (latency), and how many at what concurrency, warm and naive. */
function pdfSettings({ smoke = false } = {}) {
  if (smoke) return { latencyCount: 2, warmCount: 2, warmConcurrency: 2, naiveCount: 1, naiveConcurrency: 1 };
  return { latencyCount: 30, warmCount: 20, warmConcurrency: 4, naiveCount: 20, naiveConcurrency: 4 };
}

/**
 * The chat bench: sockets and users in the room, messages one at a time, senders and seconds at once.
 * `perSender` (smoke only): at most that many messages per sender, so no socket sends more frames than
 * the gateway allows one socket (40 per 10 s, services/gateway/src/ws/chat.gateway.ts) on a fast machine.
 */
function chatSettings({ smoke = false, env = {} } = {}) {
  if (smoke) return { sockets: 8, users: 2, messages: 3, senders: 2, seconds: 1, perSender: 10 };
  const settings = {
    sockets: positiveInteger(env, 'BENCH_SOCKETS', 500),
    users: positiveInteger(env, 'BENCH_USERS', 25),
    messages: positiveInteger(env, 'BENCH_MESSAGES', 100),
    senders: positiveInteger(env, 'BENCH_SENDERS', 50),
    seconds: positiveInteger(env, 'BENCH_SECONDS', 10),
  };
  // The two gateways get every other socket; five sockets take the warm-up messages.
  if (settings.sockets < 5) throw new Error('BENCH_SOCKETS must be at least 5');
  return settings;
}

/**
 * The gateway the render bench measures: production render limits (30 rendered pages a minute per
 * address, the render budget left at its default), the size cap raised from 250 to 1250 cells so that a
 * 50-participant comparison of the largest topic (49 × 25) is rendered and the budget is measured under
 * the costliest renders, and the loopback trusted for X-Forwarded-For (each client an address of its own).
 */
const RENDER_GATEWAY_ENV = {
  TRUST_PROXY: 'loopback',
  COMPARISON_RENDERS_PER_IP: '30',
  COMPARISON_RENDER_MAX_CELLS: '1250',
};

/**
 * The render bench: the agreement's participants (one of them never answers, so the round stays open),
 * the clients fetching at once, the seconds of load per scenario and how often /api/topics is sampled.
 * Client n's requests come from 10.4x.n.*: at most 250 clients.
 */
function renderSettings({ smoke = false, env = {} } = {}) {
  if (smoke) return { participants: 6, clients: 5, seconds: 1, topicsEveryMs: 200 };
  const settings = {
    participants: positiveInteger(env, 'BENCH_RENDER_PARTICIPANTS', 50),
    clients: positiveInteger(env, 'BENCH_RENDER_CLIENTS', 30),
    seconds: positiveInteger(env, 'BENCH_SECONDS', 15),
    topicsEveryMs: 200,
  };
  if (settings.participants < 3 || settings.participants > 50)
    throw new Error(
      'BENCH_RENDER_PARTICIPANTS must be 3–50 (at least two answer; the 1200-cell cap is set for 49 who answer × 23 questions)',
    );
  if (settings.clients > 250) throw new Error('BENCH_RENDER_CLIENTS must be at most 250');
  return settings;
}

/**
 * Each bench's parameters. Real mode: the measured run (the defaults of docs/performance.md, BENCH_*
 * variables override them). Smoke mode: just enough to use every code path once (every measured path,
 * a warm and a naive PDF, every socket reached); the BENCH_* variables do not apply, so a smoke run
 * stays short whatever the shell holds.
 */
function benchSettings(name, mode = {}) {
  const settings = {
    agreements: agreementsSettings,
    pdf: pdfSettings,
    chat: chatSettings,
    render: renderSettings,
  }[name];
  if (!settings) throw new Error(`no bench named '${name}' (benches: ${BENCHES.join(', ')})`);
  return settings(mode);
}

/**
 * What a run listens on, by role: the infrastructure (Postgres, Redis, NATS, the mail catcher's SMTP and
 * web ports) and `gateways` gateway ports. The servers a bench starts itself (the baseline, bare Node)
 * listen on a port the kernel picks when they start: one found free earlier may be taken by then.
 * Every process's metrics port is 0 (a free one it picks itself), so nothing here is a fixed port.
 * @param {{ infra?: boolean, gateways?: number }} [needs]
 * @returns {string[]}
 */
function portRoles({ infra = true, gateways = 0 } = {}) {
  const roles = infra ? ['postgres', 'redis', 'nats', 'smtp', 'mailWeb'] : [];
  for (let k = 1; k <= gateways; k += 1) roles.push(k === 1 ? 'gateway' : `gateway${k}`);
  return roles;
}

/**
 * The fixed ports `npm start` takes (infra/local defaults, the gateway's 8080, the operations ports 9464–9471
 * and those of replicas, +100 each): a bench beside it must take none of them.
 */
function npmStartPorts() {
  const ports = new Set([5532, 6479, 4322, 1025, 1080, 8080]);
  for (let replica = 0; replica < 8; replica += 1)
    for (let port = 9464; port <= 9471; port += 1) ports.add(port + 100 * replica);
  return ports;
}

/**
 * Gives every role one of `picked` (ports the kernel handed out as free, all at once): throws when there
 * are too few, when one is given twice, or when one is a port `npm start` uses.
 */
function assignPorts(roles, picked, reserved = npmStartPorts()) {
  if (picked.length !== roles.length)
    throw new Error(`${roles.length} ports needed, ${picked.length} picked`);
  const twice = picked.find((port, index) => picked.indexOf(port) !== index);
  if (twice !== undefined) throw new Error(`port ${twice} was picked twice`);
  const taken = picked.find((port) => reserved.has(port));
  if (taken !== undefined) throw new Error(`port ${taken} is one npm start uses`);
  return Object.fromEntries(roles.map((role, index) => [role, picked[index]]));
}

module.exports = {
  BENCHES,
  RENDER_GATEWAY_ENV,
  USAGE,
  agreementsSettings,
  assignPorts,
  benchSettings,
  chatSettings,
  npmStartPorts,
  parseBenchArgs,
  pdfSettings,
  portRoles,
  renderSettings,
};
