// The part of a failed test layer's output that `npm test` prints (scripts/test.mjs).
/**
 * What to print of a failed layer: node --test's failing tests whole (their `not ok` line and
 * YAML block with the error), else the output's last 60 lines. A tail alone can miss the
 * failure: CI prints only part of the output, and TAP puts the passing tests last.
 */
export function failureExcerpt(output) {
  const lines = output.trim().split('\n');
  const excerpt = [];
  for (let i = 0; i < lines.length; i++) {
    if (!/^\s*not ok \d+/.test(lines[i])) continue;
    excerpt.push(lines[i]);
    if (!/^\s*---$/.test(lines[i + 1] ?? '')) continue;
    for (i += 1; i < lines.length; i++) {
      excerpt.push(lines[i]);
      if (/^\s*\.\.\.$/.test(lines[i])) break;
    }
  }
  return (excerpt.length ? excerpt.slice(0, 200) : lines.slice(-60)).join('\n');
}
