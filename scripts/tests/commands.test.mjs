// Every command explains itself: `--help` prints its page and exits 0, an unknown flag is
// refused with the known ones (exit 2), both before any set-up or build (no step line, well
// under a second each), and scripts/README.md names every flag the help page lists.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Slots } from '../lib/run.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const readme = fs.readFileSync(path.join(root, 'scripts', 'README.md'), 'utf8');

const npmCommands = Object.entries(JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).scripts).map(
  ([name, script]) => {
    const file = script.match(/^node (scripts\/[\w-]+\.mjs)$/)?.[1];
    assert.ok(file, `package.json: ${name} is not "node scripts/<file>.mjs"`);
    const invocation = ['start', 'test'].includes(name) ? `npm ${name} --` : `npm run ${name} --`;
    const heading = ['start', 'test'].includes(name) ? `### npm ${name}` : `### npm run ${name}`;
    // A command joins the checks below once it declares itself through scripts/lib/cli.mjs
    // (until then it would do its work, a server or a build, instead of explaining itself).
    const declared = /from '\.\/lib\/cli\.mjs'/.test(fs.readFileSync(path.join(root, file), 'utf8'));
    return { name, file, invocation, heading, declared };
  },
);
const helpers = ['board/sim/build.mjs', 'hdl/tb/core-bench.mjs', 'hdl/tb/aes/sbox-bench.mjs'].map((file) => ({
  name: file,
  file,
  invocation: `node ${file}`,
  row: `| \`node ${file}`,
}));

// Two at a time, as the machine has two cores: each run's time is then its own.
const slots = new Slots(2);

/** Run a command file with `args`: { code, stdout, stderr, ms }. */
function runCommand(file, args) {
  return slots.use(() => {
    const started = Date.now();
    return new Promise((resolve) => {
      execFile(
        process.execPath,
        [path.join(root, file), ...args],
        { cwd: root, timeout: 30_000 },
        (error, stdout, stderr) =>
          resolve({ code: error ? (error.code ?? error.signal) : 0, stdout, stderr, ms: Date.now() - started }),
      );
    });
  });
}

/** The part of scripts/README.md about one command: its section, or its row of the helpers' table. */
function readmePart(command) {
  if (command.row) return readme.split('\n').find((line) => line.startsWith(command.row)) ?? '';
  const start = readme.indexOf(`\n${command.heading}\n`);
  if (start < 0) return '';
  const end = readme.slice(start + 1).search(/\n##/);
  return end < 0 ? readme.slice(start) : readme.slice(start, start + 1 + end);
}

/** The long flags of a help page's Options section. */
function flagsOf(help) {
  const options = help.split('\nOptions:\n')[1]?.split('\n\n')[0] ?? '';
  return [...options.matchAll(/^ {2}(?:-\w, )?(--[\w-]+)/gm)].map((m) => m[1]);
}

for (const c of npmCommands.filter((c) => !c.declared))
  test.todo(`${c.invocation.replace(/ --$/, '')}: --help and its flags through scripts/lib/cli.mjs`);

describe('every command explains itself', { concurrency: true }, () => {
  for (const command of [...npmCommands.filter((c) => c.declared), ...helpers]) {
    test(`${command.name}: --help, an unknown flag, and its flags in scripts/README.md`, async (t) => {
      const [help, short, unknown] = await Promise.all([
        runCommand(command.file, ['--help']),
        runCommand(command.file, ['-h']),
        runCommand(command.file, ['--no-such-flag']),
      ]);

      assert.equal(help.code, 0, help.stderr);
      assert.ok(help.stdout.startsWith(`usage: ${command.invocation}`), help.stdout);
      assert.match(help.stdout, /\nOptions:\n[^]*--help/);
      assert.equal(help.stderr, '');
      assert.equal(short.stdout, help.stdout, '-h is --help');

      assert.equal(unknown.code, 2, `${unknown.stdout}\n${unknown.stderr}`);
      assert.match(unknown.stderr, /unknown option --no-such-flag\n/);
      assert.match(unknown.stderr, /known options: .*--help/);
      for (const flag of flagsOf(help.stdout)) assert.ok(unknown.stderr.includes(flag), `${flag} not listed`);

      // Nothing ran: no set-up or build step printed (scripts/lib/progress.mjs's ▶ lines).
      for (const r of [help, unknown]) assert.doesNotMatch(r.stdout + r.stderr, /▶/);
      t.diagnostic(`--help ${help.ms} ms, unknown flag ${unknown.ms} ms`);

      const part = readmePart(command);
      assert.ok(part, `scripts/README.md has no ${command.heading ?? 'row'} for ${command.name}`);
      for (const flag of flagsOf(help.stdout))
        assert.ok(part.includes(`${flag}`), `scripts/README.md does not name ${command.name}'s ${flag}`);
    });
  }
});
