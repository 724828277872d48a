// The YAML of a lesson's front matter and exercise blocks, read by the `yaml` library (YAML 1.2,
// core schema: `30` is a number, `true` a boolean, ` # …` a comment after any value, §6.6) into
// nodes that keep the line of every value, so that the loader reports a mistake where it is.
// Lessons are data written by hand, so YAML that needs a YAML manual to read is refused with its
// line, as lessons/README.md says: anchors and aliases (`&a`, `*a`, §6.9.2, §7.1), tags (`!x`,
// §6.9.1) and flow mappings (`{a: 1}`, §7.4). Tabs as indentation YAML refuses itself (§6.1).
import {
  LineCounter,
  isAlias,
  isMap,
  isScalar,
  isSeq,
  parseDocument,
  type ErrorCode,
  type ParsedNode,
  type YAMLError,
} from 'yaml';

export type YNode =
  /** `text`: the value as written (`007`, not 7), for fields that are text whatever they look like. */
  | { kind: 'scalar'; value: string | number | boolean; text: string; line: number }
  | { kind: 'list'; items: YNode[]; line: number }
  | { kind: 'map'; entries: Map<string, YEntry>; line: number };

export interface YEntry {
  key: string;
  line: number;
  node: YNode;
}

export class YamlError extends Error {
  constructor(
    message: string,
    /** 1-based line within the file the YAML was taken from (see parseYaml's `firstLine`). */
    readonly line: number,
  ) {
    super(message);
  }
}

/** What the library's message leaves the lesson author to guess. */
const hints: Partial<Record<ErrorCode, string>> = {
  BLOCK_AS_IMPLICIT_KEY:
    'a value with ": " in it must be quoted ("…") or written as a ">" block, and a "key:" line indented as the keys beside it',
};

/**
 * Parse `text`; line numbers in nodes and errors are `firstLine` + the line's index, so a
 * block inside a larger file reports the file's own line numbers.
 */
export function parseYaml(text: string, firstLine = 1): YNode {
  const lines = new LineCounter();
  const lineOf = (offset: number) => firstLine + lines.linePos(offset).line - 1;
  // uniqueKeys: false, so that a key given twice is reported below by its name.
  const doc = parseDocument(text, { lineCounter: lines, prettyErrors: false, uniqueKeys: false });
  const fail = (problem: YAMLError) => {
    const hint = hints[problem.code];
    return new YamlError(hint ? `${problem.message}: ${hint}` : problem.message, lineOf(problem.pos[0]));
  };
  if (doc.errors.length > 0) throw fail(doc.errors[0]);

  /** `at`: the line of the key or item the value belongs to, for a value left out. */
  function node(n: ParsedNode | null, what: string, at: number): YNode {
    if (n === null || (isScalar(n) && n.value === null)) throw new YamlError(`${what} has no value`, at);
    const line = lineOf(n.range[0]);
    if (isAlias(n)) throw new YamlError(`an alias (*${n.source}): lessons write every value out`, line);
    if (n.anchor) throw new YamlError(`an anchor (&${n.anchor}): lessons write every value out`, line);
    if (n.tag) throw new YamlError(`a tag (${n.tag}): lessons use no YAML tags`, line);
    if (isMap(n)) {
      if (n.flow) throw new YamlError('a {…} flow mapping: write "key: value" lines', line);
      const entries = new Map<string, YEntry>();
      for (const pair of n.items) {
        if (!isScalar(pair.key)) throw new YamlError('a key must be a plain word', line);
        const key = String(pair.key.value);
        const keyLine = lineOf(pair.key.range[0]);
        if (entries.has(key)) throw new YamlError(`"${key}" is given twice`, keyLine);
        entries.set(key, { key, line: keyLine, node: node(pair.value, `"${key}"`, keyLine) });
      }
      return { kind: 'map', entries, line };
    }
    if (isSeq(n)) {
      const items = n.items.map((item) => node(item, `an item of ${what}`, lineOf(item.range[0])));
      return { kind: 'list', items, line };
    }
    if (!isScalar(n)) throw new YamlError('YAML the lessons do not use', line);
    const value = n.value;
    if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean')
      throw new YamlError(`${what} is neither text, a number nor true/false`, line);
    return { kind: 'scalar', value, text: typeof value === 'string' ? value : (n.source ?? String(value)), line };
  }

  if (doc.contents === null) return { kind: 'map', entries: new Map(), line: firstLine };
  const result = node(doc.contents, 'the YAML', firstLine);
  // Warnings after the checks above, which name what the lessons refuse (an unresolved tag is one).
  if (doc.warnings.length > 0) throw fail(doc.warnings[0]);
  return result;
}
