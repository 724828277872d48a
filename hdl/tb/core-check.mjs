// A core bench's verdict on one shape: the driver's output (hdl/tb/core_tb.cpp) against the
// script's expectations (hdl/tb/core-script.mjs), and the cycles it measured against the
// bench's expected figures and its paper's (the descriptor's; hdl/tb/core-bench.mjs).

/** The driver's output lines, read. */
function parse(stdout, expected) {
  const runs = [];
  let current = [];
  const read = { runs, chains: [], streams: [], streamsLine: null, stages: null, setup: null, keySetups: new Set() };
  const errors = [];
  for (const line of stdout.split('\n')) {
    const [op, ...f] = line.split(' ');
    if (op === 'out') current.push({ tag: Number(f[0]), slot: Number(f[1]), data: f[2], cycle: Number(f[3]) });
    else if (op === 'chain') read.chains.push({ first: Number(f[0]), last: Number(f[1]), data: f[2] });
    else if (op === 'stream') read.streams.push({ first: Number(f[1]), last: Number(f[2]), data: f[3] });
    else if (op === 'streams') read.streamsLine = { nth: Number(f[0]), last: Number(f[1]), outputs: Number(f[2]) };
    else if (op === 'keysetup') read.keySetups.add(Number(f[0]));
    else if (op === 'setup') read.setup = Number(f[0]);
    else if (op === 'stages') read.stages = f;
    else if (op === 'error') errors.push(`bench: ${f.join(' ')}`);
    if (op === 'out' && expected[runs.length] && current.length === expected[runs.length].length) {
      runs.push(current);
      current = [];
    }
  }
  return { read, errors };
}

/** The figures a paper's row gives, as a problem's words. */
function rowWords(row) {
  const words = [];
  if (row.nfb !== undefined) words.push(`${row.nfb} NFB`);
  if (row.fb !== undefined) words.push(`${row.fb} FB`);
  if (row.streams !== undefined) words.push(`${row.perBlock} over ${row.streams} streams`);
  return words.join(' / ');
}

/**
 * Check one shape's output against its plan. Resolves to { passed, problems, blocks (results
 * checked: every run's, every chain's and stream's blocks), vectors (the known answers'),
 * nfb, fb, streams ({ s, perStream, perBlock } or null), setup, keySetup, stages, paper }.
 */
export function check(bench, shape, stdout, { expected, chains, streams, nfbRun, vectorRuns }) {
  const { read, errors } = parse(stdout, expected);
  const problems = [...errors];
  let vectors = 0;
  let blocks = 0;
  expected.forEach((want, r) => {
    const got = read.runs[r] ?? [];
    if (got.length !== want.length) problems.push(`run ${r}: ${got.length} of ${want.length} results`);
    want.forEach((w, i) => {
      const g = got[i];
      if (!g) return;
      if (g.tag !== w.tag || g.slot !== w.slot || g.data !== w.data) {
        if (problems.length < 8)
          problems.push(
            `run ${r} result ${i}: tag ${g.tag} slot ${g.slot} ${g.data}, expected tag ${w.tag} slot ${w.slot} ${w.data}`,
          );
      } else {
        blocks++;
        if (r >= vectorRuns[0] && r < vectorRuns[1]) vectors++;
      }
    });
  });

  // Steady state without feedback: the last whole periods of the stream. A loop of k registers
  // takes k blocks in back to back, then none until the first of them leaves, so outputs come
  // in bursts of as many blocks as it holds; a window of whole bursts averages them exactly.
  const nfbCycles = read.runs[nfbRun]?.map((o) => o.cycle) ?? [];
  const inFlight = bench.stages(shape);
  const window = Math.floor(nfbCycles.length / 2 / inFlight) * inFlight;
  const nfb = window > 0 ? (nfbCycles.at(-1) - nfbCycles.at(-1 - window)) / window : NaN;
  const fbs = chains.map((c, i) => {
    const got = read.chains[i];
    if (!got) {
      problems.push(`chain ${i}: no result`);
      return NaN;
    }
    if (got.data !== c.data) problems.push(`chain ${i} (decrypt ${c.decrypt}): ${got.data}, expected ${c.data}`);
    else blocks += c.n;
    return (got.last - got.first) / (c.n - 1);
  });
  const fb = Math.max(...fbs);
  const want = bench.timing(shape);
  if (nfb !== want.nfb) problems.push(`${nfb} cycles a block without feedback, expected ${want.nfb}`);
  if (fbs.some((x) => x !== want.fb))
    problems.push(`${fbs.join('/')} cycles a block with feedback, expected ${want.fb}`);

  // Multi-stream: each stream's own period (its loop serves `inFlight` streams at a time), and
  // the cycles a block over all of them from the s-th result (the first burst out) to the last.
  let measured = null;
  if (streams) {
    const { s, per, finals } = streams;
    read.streams.forEach((got, i) => {
      if (got.data !== finals[i]) problems.push(`stream ${i}: ${got.data}, expected ${finals[i]}`);
      else blocks += per;
    });
    if (read.streams.length !== s) problems.push(`${read.streams.length} of ${s} streams`);
    const perStream = Math.max(...read.streams.map((g) => (g.last - g.first) / (per - 1)));
    const perBlock = read.streamsLine ? (read.streamsLine.last - read.streamsLine.nth) / (s * per - s) : NaN;
    const wantPerStream = want.fb * Math.max(1, s / inFlight);
    if (perStream !== wantPerStream)
      problems.push(`${perStream} cycles a block in each of ${s} streams, expected ${wantPerStream}`);
    if (perBlock !== want.nfb) problems.push(`${perBlock} cycles a block over ${s} streams, expected ${want.nfb}`);
    measured = { s, perStream, perBlock };
  }

  // The paper's figures for this shape, each one it gives.
  const paper = bench.paper.rows[bench.paper.rowOf(shape)];
  if (
    paper &&
    ((paper.nfb !== undefined && paper.nfb !== nfb) ||
      (paper.fb !== undefined && paper.fb !== fb) ||
      (paper.streams !== undefined && paper.streams === measured?.s && paper.perBlock !== measured.perBlock))
  )
    problems.push(`${bench.paper.name} give ${rowWords(paper)}`);

  // The key's latency (the `setup` line) and, after every key handshake of a run, the cycles
  // until the core takes a key or a block again, where the bench expects them.
  if (bench.setupCycles) {
    const wantSetup = bench.setupCycles(shape);
    if (read.setup !== wantSetup) problems.push(`key setup ${read.setup} cycles, expected ${wantSetup}`);
  }
  const keySetup = [...read.keySetups];
  if (bench.keySetupCycles) {
    const wantKeySetup = bench.keySetupCycles(shape, bench);
    if (keySetup.length !== 1 || keySetup[0] !== wantKeySetup)
      problems.push(`key setup took ${keySetup.join('/') || 'no'} cycles, expected ${wantKeySetup}`);
  }
  return {
    passed: problems.length === 0,
    problems,
    blocks,
    vectors,
    nfb,
    fb,
    streams: measured,
    setup: read.setup,
    keySetup: keySetup.join('/'),
    stages: read.stages,
    paper,
  };
}
