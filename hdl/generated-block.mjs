// A generated block of a committed Markdown file: the text from a begin marker to its end
// marker, both kept, written by a command from the registry's files and never typed. Every
// generator (npm run timing's and npm run synth's tables, the finalists', the S-box bench's)
// reads and rewrites its blocks here, and its test compares committedBlock with what the
// registry gives, so a stale copy fails.
import fs from 'node:fs';
import path from 'node:path';

/** Where the block `[begin, end]` is in `text`, markers included: { from, to }, or null. */
function find(text, [begin, end]) {
  const from = text.indexOf(begin);
  const to = from < 0 ? -1 : text.indexOf(end, from + begin.length);
  return to < 0 ? null : { from, to: to + end.length };
}

/** The block `[begin, end]` of `file` as committed, markers included ('' where it has none). */
export function committedBlock(file, marks) {
  const text = fs.readFileSync(file, 'utf8');
  const at = find(text, marks);
  return at ? text.slice(at.from, at.to) : '';
}

/** Replace the block `[begin, end]` of `file` with `block` (markers included); refuses a file without one. */
export function writeBlock(file, marks, block) {
  const text = fs.readFileSync(file, 'utf8');
  const at = find(text, marks);
  if (!at) throw new Error(`${path.basename(file)} has no block "${marks[0]}" … "${marks[1]}" to rewrite`);
  fs.writeFileSync(file, text.slice(0, at.from) + block + text.slice(at.to));
}
