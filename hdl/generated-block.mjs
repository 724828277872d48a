// A generated block of a committed Markdown file: the text from a begin marker to its end
// marker, both kept, written by a command from the registry's files and never typed. Every
// generator (npm run timing's and npm run synth's tables, the finalists', the S-box bench's)
// reads and rewrites its blocks here, and its test compares committedBlock with what the
// registry gives, so a stale copy fails.
import fs from 'node:fs';
import path from 'node:path';

/** The block `[begin, end]` of `file` as committed, markers included ('' where it has none). */
export function committedBlock(file, [begin, end]) {
  const text = fs.readFileSync(file, 'utf8');
  const from = text.indexOf(begin);
  const to = from < 0 ? -1 : text.indexOf(end, from + begin.length);
  return to < 0 ? '' : text.slice(from, to + end.length);
}

/** Replace the block `[begin, end]` of `file` with `block` (markers included); refuses a file without one. */
export function writeBlock(file, [begin, end], block) {
  const text = fs.readFileSync(file, 'utf8');
  const committed = committedBlock(file, [begin, end]);
  if (!committed) throw new Error(`${path.basename(file)} has no block "${begin}" … "${end}" to rewrite`);
  const from = text.indexOf(committed);
  fs.writeFileSync(file, text.slice(0, from) + block + text.slice(from + committed.length));
}
