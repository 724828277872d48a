// Block-RAM output registers for ECP5 netlists: the flip-flop right after a DP16KD read port
// moves into the port's own output register (REGMODE OUTREG), as Lattice's own synthesis
// does. Yosys 0.23 always maps DP16KD with REGMODE NOREG (its brams.txt has no output
// register; YosysHQ/yosys#5814 and PR #3668 ask for one), and nextpnr's timing model then
// charges 5.8 ns from clock to data out, against about 1 ns with the output register
// (prjtrellis timing database, speed grade 6; nextpnr honours REGMODE since YosysHQ/nextpnr#423).
//
// A read port is packed only when nothing changes but the place of the register: each of
// its used data outputs drives exactly one flip-flop, on the D input, clocked by the port's
// clock, with no set or reset; all those flip-flops share one clock enable, which becomes
// the port's output enable (OCE). Everything else is left as Yosys wrote it.

/**
 * Pack the output registers of `netlist` (Yosys JSON, top module `top`) in place.
 * Returns how many flip-flops moved into how many read ports.
 */
export function packOutputRegisters(netlist, top) {
  const module = netlist.modules[top];
  if (!module) throw new Error(`packOutputRegisters: no module ${top} in the netlist`);
  const cells = module.cells;
  // Every load of every net bit: cell input pins and the module's output ports.
  const loads = new Map();
  const addLoad = (bit, load) => {
    if (typeof bit !== 'number') return;
    if (!loads.has(bit)) loads.set(bit, []);
    loads.get(bit).push(load);
  };
  for (const [name, cell] of Object.entries(cells)) {
    for (const [pin, bits] of Object.entries(cell.connections)) {
      if (cell.port_directions?.[pin] === 'input') bits.forEach((bit) => addLoad(bit, { cell: name, pin }));
    }
  }
  for (const port of Object.values(module.ports)) {
    if (port.direction !== 'input') port.bits.forEach((bit) => addLoad(bit, { cell: null, pin: null }));
  }

  let registers = 0;
  let ports = 0;
  for (const ram of Object.values(cells)) {
    if (ram.type !== 'DP16KD') continue;
    for (const side of ['A', 'B']) {
      if (ram.parameters[`REGMODE_${side}`] !== 'NOREG') continue;
      if ((ram.parameters[`CLK${side}MUX`] ?? `CLK${side}`) !== `CLK${side}`) continue;
      const clock = JSON.stringify(ram.connections[`CLK${side}`]);
      const outputs = Object.entries(ram.connections).filter(
        ([pin, [bit]]) => pin.startsWith(`DO${side}`) && loads.has(bit),
      );
      if (!outputs.length) continue;
      const moves = [];
      let enable = null;
      for (const [pin, [bit]] of outputs) {
        const [load, ...more] = loads.get(bit);
        const ff = load.cell && cells[load.cell];
        if (more.length || !ff || ff.type !== 'TRELLIS_FF' || load.pin !== 'DI') break;
        const p = ff.parameters;
        if (JSON.stringify(ff.connections.CLK) !== clock || (p.CLKMUX ?? 'CLK') !== 'CLK') break;
        if (JSON.stringify(ff.connections.LSR) !== '["0"]' && p.LSRMUX !== '0') break;
        const ce = JSON.stringify({ net: p.CEMUX === '1' ? ['1'] : ff.connections.CE, invert: p.CEMUX === 'INV' });
        if (enable !== null && ce !== enable) break;
        enable = ce;
        moves.push({ pin, ff: load.cell });
      }
      if (moves.length !== outputs.length) continue;
      const { net, invert } = JSON.parse(enable);
      ram.parameters[`REGMODE_${side}`] = 'OUTREG';
      ram.connections[`OCE${side}`] = net;
      if (invert) ram.parameters[`OCE${side}MUX`] = 'INV';
      for (const { pin, ff } of moves) {
        ram.connections[pin] = cells[ff].connections.Q;
        delete cells[ff];
      }
      registers += moves.length;
      ports++;
    }
  }
  return { registers, ports };
}
