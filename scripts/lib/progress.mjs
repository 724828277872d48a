// Progress reporting shared by every root command: which step, which item, N of M.
// Plain lines (no cursor tricks) so logs from CI read the same as a terminal.

const started = Date.now();

/** Time since the command started, as the progress lines show it: 4.2s, 3m07s. */
export function elapsed() {
  const s = (Date.now() - started) / 1000;
  return s < 60 ? `${s.toFixed(1)}s` : `${Math.floor(s / 60)}m${String(Math.floor(s % 60)).padStart(2, '0')}s`;
}

/** A top-level step, e.g. "set-up", "build models". */
export function step(name) {
  console.log(`\n▶ ${name}  [${elapsed()}]`);
}

/** One item within a step, counted: "  [2/7] aes128-enc-lu1 … built". */
export function item(index, total, name, status) {
  console.log(`  [${index}/${total}] ${name} … ${status}  [${elapsed()}]`);
}

export function info(message) {
  console.log(`  ${message}`);
}

export function warn(message) {
  console.warn(`  ⚠ ${message}`);
}

/** An error the user must act on: say what is wrong and what to do, then exit non-zero. */
export class UserError extends Error {}

export function fail(message) {
  throw new UserError(message);
}

/** Run an async main; a UserError prints its message without a stack trace. */
export async function main(fn) {
  try {
    await fn();
  } catch (error) {
    // The message says what went wrong (a tool's own output included); the stack only
    // helps when debugging the scripts themselves.
    console.error(`\n✖ ${error.message}`);
    if (!(error instanceof UserError) && process.env.CS_DEBUG) console.error(error.stack);
    process.exit(1);
  }
}
