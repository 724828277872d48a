// HDL excerpts in lessons are found in the real source by a marker naming a construct that
// already exists there, never by line numbers and never pasted (lessons/README.md):
//   module <name>     from `module <name>` to its `endmodule`
//   function <name>   from the `function … <name>(` line to its `endfunction`
//   block <label>     a named block, from `begin : <label>` to the `end` that closes it
// A marker must match exactly one place in its file; otherwise the build says how many.

export interface Excerpt {
  /** 1-based first and last line in the file. */
  from: number;
  to: number;
  text: string;
}

export type MarkerKind = 'module' | 'function' | 'block';
export const markerKinds: MarkerKind[] = ['module', 'function', 'block'];

export function parseMarker(marker: string): { kind: MarkerKind; name: string } | string {
  const m = /^(\S+)\s+([A-Za-z_][A-Za-z0-9_]*)$/.exec(marker.trim());
  if (!m) return `marker "${marker}": expected "<kind> <name>" with a kind of ${markerKinds.join(', ')}`;
  if (!markerKinds.includes(m[1] as MarkerKind))
    return `marker "${marker}": unknown kind "${m[1]}" (expected ${markerKinds.join(', ')})`;
  return { kind: m[1] as MarkerKind, name: m[2] };
}

/** Strip comments and strings so keywords inside them do not count. */
function code(line: string): string {
  return line.replace(/"(?:[^"\\]|\\.)*"/g, '""').replace(/\/\/.*$/, '');
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Where `marker` is in `source` (an HDL file's text), or why it cannot be found. */
export function findExcerpt(source: string, marker: string): Excerpt | string {
  const parsed = parseMarker(marker);
  if (typeof parsed === 'string') return parsed;
  const { kind, name } = parsed;
  const lines = source.split('\n');
  const start =
    kind === 'module'
      ? new RegExp(`^\\s*module\\s+${escape(name)}\\b`)
      : kind === 'function'
        ? new RegExp(`^\\s*function\\b.*\\b${escape(name)}\\s*\\(`)
        : new RegExp(`\\bbegin\\s*:\\s*${escape(name)}\\b`);
  const starts = lines.flatMap((l, i) => (start.test(code(l)) ? [i] : []));
  if (starts.length === 0) return `marker "${marker}" matches nothing in the file`;
  if (starts.length > 1)
    return `marker "${marker}" matches ${starts.length} places (lines ${starts.map((s) => s + 1).join(', ')}); it must match one`;
  const first = starts[0];
  let last = -1;
  /** Where the closing `end` of a block ends on its line, to leave out an `else` that follows it. */
  let endColumn = -1;
  if (kind === 'module' || kind === 'function') {
    const end = new RegExp(`^\\s*end${kind}\\b`);
    for (let i = first + 1; i < lines.length && last < 0; i++) if (end.test(code(lines[i]))) last = i;
  } else {
    // Count begin/end from the labelled begin to the end that closes it.
    let depth = 0;
    for (let i = first; i < lines.length && last < 0; i++) {
      const text = code(lines[i]);
      const from = i === first ? text.search(new RegExp(`\\bbegin\\s*:\\s*${escape(name)}\\b`)) : 0;
      for (const word of text.slice(from).matchAll(/\b(begin|end)\b/g)) {
        depth += word[1] === 'begin' ? 1 : -1;
        if (depth === 0) {
          last = i;
          endColumn = from + (word.index ?? 0) + word[0].length;
          break;
        }
      }
    }
  }
  if (last < 0) return `marker "${marker}" starts on line ${first + 1} but its end was not found`;
  // Dedent to the excerpt's own indentation.
  const picked = lines.slice(first, last + 1);
  // `end else begin : gen_other` closes this block and opens the next: show only the `end`.
  if (
    endColumn >= 0 &&
    code(picked[picked.length - 1])
      .slice(endColumn)
      .trim() !== ''
  )
    picked[picked.length - 1] = picked[picked.length - 1].slice(0, endColumn);
  const indent = Math.min(...picked.filter((l) => l.trim()).map((l) => l.length - l.trimStart().length));
  return { from: first + 1, to: last + 1, text: picked.map((l) => l.slice(indent)).join('\n') };
}
