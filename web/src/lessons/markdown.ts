// A lesson's markdown, parsed by remark and mapped onto the blocks and inline nodes of
// schema.ts, each block with the line it starts on so that the loader can say where a problem
// is. remark-parse reads CommonMark (0.31, whose § numbers the comments cite); remark-directive
// reads the generic directives proposal, whose leaf form `::name{attr=value …}` is the widget
// syntax; remark-frontmatter reads the `---` YAML block; remark-gfm reads GitHub Flavored
// Markdown's pipe tables (GFM §4.10). The page renders the nodes with React, never as HTML
// strings. What lessons do not use is refused with its line rather than dropped: raw HTML, `# `
// and level-4 headings, images, reference links, link titles, indented code, `:::` containers,
// thematic breaks, a note or list item of more than one paragraph, and the rest of GFM
// (strikethrough, footnotes, task lists, bare addresses made links) (lessons/README.md says which).
import type { Link, List, ListItem as MdListItem, Node, Paragraph, PhrasingContent, RootContent, Table } from 'mdast';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import type { Inline, ListItem, NestedList } from './schema.ts';

export type RawBlock =
  | { k: 'heading'; level: 2 | 3; text: Inline[]; line: number }
  | { k: 'p'; c: Inline[]; line: number }
  | { k: 'list'; ordered: boolean; items: ListItem[]; line: number }
  | { k: 'table'; head: Inline[][]; rows: Inline[][][]; line: number }
  | { k: 'note'; c: Inline[]; line: number }
  | { k: 'fence'; lang: string; text: string; line: number; bodyLine: number }
  | { k: 'directive'; name: string; attrs: Record<string, string>; line: number };

export class MarkdownError extends Error {
  constructor(
    message: string,
    readonly line: number,
  ) {
    super(message);
  }
}

// GFM without `singleTilde`: "~1.4 Gbit/s" is about 1.4 Gbit/s, not struck out (GFM §6.5 wants "~~").
const gfm = { singleTilde: false };
const lessonParser = unified()
  .use(remarkParse)
  .use(remarkGfm, gfm)
  .use(remarkDirective)
  .use(remarkFrontmatter, ['yaml'])
  .freeze();
/** For text that is inline markup only (exercise questions and hints): no front matter. */
const inlineParser = unified().use(remarkParse).use(remarkGfm, gfm).use(remarkDirective).freeze();

type Positioned = Pick<Node, 'position'>;

/** Maps mdast nodes of one source text; `fixedLine` puts every problem on one line (text from YAML). */
class Reader {
  constructor(
    private readonly source: string,
    private readonly fixedLine: number | null = null,
  ) {}

  lineOf(node: Positioned): number {
    return this.fixedLine ?? node.position?.start.line ?? 1;
  }

  /** The node as written. */
  sourceOf(node: Positioned): string {
    return this.source.slice(node.position?.start.offset ?? 0, node.position?.end.offset ?? 0);
  }

  fail(node: Positioned, message: string): never {
    throw new MarkdownError(message, this.lineOf(node));
  }

  blocks(nodes: RootContent[]): RawBlock[] {
    return nodes.map((node, i) => {
      this.apart(nodes[i - 1], node);
      return this.block(node);
    });
  }

  /**
   * Two lists on consecutive lines are one list of mixed markers to a reader: CommonMark splits it
   * (§5.3). A table may start on the line after a paragraph's text in GFM (§4.10), which reads as
   * one block in the lesson file.
   */
  private apart(before: RootContent | undefined, node: RootContent) {
    const touching = (before?.position?.end.line ?? 0) + 1 === node.position?.start.line;
    if (node.type === 'table' && before?.type === 'paragraph' && touching)
      this.fail(node, 'a table needs a blank line before it');
    if (node.type !== 'list' || before?.type !== 'list') return;
    if (before.ordered !== node.ordered && touching) this.fail(node, 'a list mixes "- " and "1. " items');
  }

  private block(node: RootContent): RawBlock {
    const line = this.lineOf(node);
    switch (node.type) {
      case 'heading':
        if (node.depth === 1)
          this.fail(node, 'a "# " heading: the title comes from the front matter; sections start with "## "');
        if (node.depth > 3)
          this.fail(node, `a level-${node.depth} heading: lessons use "## " sections and "### " subsections`);
        return { k: 'heading', level: node.depth as 2 | 3, text: this.inline(node.children), line };
      case 'paragraph':
        return this.paragraph(node);
      case 'table':
        return this.table(node);
      case 'blockquote': {
        const [only, ...more] = node.children;
        if (only?.type !== 'paragraph' || more.length > 0) this.fail(node, 'a "> " note is one paragraph of text');
        return { k: 'note', c: this.inline(only.children), line };
      }
      case 'list':
        return { k: 'list', ordered: node.ordered ?? false, items: this.items(node), line };
      case 'code': {
        const written = this.sourceOf(node);
        const open = /^(`{3,}|~{3,})/.exec(written)?.[1];
        if (!open)
          this.fail(node, 'indented text: lessons do not use indented code or nested blocks (use a ``` fence)');
        const rows = written.split('\n');
        const close = rows.at(-1)!.trim();
        if (rows.length < 2 || !close.startsWith(open) || close.replaceAll(open[0], '') !== '')
          this.fail(node, `a ${open} fence is not closed`);
        if (node.meta) this.fail(node, `a fence names its language only: "${rows[0].trim()}"`);
        return { k: 'fence', lang: node.lang ?? '', text: node.value, line, bodyLine: line + 1 };
      }
      case 'leafDirective': {
        if (node.children.length > 0) this.fail(node, `::${node.name} takes no [label]: "${this.sourceOf(node)}"`);
        const attrs: Record<string, string> = {};
        for (const [name, value] of Object.entries(node.attributes ?? {})) attrs[name] = value ?? '';
        this.attributesOnce(node);
        return { k: 'directive', name: node.name, attrs, line };
      }
      case 'containerDirective':
        return this.fail(node, `":::${node.name}" starts a container directive: widgets are one line, ::name{…}`);
      case 'html':
        return this.fail(node, `raw HTML is not allowed in lessons: ${node.value.slice(0, 20)}`);
      case 'thematicBreak':
        return this.fail(node, 'a thematic break ("---"): a lesson is divided by "## " sections');
      case 'definition':
        return this.fail(
          node,
          `a link reference definition ([${node.label}]: …): write the link in place, [text](target)`,
        );
      case 'footnoteDefinition':
        return this.fail(node, `a footnote ([^${node.label}]: …): lessons say it in the text`);
      default:
        return this.fail(node, `${node.type} is not part of the lesson format (lessons/README.md)`);
    }
  }

  private paragraph(node: Paragraph): RawBlock {
    const written = this.sourceOf(node);
    const line = this.lineOf(node);
    // Lines GFM did not read as a table: no delimiter row, or one with fewer or more cells than the header.
    if (written.startsWith('|'))
      this.fail(node, 'a table needs a header row and a "| --- |" separator row with a "---" for each header cell');
    // A directive the library did not read stays a paragraph: attributes over two lines, a missing "}".
    if (written.startsWith('::'))
      this.fail(
        node,
        `cannot read the directive "${written.split('\n')[0]}": a directive is one line, ::name or ::name{attr=value …}`,
      );
    const row = written.split('\n').findIndex((l) => l.trim().startsWith('|'));
    if (row > 0) throw new MarkdownError('a table needs a blank line before it', line + row);
    return { k: 'p', c: this.inline(node.children), line };
  }

  /**
   * A pipe table. GFM pads a short row with empty cells and drops a long row's extra ones (§4.10),
   * and lets rows leave out their outer pipes; in a lesson a row with the wrong number of cells is a
   * mistake, and every line starts with "|" so that a line of text after a table is not a row.
   */
  private table(node: Table): RawBlock {
    const line = this.lineOf(node);
    const lines = this.sourceOf(node).split('\n');
    const stray = lines.findIndex((l) => !l.trim().startsWith('|'));
    if (stray >= 0)
      throw new MarkdownError(
        `a table row starts with "|" (a blank line ends the table): "${lines[stray].trim()}"`,
        line + stray,
      );
    const [head, ...rows] = node.children;
    const width = head.children.length;
    for (const row of rows)
      if (row.children.length !== width)
        this.fail(row, `a table row has ${row.children.length} cells where the header has ${width}`);
    const cells = (row: Table['children'][number]) => row.children.map((cell) => this.inline(cell.children));
    return { k: 'table', head: cells(head), rows: rows.map(cells), line };
  }

  /** The generic directives proposal keeps the last of two equal attributes; a lesson's typo should not pass. */
  private attributesOnce(node: Positioned) {
    const written = this.sourceOf(node);
    const braces = written.slice(written.indexOf('{') + 1).replace(/"[^"]*"|'[^']*'/g, '""');
    const names = [...braces.matchAll(/([^\s=#.{}"']+)=/g)].map((m) => m[1]);
    const twice = names.find((name, i) => names.indexOf(name) !== i);
    if (twice) this.fail(node, `attribute "${twice}" is given twice`);
  }

  /**
   * A list's items, each written "- " or "1. ". CommonMark also starts a list at "+ ", "* " and
   * "1) ", even on a line that continues a paragraph (§5.3): "10 / k\n+ 1" would be a list.
   */
  private items(list: List): ListItem[] {
    for (const item of list.children) {
      const marker = /^\S+/.exec(this.sourceOf(item))?.[0] ?? '';
      if (!(list.ordered ? /^\d+\.$/ : /^-$/).test(marker))
        this.fail(
          item,
          `a list item starts "${marker}": lessons write "- " and "1. " lists; a line of text that starts with "${marker}" needs a backslash before its "${marker.at(-1)}"`,
        );
    }
    return list.children.map((item) => this.item(item));
  }

  /** A list item: one paragraph, then any nested lists. */
  private item(item: MdListItem): ListItem {
    // GFM's task list item (§5.3): "- [ ] x" is a checkbox.
    if (item.checked !== null && item.checked !== undefined)
      this.fail(item, 'a task list item ("- [ ] …"): lessons ask with exercises; write "\\[ ]" for the text');
    const [first, ...rest] = item.children;
    const out: ListItem = [];
    const nested = first?.type === 'paragraph' ? rest : item.children;
    if (first?.type === 'paragraph') out.push(...this.inline(first.children));
    nested.forEach((child, i) => {
      if (child.type !== 'list')
        this.fail(child, 'a list item is one paragraph of text, then any nested lists (indent them under the item)');
      this.apart(nested[i - 1], child);
      const list: NestedList = { t: 'list', ordered: child.ordered ?? false, items: this.items(child) };
      out.push(list);
    });
    return out;
  }

  inline(nodes: PhrasingContent[]): Inline[] {
    const out: Inline[] = [];
    const text = (v: string) => {
      const last = out.at(-1);
      if (last?.t === 'text') last.v += v;
      else out.push({ t: 'text', v });
    };
    for (const node of nodes) {
      switch (node.type) {
        case 'text':
          this.closed(node);
          // A line ending inside a paragraph is a soft break (CommonMark §6.8): a space on the page.
          text(node.value.replace(/\n/g, ' '));
          break;
        case 'break':
          // A hard break (§6.7): lessons have no line breaks inside a paragraph.
          text(' ');
          break;
        case 'emphasis':
          out.push({ t: 'em', c: this.inline(node.children) });
          break;
        case 'strong':
          out.push({ t: 'strong', c: this.inline(node.children) });
          break;
        case 'inlineCode':
          out.push({ t: 'code', v: node.value });
          break;
        case 'link':
          out.push(this.link(node));
          break;
        case 'textDirective': {
          // `:name` in prose ("see:this") is text; a directive with a label or attributes is a mistake.
          const written = this.sourceOf(node);
          if (written !== `:${node.name}`)
            this.fail(node, `"${written}" is a text directive, which lessons do not use (write "\\:" for a colon)`);
          text(written);
          break;
        }
        case 'html':
          this.fail(node, `raw HTML is not allowed in lessons: ${node.value.slice(0, 20)}`);
          break;
        case 'linkReference':
          this.fail(node, `a reference link (${this.sourceOf(node)}): write the link in place, [text](target)`);
          break;
        case 'image':
          this.fail(node, `an image (![…](…)): lessons show the lab's own widgets, not pictures`);
          break;
        case 'delete':
          this.fail(node, `struck-out text (${this.sourceOf(node)}): lessons do not strike text out`);
          break;
        case 'footnoteReference':
          this.fail(node, `a footnote ([^${node.label}]): lessons say it in the text`);
          break;
        default:
          this.fail(node, `${this.sourceOf(node) || node.type}: not part of the lesson format (lessons/README.md)`);
      }
    }
    return out;
  }

  private link(node: Link): Inline {
    // GFM makes a link of a bare www., http(s):// or e-mail address (§6.9); the text was not written as one.
    const written = this.sourceOf(node);
    if (!written.startsWith('[') && !written.startsWith('<'))
      this.fail(node, `a bare address (${written}): write the link as [text](${node.url}), or the address as \`code\``);
    if (node.title) this.fail(node, `a link title ("${node.title}"): write the link as [text](target)`);
    return { t: 'link', href: node.url, c: this.inline(node.children) };
  }

  /**
   * Markup CommonMark leaves as text when it is not closed (§6.1, §6.2, §6.3) is a mistake in a
   * lesson: "*" before a word, "**", a backtick or "](" left in a text node, unless escaped.
   */
  private closed(node: Positioned) {
    const written = this.sourceOf(node).replace(/\\[!-/:-@[-`{-~]/g, '');
    if (written.includes('`')) this.fail(node, 'an inline `code` span is not closed');
    if (written.includes('**')) this.fail(node, '**strong** text is not closed');
    if (/\*\S/.test(written)) this.fail(node, '*emphasis* is not closed');
    const link = written.indexOf('](');
    if (link >= 0) this.fail(node, `a link is not closed: ${written.slice(Math.max(0, link - 20), link + 30)}`);
  }
}

export interface ParsedLesson {
  /** The front matter's YAML and the file line it starts on; null if the file does not start with one. */
  frontMatter: { yaml: string; line: number } | null;
  /** The file line after the front matter. */
  bodyLine: number;
  blocks: RawBlock[];
  /** The first thing in the body that lessons do not use; `blocks` is then empty. */
  error: MarkdownError | null;
}

/** Parse a lesson file: its front matter's YAML (read by yaml.ts) and its body's blocks. */
export function parseLesson(text: string): ParsedLesson {
  const tree = lessonParser.parse(text);
  const [first] = tree.children;
  const yaml = first?.type === 'yaml' ? first : null;
  const frontMatter = yaml ? { yaml: yaml.value, line: (yaml.position?.start.line ?? 1) + 1 } : null;
  const bodyLine = yaml ? (yaml.position?.end.line ?? 0) + 1 : 1;
  try {
    const body = tree.children.filter((node) => node.type !== 'yaml');
    return { frontMatter, bodyLine, blocks: new Reader(text).blocks(body), error: null };
  } catch (error) {
    if (error instanceof MarkdownError) return { frontMatter, bodyLine, blocks: [], error };
    throw error;
  }
}

/** Inline markup given as data (an exercise's question, a table cell); `line` is where it is, for errors. */
export function parseInline(text: string, line: number): Inline[] {
  const tree = inlineParser.parse(text);
  const [first, ...rest] = tree.children;
  if (!first) return [];
  if (first.type !== 'paragraph' || rest.length > 0) {
    const other = first.type !== 'paragraph' ? first : rest[0];
    throw new MarkdownError(
      `"${text.slice(0, 40)}" is read as markdown's ${other.type}, not one line of text: write a backslash before the character that makes it one (\\- 1\\. \\# \\>)`,
      line,
    );
  }
  return new Reader(text, line).inline(first.children);
}

/** The plain text of inline content (and of the lists nested in a list item), for search and headings' ids. */
export function plainText(nodes: (Inline | NestedList)[]): string {
  return nodes
    .map((n) => {
      if (n.t === 'text' || n.t === 'code') return n.v;
      if (n.t === 'list') return ` ${n.items.map(plainText).join(' ')}`;
      return plainText(n.c);
    })
    .join('');
}
