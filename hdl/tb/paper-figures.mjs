// A paper's cycles a block as a bench's descriptor writes them (hdl/tb/<id>/bench.mjs): its
// table's rows as text, `<row> <NFB>/<FB>` (without feedback / with; `-` where the paper gives
// none), e.g. Elbirt et al.'s 'LU-1 32/32  PP-8 4/32'.

/** The rows of `table` as { row: { nfb?, fb? } } (hdl/tb/core-check.mjs compares each figure given). */
export function nfbFbRows(table) {
  const rows = {};
  for (const [, row, nfb, fb] of table.matchAll(/(\S+)\s+(\d+|-)\/(\d+|-)/g))
    rows[row] = { ...(nfb !== '-' && { nfb: Number(nfb) }), ...(fb !== '-' && { fb: Number(fb) }) };
  if (2 * Object.keys(rows).length !== table.trim().split(/\s+/).length)
    throw new Error(`paper figures: not rows of '<row> <NFB>/<FB>': ${table}`);
  return rows;
}
