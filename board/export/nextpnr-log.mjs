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
