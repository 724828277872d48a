// What nextpnr's log says about timing: its "Max frequency for clock" lines. nextpnr prints
// them after placement and again after routing; the last line per clock is the routed one.

/** [{ clock, mhz, pass, target }], one per clock, from the last report in `log`. */
export function fmaxLines(log) {
  const found = new Map();
  for (const m of log.matchAll(/Max frequency for clock\s+'([^']+)': ([\d.]+) MHz \((PASS|FAIL) at ([\d.]+) MHz\)/g)) {
    found.set(m[1], { clock: m[1], mhz: Number(m[2]), pass: m[3] === 'PASS', target: Number(m[4]) });
  }
  return [...found.values()];
}

/**
 * The routed critical path of the last "Critical path report for clock" in `log`: the cell
 * pin it starts from, the pin it ends at, and nextpnr's split of its delay into logic and
 * routing, in ns. null when the log has no such report.
 */
export function criticalPath(log) {
  const start = log.lastIndexOf('Critical path report for clock');
  if (start < 0) return null;
  const report = log.slice(start).split('\n');
  const total = report.findIndex((l) => /[\d.]+ ns logic, [\d.]+ ns routing/.test(l));
  if (total < 0) return null;
  const lines = report.slice(0, total + 1);
  const pin = (l) => l.match(/(?:Source|Sink) (\S+)/)?.[1];
  const from = pin(lines.find((l) => /\bSource\b/.test(l)) ?? '');
  const to = pin([...lines].reverse().find((l) => /\bSink\b/.test(l)) ?? '');
  const [, logic, routing] = lines[total].match(/([\d.]+) ns logic, ([\d.]+) ns routing/);
  return { from, to, logicNs: Number(logic), routingNs: Number(routing) };
}

/**
 * The line of nextpnr's `log` that says the design does not place on its device, or null when
 * it says no such thing. nextpnr says it in several ways: "Unable to place cell …" and "no
 * BELs remaining" (the placer ran out of a cell type), "Failed to expand region … of N
 * ICESTORM_LCs" (nextpnr-ice40's packer, for a core larger than the part), "… exceeds …"
 * (a count over the device's).
 */
export function doesNotPlace(log) {
  const pattern = /Unable to place|failed to place|no BELs remaining|Failed to expand region|exceeds/i;
  const lines = log.split('\n').filter((l) => pattern.test(l));
  return lines.find((l) => /ERROR/.test(l)) ?? lines[0] ?? null;
}
