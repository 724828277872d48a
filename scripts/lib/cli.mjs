// The command line of every command: one declaration gives its parser (Node's own
// `parseArgs`, strict), its `--help` page and its refusals. scripts/README.md lists them all.
//
//   const { values, positionals } = command({
//     name: 'fuzz',                                  // `npm run fuzz`; or invocation: 'node board/sim/build.mjs'
//     summary: 'Run sim-core's fuzz targets …',      // one paragraph
//     options: { seconds: { type: 'string', value: 'N', default: '30', description: '…', parse: wholeNumber(1) } },
//     positionals: { name: 'target', description: 'only these fuzz targets (default: all)' },
//     env: ['CS_DEBUG'],                             // a name from `environment` below, or { name, description }
//     examples: ['npm run fuzz -- --seconds 300 parse_configuration'],
//   });
//
// `--help` (`-h`) prints the page and exits 0. An unknown flag, a flag without its value or
// with a bad one, a string flag given twice, or an argument a command does not take prints
// what is wrong and the known flags, then exits 2, before the command does any work.
import { parseArgs } from 'node:util';

/**
 * The CS_* variables more than one command reads, described once; a command names them in
 * its `env`. Every command run through scripts/lib/progress.mjs's main() reads CS_DEBUG.
 */
export const environment = {
  CS_DEBUG: 'set to anything: an unexpected error prints its stack trace too',
  CS_CACHE_DIR: 'the machine-wide cache of built models, shared by every clone (default ~/.cache/cipherscope/models)',
  CS_CHROMIUM: 'the Chromium every browser run launches (default /usr/bin/chromium)',
  CS_BACKEND: 'the HDL tests: the simulator build to test, native or wasm (the command sets it per run)',
  CS_CONFIGS:
    'the HDL tests: comma-separated configuration ids to test instead of the registry (any valid id built with npm run model)',
  CS_MCT_OUTER:
    'the HDL tests: outer iterations of every AESAVS Monte Carlo test (default 10 natively, 2 on pipelines deeper than 60 cycles, 1 in WASM; npm run sweep 100)',
  CS_RANDOM_BLOCKS:
    'the HDL tests: random blocks per configuration (default 20,000 natively, 10,000 in WASM; npm run sweep 100,000 natively)',
  CS_RANDOM_BLOCKS_NATIVE: 'as CS_RANDOM_BLOCKS, on the native build only',
  CS_RANDOM_BLOCKS_WASM: 'as CS_RANDOM_BLOCKS, on the WASM build only',
  CS_SEED: 'the HDL tests: the seed of the random test (default 0x5eed), to replay a run',
};

/** A wrong command line: the message says what, and the command exits 2. */
export class CommandLineError extends Error {}

/** A `parse` for a whole number ≥ `min` (e.g. seconds). */
export const wholeNumber =
  (min = 0) =>
  (text) => {
    const n = Number(text);
    if (!/^\d+$/.test(text.trim()) || !Number.isSafeInteger(n) || n < min)
      throw new Error(`expected a whole number ≥ ${min}, got ${text}`);
    return n;
  };

const help = { type: 'boolean', short: 'h', description: 'print this help and exit' };

function optionsOf(spec) {
  return { ...spec.options, help };
}

/** `--board <board>` or `-h, --help`, as the help page and the error messages write a flag. */
function flagOf(name, option) {
  const value = option.type === 'string' ? ` <${option.value ?? option.choices?.join('|') ?? 'value'}>` : '';
  return `${option.short ? `-${option.short}, ` : ''}--${name}${value}`;
}

function knownFlags(spec) {
  return Object.entries(optionsOf(spec))
    .map(([name, option]) => flagOf(name, option))
    .join(', ');
}

/** How a user starts the command: `npm run bench --`, `npm test --`, `node board/sim/build.mjs`. */
function invocationOf(spec) {
  if (spec.invocation) return spec.invocation;
  return `${['start', 'test'].includes(spec.name) ? 'npm' : 'npm run'} ${spec.name} --`;
}

function usageOf(spec) {
  const args = spec.usage ?? `[options]${spec.positionals ? ` [${spec.positionals.name} …]` : ''}`;
  return `${invocationOf(spec)} ${args}`;
}

function environmentOf(spec) {
  return (spec.env ?? []).map((e) => {
    if (typeof e !== 'string') return e;
    if (!(e in environment)) throw new Error(`cli.mjs: ${e} is not in its environment list; describe it`);
    return { name: e, description: environment[e] };
  });
}

/** Words of `text` in lines of at most `width` columns, each line after the first indented. */
function wrap(text, width, indent) {
  const lines = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines.join(`\n${' '.repeat(indent)}`);
}

/** Rows of `[left, right]` as an aligned two-column list. */
function table(rows) {
  const left = Math.min(32, Math.max(...rows.map(([l]) => l.length)));
  return rows
    .map(([l, r]) => {
      const pad = l.length > left ? `\n${' '.repeat(left + 4)}` : ' '.repeat(left - l.length + 2);
      return `  ${l}${pad}${wrap(r, 100 - left - 4, left + 4)}`;
    })
    .join('\n');
}

/** The `--help` page. */
export function helpText(spec) {
  const sections = [`usage: ${usageOf(spec)}`, wrap(spec.summary, 100, 0)];
  if (spec.positionals) sections.push(`Arguments:\n${table([[spec.positionals.name, spec.positionals.description]])}`);
  const options = Object.entries(optionsOf(spec)).map(([name, option]) => {
    const shown = option.default === undefined || option.type === 'boolean' ? '' : ` (default ${option.default})`;
    return [flagOf(name, option), `${option.description}${shown}`];
  });
  sections.push(`Options:\n${table(options)}`);
  const env = environmentOf(spec);
  if (env.length) sections.push(`Environment:\n${table(env.map((e) => [e.name, e.description]))}`);
  if (spec.examples?.length) sections.push(`Examples:\n${spec.examples.map((e) => `  ${e}`).join('\n')}`);
  sections.push('Every command, test layer and CS_* variable: scripts/README.md.');
  return `${sections.join('\n\n')}\n`;
}

/**
 * Parse `argv` against the declaration: { help: true } when --help is asked for, else
 * { values, positionals } with defaults applied and `parse`d values. Throws a
 * CommandLineError whose message names the problem and lists the known flags.
 */
export function parseCommand(spec, argv) {
  const options = optionsOf(spec);
  const refuse = (what) =>
    new CommandLineError(
      `${invocationOf(spec).replace(/ --$/, '')}: ${what}\n  known options: ${knownFlags(spec)}\n  (${invocationOf(spec)} --help says what each does)`,
    );
  // A lenient pass first, so the message can name the flag in this project's words; the
  // strict pass below then parses (and stays the judge of anything this one missed).
  const { tokens } = parseArgs({ args: argv, options, strict: false, allowPositionals: true, tokens: true });
  if (tokens.some((t) => t.kind === 'option' && t.name === 'help' && t.value === undefined)) return { help: true };
  const seen = new Set();
  for (const token of tokens) {
    if (token.kind === 'positional' && !spec.positionals)
      throw refuse(`takes no arguments, only options; got '${token.value}'`);
    if (token.kind !== 'option') continue;
    const option = options[token.name];
    if (!option) throw refuse(`unknown option ${token.rawName}`);
    const flag = flagOf(token.name, option);
    if (option.type === 'boolean' && token.value !== undefined) throw refuse(`${token.rawName} takes no value`);
    if (option.type === 'string') {
      if (token.value === undefined) throw refuse(`${token.rawName} needs a value: ${flag}`);
      if (!token.inlineValue && token.value.startsWith('-'))
        throw refuse(
          `${token.rawName} needs a value: ${flag} (got the option ${token.value}; a value starting with '-' goes as --${token.name}=<value>)`,
        );
      if (seen.has(token.name) && !option.multiple) throw refuse(`--${token.name} given twice`);
      seen.add(token.name);
    }
  }
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      options: Object.fromEntries(
        Object.entries(options).map(([name, o]) => [
          name,
          { type: o.type, ...(o.short && { short: o.short }), ...(o.multiple && { multiple: true }) },
        ]),
      ),
      strict: true,
      allowPositionals: Boolean(spec.positionals),
    });
  } catch (error) {
    throw refuse(error.message);
  }
  const values = {};
  for (const [name, option] of Object.entries(spec.options ?? {})) {
    let value = parsed.values[name] ?? option.default;
    if (value !== undefined && option.type === 'string') {
      const one = (v) => {
        if (option.choices && !option.choices.includes(v))
          throw refuse(`--${name} must be one of ${option.choices.join(', ')}; got '${v}'`);
        if (!option.parse) return v;
        try {
          return option.parse(v);
        } catch (error) {
          throw refuse(`--${name}: ${error.message}`);
        }
      };
      value = option.multiple ? [value].flat().map(one) : one(value);
    }
    if (option.type === 'boolean' && value === undefined) value = false;
    values[name] = value;
  }
  return { values, positionals: parsed.positionals };
}

/**
 * The command's arguments, from `process.argv` unless given. Prints the help page and exits
 * 0 on --help; prints the problem and exits 2 on a wrong command line.
 */
export function command(spec, argv = process.argv.slice(2)) {
  let result;
  try {
    result = parseCommand(spec, argv);
  } catch (error) {
    if (!(error instanceof CommandLineError)) throw error;
    // As scripts/lib/progress.mjs's main() reports a failure, with exit code 2: the command
    // line, not the work, is wrong.
    console.error(`\n✖ ${error.message}`);
    process.exit(2);
  }
  if (result.help) {
    process.stdout.write(helpText(spec));
    process.exit(0);
  }
  return result;
}
