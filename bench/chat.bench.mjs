#!/usr/bin/env node
// Part of `npm run bench` (bench/run.mjs): chat fan-out across two gateway processes. 500 sockets of
// logged-in users in one agreement, spread over two gateways; (1) one message at a time, 100 times: the
// time from send until all 500 sockets have it (p50/p99); (2) 50 senders, each sending its next message
// as soon as its previous one came back, for 10 s: messages per second delivered to every socket.
// Loopback only, on free ports; everything started here is stopped at the end.
//   node bench/chat.bench.mjs [--smoke]   this bench alone (the options of bench/run.mjs)
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import WebSocket from 'ws';
import { avtaltApi } from '../scripts/support/avtalt-api.mjs';
import { check, isMain, onCleanup, runMain, within } from './harness.mjs';

/** However loaded the machine, a message reaches every socket within this, or the bench is broken. */
const DELIVERY_LIMIT_MS = 60_000;

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/**
 * One socket: joins the room, and calls `onMessage(content, receivedAt)` for every chat message and
 * `onErrorFrame(socket, message)` for every error frame.
 */
function openSocket(port, cookie, agreementId, onMessage, onErrorFrame) {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`ws://127.0.0.1:${port}/ws`, {
      headers: { cookie, origin: `http://127.0.0.1:${port}` },
    });
    socket.once('error', reject);
    socket.once('close', (code) => reject(new Error(`socket closed (${code}) before it joined`)));
    socket.once('open', () => socket.send(JSON.stringify({ type: 'join', agreementId })));
    socket.on('message', (data) => {
      const frame = JSON.parse(data.toString());
      if (frame.type === 'history') resolve(socket);
      else if (frame.type === 'message') onMessage(frame.message.content, performance.now());
      else if (frame.type === 'error') onErrorFrame(socket, frame.message);
    });
  });
}

export const chatBench = {
  name: 'chat',
  // The product allows 10 messages per 10 s per user; this measures fan-out, not the limiter.
  // 20 sockets per user here (the product allows 5 per session: docs/websocket-limits.md).
  system: {
    gateways: 2,
    extraEnv: {
      CHAT_RATE_LIMIT: '1000000',
      REGISTER_MAX_PER_IP: '100000',
      WS_MAX_SOCKETS_PER_SESSION: '1000',
    },
  },
  async run({ smoke, settings, say, bases, gatewayPorts }) {
    const {
      sockets: SOCKETS,
      users: USERS,
      messages: MESSAGES,
      senders: SENDERS,
      seconds: SECONDS,
      perSender: PER_SENDER = Infinity,
    } = settings;
    const ports = gatewayPorts.slice(0, 2);
    const call = (base, method, url, body, cookie) => avtaltApi(base).callOk(method, url, body, cookie);
    const sockets = [];
    onCleanup(() => sockets.forEach((socket) => socket.terminate()));
    // The sends of each socket not yet refused or delivered everywhere, oldest first: an error frame has no
    // id, and refuses the oldest message its socket sent (e.g. 'Diskusjonen er midlertidig utilgjengelig'
    // when chat does not answer the gateway in time on an overloaded machine). Such a message never arrives.
    const unsettled = new Map();
    const refusals = new Map();
    const onErrorFrame = (socket, message) => {
      refusals.set(message, (refusals.get(message) ?? 0) + 1);
      const entry = unsettled.get(socket)?.shift();
      if (entry) entry.settle({ refused: message });
      else console.error(`[bench] chat: error frame: ${message}`);
    };

    say(`registering ${USERS} users and one agreement`);
    const cookies = [];
    for (let i = 0; i < USERS; i++) {
      const { cookie } = await call(bases[0], 'POST', '/api/auth/register', {
        firstName: 'Chat',
        lastName: `Bruker${i}`,
        username: `chat_${i}`,
        email: `chat${i}@avtalt.test`,
        password: 'benchmark-passord',
      });
      cookies.push(cookie);
    }
    const { body: created } = await call(
      bases[0],
      'POST',
      '/api/agreements',
      { topic: 'custom', title: 'Sommerplaner', description: 'Vi planlegger sammen.' },
      cookies[0],
    );
    const agreementId = created.id;

    // Every message's arrivals: content → { sentAt, count, deliveries[], settle }.
    const inFlight = new Map();
    const onMessage = (content, at) => {
      const entry = inFlight.get(content);
      if (!entry) return;
      entry.count += 1;
      entry.deliveries.push(at - entry.sentAt);
      if (entry.count === SOCKETS) entry.settle({ ms: at - entry.sentAt });
    };
    say(`opening ${SOCKETS} sockets across two gateways (${ports.join(', ')})`);
    const openStarted = performance.now();
    for (let i = 0; i < SOCKETS; i += 50) {
      const batch = [];
      for (let k = i; k < Math.min(SOCKETS, i + 50); k++)
        batch.push(openSocket(ports[k % 2], cookies[k % USERS], agreementId, onMessage, onErrorFrame));
      sockets.push(
        ...(await within(
          Promise.all(batch),
          DELIVERY_LIMIT_MS,
          `opening and joining sockets ${i + 1}–${Math.min(SOCKETS, i + 50)}`,
        )),
      );
    }
    const openMs = performance.now() - openStarted;

    /**
     * Sends `content` from `socket`; `finished` resolves with `{ ms }` once every socket has it, or with
     * `{ refused }` (the error frame's text) — in smoke mode a refusal fails the bench.
     */
    const send = (socket, content) => {
      const entry = { sentAt: performance.now(), count: 0, deliveries: [] };
      const settled = new Promise((resolve) => {
        entry.settle = (result) => {
          const queue = unsettled.get(socket) ?? [];
          if (queue.includes(entry)) queue.splice(queue.indexOf(entry), 1);
          inFlight.delete(content);
          resolve(result);
        };
      });
      inFlight.set(content, entry);
      unsettled.set(socket, [...(unsettled.get(socket) ?? []), entry]);
      socket.send(JSON.stringify({ type: 'message', agreementId, content }));
      const finished = within(
        settled,
        DELIVERY_LIMIT_MS,
        () => `'${content}' reaching all ${SOCKETS} sockets (${entry.count} had it)`,
      ).then((result) => {
        check(!(smoke && result.refused), `'${content}' was refused: ${result.refused}`);
        return result;
      });
      return { entry, finished };
    };

    say(`fan-out latency: ${MESSAGES} messages, one at a time, each to all ${SOCKETS} sockets`);
    for (let i = 0; i < 5; i++) await send(sockets[i], `oppvarming ${i}`).finished; // warm-up
    const allReached = [];
    const perDelivery = [];
    let refused = 0;
    for (let i = 0; i < MESSAGES; i++) {
      const { entry, finished } = send(sockets[(i * 7) % SOCKETS], `melding ${i}`);
      const result = await finished;
      if (result.refused) refused += 1;
      else allReached.push(result.ms);
      perDelivery.push(...entry.deliveries);
    }
    check(
      allReached.length > 0,
      `every one of the ${MESSAGES} messages was refused: ${[...refusals.keys()].join('; ')}`,
    );
    allReached.sort((a, b) => a - b);
    perDelivery.sort((a, b) => a - b);

    say(
      `throughput: ${SENDERS} senders for ${SECONDS} s, each sending again when all ${SOCKETS} have its previous message`,
    );
    let completed = 0;
    let deliveries = 0;
    const stopAt = performance.now() + SECONDS * 1000;
    const senderLoop = async (s) => {
      let n = 0;
      while (performance.now() < stopAt && n < PER_SENDER) {
        // Each message from the next of the sender's sockets: the gateway allows one socket 40 frames per
        // 10 s, and a bench that sends as fast as messages arrive would pass that from one socket.
        const socket = sockets[(s + n * SENDERS) % SOCKETS];
        const content = `last ${s}-${n++}`;
        const { entry, finished } = send(socket, content);
        if ((await finished).refused) refused += 1;
        else completed += 1;
        deliveries += entry.count;
      }
    };
    const throughputStarted = performance.now();
    await Promise.all(Array.from({ length: SENDERS }, (_, s) => senderLoop(s)));
    const throughputSeconds = (performance.now() - throughputStarted) / 1000;
    if (smoke) {
      const frames = [...refusals.keys()];
      check(frames.length === 0, `error frames: ${frames.join('; ')}`);
      return `${SOCKETS} sockets on two gateways, ${5 + MESSAGES + completed} messages each reached all of them`;
    }

    const f = (n) => n.toFixed(1);
    console.log('\n| Chat fan-out (2 gateways) | Value |');
    console.log('|---|---:|');
    console.log(`| Sockets in the room | ${SOCKETS} (${SOCKETS / 2} per gateway, ${USERS} users) |`);
    console.log(`| Opening and joining all sockets | ${Math.round(openMs)} ms |`);
    console.log(`| Time until all ${SOCKETS} have a message, p50 | ${f(percentile(allReached, 50))} ms |`);
    console.log(`| Time until all ${SOCKETS} have a message, p99 | ${f(percentile(allReached, 99))} ms |`);
    console.log(`| Time until all ${SOCKETS} have a message, max | ${f(allReached.at(-1))} ms |`);
    console.log(
      `| One delivery (one socket), p50 / p99 | ${f(percentile(perDelivery, 50))} / ${f(percentile(perDelivery, 99))} ms |`,
    );
    console.log(
      `| Messages/s with ${SENDERS} senders (each to all ${SOCKETS}) | ${Math.round(completed / throughputSeconds)} |`,
    );
    console.log(`| Socket deliveries/s | ${Math.round(deliveries / throughputSeconds)} |`);
    const why = [...refusals].map(([message, count]) => `${count} × '${message}'`).join(', ');
    console.log(
      `| Messages refused with an error frame (not in the figures above) | ${refused}${why ? ` (${why})` : ''} |`,
    );
    console.log(
      `\nNode ${process.version}, ${os.cpus().length} cores; the benchmark client (all ${SOCKETS} sockets) runs on the same machine.`,
    );
    return 'measured';
  },
};

if (isMain(import.meta.url)) await runMain([chatBench], [...process.argv.slice(2), 'chat']);
