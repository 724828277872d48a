// The YAML lessons use (front matter and exercise blocks), read with the line of every value
// so that a mistake is reported where it is. A deliberately small subset, described in
// lessons/README.md: block mappings and sequences by indentation, plain, quoted and folded
// (`>`) or literal (`|`) scalars, flow sequences of scalars (`[a, b]`), whole-line comments.
// Anything else (anchors, tags, flow mappings, tabs) is refused with its line.

export type YNode =
  | { kind: 'scalar'; value: string | number | boolean; line: number }
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
    /** 1-based line within the text given to parseYaml. */
    readonly line: number,
  ) {
    super(message);
  }
}

interface Line {
  no: number;
  indent: number;
  text: string;
}

function scalar(raw: string, line: number): YNode {
  const text = raw.trim();
  if (text.startsWith('"')) {
    if (!/^"(?:[^"\\]|\\.)*"$/.test(text))
      throw new YamlError(`unterminated or malformed double-quoted string: ${text}`, line);
    return { kind: 'scalar', value: JSON.parse(text) as string, line };
  }
  if (text.startsWith("'")) {
    if (!/^'(?:[^']|'')*'$/.test(text))
      throw new YamlError(`unterminated or malformed single-quoted string: ${text}`, line);
    return { kind: 'scalar', value: text.slice(1, -1).replace(/''/g, "'"), line };
  }
  if (/^[&*!{|>]/.test(text))
    throw new YamlError(`"${text[0]}" starts YAML the lessons do not use (anchors, tags, flow mappings)`, line);
  if (text === 'true' || text === 'false') return { kind: 'scalar', value: text === 'true', line };
  if (/^-?\d+(\.\d+)?$/.test(text)) return { kind: 'scalar', value: Number(text), line };
  return { kind: 'scalar', value: text, line };
}

function flowList(raw: string, line: number): YNode {
  const inner = raw.trim().slice(1, -1).trim();
  if (inner === '') return { kind: 'list', items: [], line };
  const items: YNode[] = [];
  // Split on commas outside quotes.
  let current = '';
  let quote: string | null = null;
  for (const ch of inner) {
    if (quote) {
      current += ch;
      if (ch === quote) quote = null;
    } else if (ch === '"' || ch === "'") {
      quote = ch;
      current += ch;
    } else if (ch === ',') {
      items.push(scalar(current, line));
      current = '';
    } else if (ch === '[' || ch === ']') {
      throw new YamlError('nested flow sequences are not supported', line);
    } else current += ch;
  }
  if (quote) throw new YamlError('unterminated string in a flow sequence', line);
  items.push(scalar(current, line));
  return { kind: 'list', items, line };
}

/** A value written after `key:` or `- ` on the same line. */
function inlineValue(raw: string, line: number): YNode {
  const text = raw.trim();
  if (text.startsWith('[')) {
    if (!text.endsWith(']')) throw new YamlError('a flow sequence must end on its line with "]"', line);
    return flowList(text, line);
  }
  return scalar(text, line);
}

const keyPattern = /^([A-Za-z_][A-Za-z0-9_-]*):(?:\s+(.*)|\s*)$/;

class Parser {
  private pos = 0;
  constructor(private readonly lines: Line[]) {}

  parseDocument(): YNode {
    if (this.lines.length === 0) return { kind: 'map', entries: new Map(), line: 1 };
    const node = this.block(this.lines[0].indent);
    if (this.pos < this.lines.length) {
      const l = this.lines[this.pos];
      throw new YamlError(`unexpected indentation: "${l.text}"`, l.no);
    }
    return node;
  }

  private block(indent: number): YNode {
    const first = this.lines[this.pos];
    if (first.indent !== indent) throw new YamlError(`unexpected indentation: "${first.text}"`, first.no);
    return first.text.startsWith('- ') || first.text === '-' ? this.list(indent) : this.map(indent);
  }

  private map(indent: number): YNode {
    const entries = new Map<string, YEntry>();
    const line = this.lines[this.pos].no;
    while (this.pos < this.lines.length && this.lines[this.pos].indent === indent) {
      const l = this.lines[this.pos];
      const m = keyPattern.exec(l.text);
      if (!m)
        throw new YamlError(
          l.text.startsWith('- ')
            ? 'a list item where a "key: value" was expected'
            : `expected "key: value", got "${l.text}"`,
          l.no,
        );
      const key = m[1];
      if (entries.has(key)) throw new YamlError(`"${key}" is given twice`, l.no);
      this.pos++;
      entries.set(key, { key, line: l.no, node: this.valueAfter(m[2] ?? '', l, indent) });
    }
    return { kind: 'map', entries, line };
  }

  private list(indent: number): YNode {
    const items: YNode[] = [];
    const line = this.lines[this.pos].no;
    while (this.pos < this.lines.length && this.lines[this.pos].indent === indent) {
      const l = this.lines[this.pos];
      if (!(l.text.startsWith('- ') || l.text === '-'))
        throw new YamlError(`expected a list item "- …", got "${l.text}"`, l.no);
      const rest = l.text.slice(1).trimStart();
      if (rest === '') {
        this.pos++;
        items.push(this.nested(l, indent));
      } else if (keyPattern.test(rest)) {
        // "- key: value" starts a mapping whose keys line up with "key".
        const inner = indent + (l.text.length - rest.length);
        this.lines[this.pos] = { no: l.no, indent: inner, text: rest };
        items.push(this.map(inner));
      } else {
        this.pos++;
        items.push(this.valueAfter(rest, l, indent));
      }
    }
    return { kind: 'list', items, line };
  }

  /** The value of a key or item: on its line, a folded/literal block, or an indented block. */
  private valueAfter(raw: string, l: Line, indent: number): YNode {
    const text = raw.trim();
    if (text === '>' || text === '|') return this.blockScalar(text, l, indent);
    if (text !== '') return inlineValue(text, l.no);
    return this.nested(l, indent);
  }

  private nested(l: Line, indent: number): YNode {
    const next = this.lines[this.pos];
    if (!next || next.indent <= indent) throw new YamlError(`"${l.text}" has no value`, l.no);
    return this.block(next.indent);
  }

  private blockScalar(style: string, l: Line, indent: number): YNode {
    const parts: string[] = [];
    while (this.pos < this.lines.length && this.lines[this.pos].indent > indent) {
      parts.push(this.lines[this.pos].text);
      this.pos++;
    }
    if (parts.length === 0) throw new YamlError(`"${l.text}" starts a block with no lines under it`, l.no);
    return { kind: 'scalar', value: style === '>' ? parts.join(' ') : parts.join('\n'), line: l.no };
  }
}

/**
 * Parse `text`; line numbers in nodes and errors are `firstLine` + the line's index, so a
 * block inside a larger file reports the file's own line numbers.
 */
export function parseYaml(text: string, firstLine = 1): YNode {
  const lines: Line[] = [];
  text.split('\n').forEach((raw, i) => {
    const no = firstLine + i;
    const line = raw.replace(/\s+$/, '');
    if (/^\s*\t/.test(line)) throw new YamlError('tabs are not allowed for indentation', no);
    const body = line.trimStart();
    if (body === '' || body.startsWith('#')) return;
    lines.push({ no, indent: line.length - body.length, text: body });
  });
  return new Parser(lines).parseDocument();
}
