// The markdown lessons are written in, read into blocks that keep their line numbers (so
// the loader can say where a problem is) and rendered by React, never as HTML strings.
// The subset (lessons/README.md): ## and ### headings, paragraphs, - and 1. lists, pipe
// tables, > notes, fenced code, and one-line directives `::name{attr=value …}`. Inline:
// **strong**, *emphasis*, `code`, [text](link). Raw HTML and # headings are refused.

export type Inline =
  | { t: 'text'; v: string }
  | { t: 'em' | 'strong'; c: Inline[] }
  | { t: 'code'; v: string }
  | { t: 'link'; href: string; c: Inline[] };

export type RawBlock =
  | { k: 'heading'; level: 2 | 3; text: Inline[]; line: number }
  | { k: 'p'; c: Inline[]; line: number }
  | { k: 'list'; ordered: boolean; items: Inline[][]; line: number }
  | { k: 'table'; head: Inline[][]; rows: Inline[][][]; line: number }
  | { k: 'note'; c: Inline[]; line: number }
  | { k: 'fence'; lang: string; text: string; line: number; bodyLine: number }
  | { k: 'directive'; name: string; attrs: Record<string, string>; attrLines: number; line: number };

export class MarkdownError extends Error {
  constructor(
    message: string,
    readonly line: number,
  ) {
    super(message);
  }
}

/** Parse inline markup of one block; `line` is where the block starts, for errors. */
export function parseInline(text: string, line: number): Inline[] {
  const out: Inline[] = [];
  let buffer = '';
  const flush = () => {
    if (buffer) out.push({ t: 'text', v: buffer });
    buffer = '';
  };
  let i = 0;
  while (i < text.length) {
    const ch = text[i];
    if (ch === '\\' && i + 1 < text.length && /[\\`*_[\]()<>{}:|#-]/.test(text[i + 1])) {
      buffer += text[i + 1];
      i += 2;
    } else if (ch === '`') {
      const end = text.indexOf('`', i + 1);
      if (end < 0) throw new MarkdownError('an inline `code` span is not closed', line);
      flush();
      out.push({ t: 'code', v: text.slice(i + 1, end) });
      i = end + 1;
    } else if (text.startsWith('**', i)) {
      const end = text.indexOf('**', i + 2);
      if (end < 0) throw new MarkdownError('**strong** text is not closed', line);
      flush();
      out.push({ t: 'strong', c: parseInline(text.slice(i + 2, end), line) });
      i = end + 2;
    } else if (ch === '*' && text[i + 1] !== ' ') {
      const end = text.indexOf('*', i + 1);
      if (end < 0) throw new MarkdownError('*emphasis* is not closed', line);
      flush();
      out.push({ t: 'em', c: parseInline(text.slice(i + 1, end), line) });
      i = end + 1;
    } else if (ch === '[') {
      const m = /^\[([^\]]+)\]\(([^)\s]*)\)?/.exec(text.slice(i));
      if (!m || (m[0].includes('](') && !m[0].endsWith(')'))) {
        // Not a link: a bracket in the text, such as s[r,c]. A link left open is a mistake.
        if (m && m[0].includes('](')) throw new MarkdownError(`a link is not closed: ${text.slice(i, i + 30)}`, line);
        buffer += ch;
        i++;
        continue;
      }
      if (!m[0].includes('](')) {
        buffer += ch;
        i++;
        continue;
      }
      flush();
      out.push({ t: 'link', href: m[2], c: parseInline(m[1], line) });
      i += m[0].length;
    } else if (ch === '<' && /[A-Za-z/!]/.test(text[i + 1] ?? '')) {
      throw new MarkdownError(`raw HTML is not allowed in lessons: ${text.slice(i, i + 20)}`, line);
    } else {
      buffer += ch;
      i++;
    }
  }
  flush();
  return out;
}

/** Directive attributes: name=value, name="value with spaces"; values of a list are comma-separated. */
export function parseAttributes(text: string, line: number): Record<string, string> {
  const attrs: Record<string, string> = {};
  const pattern = /\s*([a-zA-Z][a-zA-Z0-9-]*)=(?:"([^"]*)"|([^\s"]+))\s*/y;
  let pos = 0;
  while (pos < text.length) {
    if (text.slice(pos).trim() === '') break;
    pattern.lastIndex = pos;
    const m = pattern.exec(text);
    if (!m)
      throw new MarkdownError(
        `cannot read the attributes at "${text.slice(pos).trim()}": expected name=value or name="value"`,
        line,
      );
    if (m[1] in attrs) throw new MarkdownError(`attribute "${m[1]}" is given twice`, line);
    attrs[m[1]] = m[2] ?? m[3];
    pos = pattern.lastIndex;
  }
  return attrs;
}

const splitRow = (row: string) =>
  row
    .trim()
    .replace(/^\|/, '')
    .replace(/\|$/, '')
    .split(/(?<!\\)\|/)
    .map((cell) => cell.trim());

/** Parse a lesson body; `firstLine` is the file line of the body's first line. */
export function parseMarkdown(body: string, firstLine: number): RawBlock[] {
  const lines = body.split('\n');
  const blocks: RawBlock[] = [];
  let i = 0;
  const no = (index: number) => firstLine + index;
  const blank = (s: string | undefined) => s === undefined || s.trim() === '';
  const startsBlock = (s: string) => /^(#{1,6}\s|```|::[a-z]|>\s?|- |\d+\.\s|\|)/.test(s);

  while (i < lines.length) {
    const line = lines[i];
    if (blank(line)) {
      i++;
      continue;
    }
    const at = no(i);
    if (/^\s+\S/.test(line) && !startsBlock(line.trimStart())) {
      throw new MarkdownError('indented text: lessons do not use indented code or nested blocks (use a ``` fence)', at);
    }
    let m: RegExpExecArray | null;
    if ((m = /^(#{1,6})\s+(.*)$/.exec(line))) {
      const level = m[1].length;
      if (level === 1)
        throw new MarkdownError('a "# " heading: the title comes from the front matter; sections start with "## "', at);
      if (level > 3)
        throw new MarkdownError(`a level-${level} heading: lessons use "## " sections and "### " subsections`, at);
      blocks.push({ k: 'heading', level: level as 2 | 3, text: parseInline(m[2].trim(), at), line: at });
      i++;
    } else if ((m = /^```\s*([A-Za-z0-9_-]*)\s*$/.exec(line))) {
      const start = i;
      i++;
      const content: string[] = [];
      while (i < lines.length && !/^```\s*$/.test(lines[i])) content.push(lines[i++]);
      if (i >= lines.length) throw new MarkdownError('a ``` fence is not closed', at);
      i++;
      blocks.push({ k: 'fence', lang: m[1], text: content.join('\n'), line: at, bodyLine: no(start + 1) });
    } else if ((m = /^::([a-z][a-z-]*)(\{.*)?$/.exec(line.trimEnd()))) {
      const rest = m[2] ?? '';
      // Attributes may run over several lines until the closing brace.
      let text = rest;
      let extra = 0;
      while (
        text !== '' &&
        !text.trimEnd().endsWith('}') &&
        i + extra + 1 < lines.length &&
        !blank(lines[i + extra + 1])
      ) {
        extra++;
        text += ` ${lines[i + extra].trim()}`;
      }
      if (text !== '' && !text.trimEnd().endsWith('}'))
        throw new MarkdownError(`the directive ::${m[1]} has no closing "}"`, at);
      const attrs = text === '' ? {} : parseAttributes(text.trim().slice(1, -1), at);
      blocks.push({ k: 'directive', name: m[1], attrs, attrLines: extra + 1, line: at });
      i += extra + 1;
    } else if (line.startsWith('::')) {
      throw new MarkdownError(
        `cannot read the directive "${line.trim()}": expected ::name or ::name{attr=value …}`,
        at,
      );
    } else if (/^>\s?/.test(line)) {
      const parts: string[] = [];
      while (i < lines.length && /^>\s?/.test(lines[i])) parts.push(lines[i++].replace(/^>\s?/, ''));
      blocks.push({ k: 'note', c: parseInline(parts.join(' ').trim(), at), line: at });
    } else if (/^(- |\d+\.\s)/.test(line)) {
      const ordered = /^\d+\./.test(line);
      const items: Inline[][] = [];
      const marker = ordered ? /^\d+\.\s+/ : /^- +/;
      while (i < lines.length && !blank(lines[i])) {
        const l = lines[i];
        if (marker.test(l)) {
          const item = [l.replace(marker, '')];
          const itemLine = no(i);
          i++;
          // Continuation lines of an item are indented.
          while (i < lines.length && /^\s+\S/.test(lines[i]) && !marker.test(lines[i].trimStart()))
            item.push(lines[i++].trim());
          items.push(parseInline(item.join(' '), itemLine));
        } else if (/^(- |\d+\.\s)/.test(l)) {
          throw new MarkdownError('a list mixes "- " and "1. " items', no(i));
        } else throw new MarkdownError(`a list item's continuation must be indented: "${l.trim()}"`, no(i));
      }
      blocks.push({ k: 'list', ordered, items, line: at });
    } else if (line.startsWith('|')) {
      const rows: string[][] = [];
      const start = i;
      while (i < lines.length && lines[i].startsWith('|')) rows.push(splitRow(lines[i++]));
      if (rows.length < 2 || !rows[1].every((c) => /^:?-{3,}:?$/.test(c))) {
        throw new MarkdownError('a table needs a header row and a "| --- |" separator row', at);
      }
      const width = rows[0].length;
      rows.forEach((r, index) => {
        if (r.length !== width)
          throw new MarkdownError(`a table row has ${r.length} cells where the header has ${width}`, no(start + index));
      });
      blocks.push({
        k: 'table',
        head: rows[0].map((c) => parseInline(c, at)),
        rows: rows.slice(2).map((r, index) => r.map((c) => parseInline(c, no(start + 2 + index)))),
        line: at,
      });
    } else {
      const parts: string[] = [];
      while (i < lines.length && !blank(lines[i]) && !startsBlock(lines[i])) parts.push(lines[i++].trim());
      blocks.push({ k: 'p', c: parseInline(parts.join(' '), at), line: at });
    }
  }
  return blocks;
}

/** The plain text of inline content, for search and headings' ids. */
export function plainText(inlines: Inline[]): string {
  return inlines.map((n) => (n.t === 'text' || n.t === 'code' ? n.v : plainText(n.c))).join('');
}
