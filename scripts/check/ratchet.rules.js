// A ratchet: counts per file recorded in check-baseline.json that may only go down. A file that is not
// recorded may have none. `npm run check` fails on any count above its record and lists the records that
// could be lowered (`node scripts/check.mjs --tighten` lowers them).

/**
 * Compares this run's counts with the recorded ones.
 * @param {Record<string, number>} now     counts of this run (files with 0 may be left out)
 * @param {Record<string, number>} recorded the baseline's counts
 * @returns {{ over: {file: string, now: number, recorded: number}[], lower: {file: string, now: number, recorded: number}[] }}
 */
function compare(now, recorded) {
  const over = [];
  const lower = [];
  for (const [file, count] of Object.entries(now)) {
    const allowed = recorded[file] ?? 0;
    if (count > allowed) over.push({ file, now: count, recorded: allowed });
  }
  for (const [file, allowed] of Object.entries(recorded)) {
    const count = now[file] ?? 0;
    if (count < allowed) lower.push({ file, now: count, recorded: allowed });
  }
  const byFile = (a, b) => a.file.localeCompare(b.file);
  return { over: over.sort(byFile), lower: lower.sort(byFile) };
}

/** The records lowered to this run's counts where they fell (never raised); files at 0 are dropped. */
function tightened(now, recorded) {
  const out = {};
  for (const [file, allowed] of Object.entries(recorded)) {
    const count = Math.min(allowed, now[file] ?? 0);
    if (count > 0) out[file] = count;
  }
  return sorted(out);
}

/** Only the files with a count above zero, in path order (the baseline file's diffs stay readable). */
function sorted(counts) {
  return Object.fromEntries(
    Object.entries(counts)
      .filter(([, n]) => n > 0)
      .sort(([a], [b]) => a.localeCompare(b)),
  );
}

/**
 * The size budget as counts: a file over `limit` lines counts its lines, others nothing, so a recorded file
 * may shrink but not grow, and a new file over the limit fails.
 */
function oversized(lines, limit) {
  return sorted(Object.fromEntries(Object.entries(lines).filter(([, n]) => n > limit)));
}

module.exports = { compare, oversized, sorted, tightened };
