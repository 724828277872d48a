// scripts/lib/cli.mjs: one declaration gives a command its parser, its --help page and its
// refusals. The commands themselves are run in commands.test.mjs.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parseCommand, helpText, wholeNumber, environment, CommandLineError } from '../lib/cli.mjs';

const spec = {
  name: 'demo',
  summary: 'A demonstration command.',
  options: {
    board: { type: 'string', value: 'board', description: 'the board' },
    seconds: { type: 'string', value: 'N', default: '30', description: 'seconds', parse: wholeNumber(1) },
    backend: { type: 'string', choices: ['native', 'wasm'], description: 'one backend' },
    'no-fit-check': { type: 'boolean', description: 'skip the check' },
  },
  positionals: { name: 'id', description: 'configurations' },
  env: ['CS_DEBUG', { name: 'CS_DEMO', description: 'a knob of its own' }],
  examples: ['npm run demo -- --board icebreaker'],
};

/** The CommandLineError message `argv` gets. */
function refusal(argv, s = spec) {
  try {
    parseCommand(s, argv);
  } catch (error) {
    assert.ok(error instanceof CommandLineError, error.stack);
    return error.message;
  }
  assert.fail(`${argv.join(' ')} was accepted`);
}

test('values with defaults, parsed values, booleans and positionals', () => {
  assert.deepEqual(parseCommand(spec, []), {
    values: { board: undefined, seconds: 30, backend: undefined, 'no-fit-check': false },
    positionals: [],
  });
  assert.deepEqual(parseCommand(spec, ['a', '--board=icebreaker', '--seconds', '5', '--no-fit-check', 'b']), {
    values: { board: 'icebreaker', seconds: 5, backend: undefined, 'no-fit-check': true },
    positionals: ['a', 'b'],
  });
  assert.deepEqual(parseCommand(spec, ['--backend', 'wasm', '--', '--not-a-flag']).positionals, ['--not-a-flag']);
});

test('--help and -h win, wherever they are', () => {
  assert.deepEqual(parseCommand(spec, ['--help']), { help: true });
  assert.deepEqual(parseCommand(spec, ['x', '-h']), { help: true });
  assert.deepEqual(parseCommand(spec, ['--nonsense', '--help']), { help: true });
});

test('an unknown flag is named, with the known ones', () => {
  const message = refusal(['--bored', 'x']);
  assert.match(message, /^npm run demo: unknown option --bored\n/);
  assert.match(
    message,
    /known options: --board <board>, --seconds <N>, --backend <native\|wasm>, --no-fit-check, -h, --help/,
  );
  assert.match(message, /npm run demo -- --help/);
  assert.match(refusal(['-x']), /unknown option -x/);
});

test('a missing, ambiguous or bad value is named', () => {
  assert.match(refusal(['--board']), /--board needs a value: --board <board>/);
  assert.match(refusal(['--board', '--no-fit-check']), /--board needs a value.*got the option --no-fit-check/);
  assert.match(refusal(['--seconds', '0']), /--seconds: expected a whole number ≥ 1, got 0/);
  assert.match(refusal(['--seconds=1.5']), /--seconds: expected a whole number ≥ 1, got 1.5/);
  assert.match(refusal(['--backend', 'gpu']), /--backend must be one of native, wasm; got 'gpu'/);
  assert.match(refusal(['--no-fit-check=yes']), /--no-fit-check takes no value/);
  assert.match(refusal(['--board', 'a', '--board', 'b']), /--board given twice/);
});

test('a command without positionals refuses one', () => {
  const { positionals, ...rest } = spec;
  assert.equal(positionals.name, 'id');
  assert.match(refusal(['stray'], rest), /takes no arguments, only options; got 'stray'/);
  assert.match(refusal(['--', 'stray'], rest), /got 'stray'/);
});

test('the help page: usage, summary, arguments, options, environment, examples', () => {
  const text = helpText(spec);
  assert.match(text, /^usage: npm run demo -- \[options\] \[id …\]\n\nA demonstration command\.\n/);
  assert.match(text, /\nArguments:\n {2}id +configurations\n/);
  assert.match(text, /\n {2}--seconds <N> +seconds \(default 30\)\n/);
  assert.match(text, /\n {2}--backend <native\|wasm> +one backend\n/);
  assert.match(text, /\n {2}-h, --help +print this help and exit\n/);
  assert.match(text, new RegExp(`\\n {2}CS_DEBUG +${environment.CS_DEBUG}\\n`));
  assert.match(text, /\n {2}CS_DEMO +a knob of its own\n/);
  assert.match(text, /\nExamples:\n {2}npm run demo -- --board icebreaker\n/);
  assert.ok(
    text.split('\n').every((line) => line.length <= 100 || line.startsWith('  npm run')),
    text,
  );
});

test('npm test and npm start are written as npm writes them; a helper by its node command', () => {
  assert.match(helpText({ name: 'test', summary: 's' }), /^usage: npm test -- \[options\]\n/);
  assert.match(
    helpText({ invocation: 'node board/sim/build.mjs', usage: '<id> …', summary: 's' }),
    /^usage: node board\/sim\/build.mjs <id> …\n/,
  );
  assert.match(refusal(['--x'], { invocation: 'node a.mjs', summary: 's' }), /\(node a.mjs --help says/);
});

test('a CS_ name a command lists must be described', () => {
  assert.throws(() => helpText({ name: 'x', summary: 's', env: ['CS_NOT_A_KNOB'] }), /CS_NOT_A_KNOB/);
});
