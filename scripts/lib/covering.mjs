// A representative set for npm test's tier (the sweep takes every item): the items, in the order
// given, that each bring a value not seen before. What a set so chosen leaves out is what only a
// combination of values shows, which the sweep's run of every item finds. Read by the HDL tests'
// representative set (everyRtlValue, hdl/tests/lib/setup.mjs: the WASM layer and Yosys's tier)
// and the cores whose words the browser reads (web/e2e/core-words.spec.ts).

/** The items of `items` (in order) each of whose `valuesOf(item)` (strings) holds one not yet seen. */
export function covering(items, valuesOf) {
  const seen = new Set();
  return items.filter((item) => {
    const values = valuesOf(item);
    if (values.every((v) => seen.has(v))) return false;
    values.forEach((v) => seen.add(v));
    return true;
  });
}
