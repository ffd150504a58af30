// A small process supervisor for `npm start`: a process that exits is started again after a delay that
// grows with each quick failure (500 ms, 1 s, 2 s, … up to 30 s; back to 500 ms once it has run for a
// minute), and every exit and restart is logged. Only stop() ends the processes for good.
import { stopProcess } from './run.mjs';

const FIRST_DELAY_MS = 500;
const MAX_DELAY_MS = 30_000;
/** A process that ran this long is healthy again: its next failure restarts it at once (first delay). */
const STABLE_AFTER_MS = 60_000;

/** The delay before restart number `failures` (1-based) of a process that keeps failing. */
export function restartDelay(failures) {
  return Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** Math.max(0, failures - 1));
}

export class Supervisor {
  #entries = [];
  #stopping = false;

  /** @param {(message: string) => void} log */
  constructor(log) {
    this.log = log;
  }

  /**
   * Starts a process with `start()` (which returns a ChildProcess) and keeps it running. Returns an
   * entry whose `child` is always the current process.
   */
  add(name, start) {
    const entry = { name, start, child: undefined, failures: 0, restarts: 0, startedAt: 0, timer: undefined };
    this.#entries.push(entry);
    this.#launch(entry);
    return entry;
  }

  /** The processes currently running, in start order. */
  get children() {
    return this.#entries.map((e) => e.child).filter(Boolean);
  }

  /** The process id of each supervised process, by name. */
  pids() {
    return Object.fromEntries(this.#entries.map((e) => [e.name, e.child?.pid]));
  }

  #launch(entry) {
    entry.startedAt = Date.now();
    const child = entry.start();
    entry.child = child;
    child.once('exit', (code, signal) => {
      if (this.#stopping || entry.child !== child) return;
      entry.failures = Date.now() - entry.startedAt >= STABLE_AFTER_MS ? 1 : entry.failures + 1;
      const delay = restartDelay(entry.failures);
      this.log(
        `${entry.name} exited (${signal ? `signal ${signal}` : `code ${code}`}); restarting in ${delay} ms`,
      );
      entry.timer = setTimeout(() => {
        entry.timer = undefined;
        if (this.#stopping) return;
        entry.restarts += 1;
        this.#launch(entry);
        this.log(`${entry.name} restarted (restart ${entry.restarts})`);
      }, delay);
    });
  }

  /** Stops every process for good, the last started first. */
  async stop() {
    this.#stopping = true;
    for (const entry of this.#entries) clearTimeout(entry.timer);
    for (const entry of this.#entries.slice().reverse()) await stopProcess(entry.child);
  }
}
