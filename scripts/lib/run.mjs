// Child processes with captured output, for the build and test commands.
import { spawn } from 'node:child_process';

// Children still running, so a command that stops on Ctrl+C can stop them (stopChildren).
const running = new Set();

/** Send `signal` to every child process `run` started that has not ended. */
export function stopChildren(signal = 'SIGTERM') {
  for (const child of running) child.kill(signal);
}

/**
 * Run a command; resolve with {code, stdout, stderr}. Never rejects for a non-zero exit
 * unless `check` is set, in which case the error carries the command's output. An aborted
 * `signal` stops the command (SIGTERM) and rejects with the signal's reason.
 */
export function run(command, args, { cwd, env, check = true, input, echo = false, signal } = {}) {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const child = spawn(command, args, {
      cwd,
      env: env ?? process.env,
      stdio: [input === undefined ? 'ignore' : 'pipe', 'pipe', 'pipe'],
      signal,
    });
    running.add(child);
    child.on('exit', () => running.delete(child));
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => {
      stdout += d;
      if (echo) process.stdout.write(d);
    });
    child.stderr.on('data', (d) => {
      stderr += d;
      if (echo) process.stderr.write(d);
    });
    if (input !== undefined) child.stdin.end(input);
    child.on('error', (error) => {
      running.delete(child);
      if (error.name === 'AbortError') {
        reject(signal.reason);
      } else if (error.code === 'ENOENT') {
        reject(new Error(`command not found: ${command}`));
      } else reject(error);
    });
    child.on('close', (code) => {
      if (signal?.aborted) return reject(signal.reason);
      const result = { code, stdout, stderr };
      if (check && code !== 0) {
        const tail = (stderr || stdout).trim().split('\n').slice(-40).join('\n');
        const error = new Error(`${command} ${args.join(' ')} exited with ${code}\n${tail}`);
        error.result = result;
        reject(error);
      } else resolve(result);
    });
  });
}

/**
 * First line a command prints for `--version` (or ''), for tool fingerprints. A YoWASP tool's
 * first run on a machine prints "Preparing to run <tool>. This might take a while..." while
 * it compiles its WebAssembly, before the version: that line is not the version, and taking
 * it would make a fresh machine's fingerprints differ from every later run's.
 */
export async function versionOf(command, args = ['--version']) {
  try {
    const { stdout, stderr } = await run(command, args, { check: false });
    const lines = (stdout || stderr).trim().split('\n');
    return lines.find((l) => !/^Preparing to run /.test(l)) ?? '';
  } catch {
    return '';
  }
}

/** Run async jobs with at most `limit` at once (the machine has two cores). */
export async function pool(items, limit, worker) {
  const results = new Array(items.length);
  let next = 0;
  async function lane() {
    while (next < items.length) {
      const index = next++;
      results[index] = await worker(items[index], index);
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
  return results;
}

/**
 * A limit on processes running at once, shared by everything that takes it: the builds
 * queue their compilers here so two cores stay busy without oversubscribing them.
 */
export class Slots {
  constructor(count) {
    this.free = count;
    this.waiting = [];
  }

  async use(fn) {
    if (this.free > 0) this.free--;
    else await new Promise((resolve) => this.waiting.push(resolve));
    try {
      return await fn();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.free++;
    }
  }
}
