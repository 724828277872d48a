// A pipe table (GitHub Flavored Markdown spec §4.10), read from the paragraph that CommonMark
// makes of it: remark-gfm, which would parse tables into mdast, is not one of web/'s
// dependencies, so this is the one piece of the lesson markdown the lessons read themselves.
// Rows are lines that start with "|"; a row's cells are split at every "|" not escaped as "\|"
// (GFM §4.10 splits inside code spans too); the second row is the "| --- |" delimiter row. The
// cells' text is left to remark (markdown.ts), so "\|" and inline markup there are CommonMark's.

export interface PipeTable {
  head: string[];
  /** The body rows, each with its line in the lesson file. */
  rows: { cells: string[]; line: number }[];
}

const splitRow = (row: string) =>
  row
    .trim()
    .replace(/^\|/, '')
    .replace(/(?<!\\)\|$/, '')
    .split(/(?<!\\)\|/)
    .map((cell) => cell.trim());

/** `source`: the paragraph's text, whose first line is `line`; a problem comes with its own line. */
export function readPipeTable(source: string, line: number): PipeTable | { problem: string; line: number } {
  const lines = source.split('\n').map((l) => l.trim());
  const stray = lines.findIndex((l) => !l.startsWith('|'));
  if (stray >= 0)
    return {
      problem: `a table row starts with "|" (a blank line ends the table): "${lines[stray]}"`,
      line: line + stray,
    };
  const rows = lines.map(splitRow);
  if (rows.length < 2 || !rows[1].every((c) => /^:?-{3,}:?$/.test(c)))
    return { problem: 'a table needs a header row and a "| --- |" separator row', line };
  const width = rows[0].length;
  const uneven = rows.findIndex((r) => r.length !== width);
  if (uneven >= 0)
    return {
      problem: `a table row has ${rows[uneven].length} cells where the header has ${width}`,
      line: line + uneven,
    };
  return { head: rows[0], rows: rows.slice(2).map((cells, i) => ({ cells, line: line + 2 + i })) };
}
