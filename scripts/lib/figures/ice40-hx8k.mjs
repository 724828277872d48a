// iCE40HX8K figures, for the issue's throughput-per-LUT4 target: iterative (LU-1) encryptors
// with a 128-bit key only, of every cipher (the target is AES's; the others sit beside it for
// comparison), and every core of a lightweight cipher (the description's `lightweight`: the
// small end of the curve is measured on the small part). Area from synth_ice40 of the core alone; Fmax from nextpnr-ice40 with the core
// behind two pins (hdl/rtl/measure/cs_serial_ports.sv).
import fs from 'node:fs';
import path from 'node:path';
import { run } from '../run.mjs';
import { hdlDir } from '../../../hdl/cores.mjs';
import { checkFit, groupDigits } from '../../../board/fit.mjs';
import { includePath } from '../../../hdl/cores.mjs';
import { yosysCells, placeAndRoute, routedFmax } from './tools.mjs';
import { doesNotPlace } from '../../../board/export/nextpnr-log.mjs';

// No board here carries an HX8K: its capacity for the fit check (iCE40 LP/HX family data
// sheet, Lattice DS1040: 7,680 logic cells, 32 EBR of 4 kbit).
const hx8k = {
  name: 'iCE40HX8K',
  fpga: { family: 'ice40', device: 'iCE40HX8K-CT256' },
  resources: { luts: 7680, ffs: 7680, brams: 32 },
};
const serialPorts = path.join(hdlDir, 'rtl', 'measure', 'cs_serial_ports.sv');

export const ice40Hx8k = {
  device: 'Lattice iCE40HX8K (CT256); core alone for area, behind two pins for Fmax',
  tools: ['yosys', 'nextpnr-ice40'],
  source: import.meta.url,
  reads: () => [fs.readFileSync(serialPorts)],
  applies: (config, cipher) =>
    Boolean(cipher?.lightweight) ||
    (config.keySize === '128' &&
      config.direction === 'encrypt' &&
      config.architecture.kind === 'LU' &&
      config.architecture.k === 1),
  async measure({ dir, top, config, sources, includes }) {
    fs.writeFileSync(path.join(dir, 'cs_top.sv'), top);
    const need = await yosysCells(dir, { sources, includes }, 'synth_ice40 -top cs_top', 'ice40');
    const fit = checkFit(hx8k, { ...need, name: config.id });
    if (fit) return { ...need, fits: false, reason: fit };
    const wrapped =
      `${[...includePath(includes), ...sources].join(' ')} cs_top.sv ${serialPorts}; hierarchy -top cs_serial_ports ` +
      `-chparam NumStages ${config.registerStages} -chparam BlockBits ${config.blockBits}; synth_ice40 -top cs_serial_ports -json wrapped.json`;
    const y = await run('yosys', ['-q', '-l', 'wrapped.log', '-p', `read_verilog -sv ${wrapped}`], {
      cwd: dir,
      check: false,
    });
    if (y.code !== 0) throw new Error(`yosys (the core behind two pins) failed: exit ${y.code}`);
    const pnr = ['--hx8k', '--package', 'ct256', '--json', 'wrapped.json', '--freq', '200'];
    const { code, log, error } = await placeAndRoute('nextpnr-ice40', pnr, dir);
    // The core alone passed the count; with the wrapper's 800-odd registers it may not place.
    if (code !== 0 && doesNotPlace(log)) {
      const cells = `${groupDigits(need.luts)} LUT4 and ${groupDigits(need.ffs)} FFs`;
      return {
        ...need,
        fits: false,
        reason: `${config.id} needs ${cells} alone, and with the two-pin wrapper's registers it does not place on the iCE40HX8K's 7,680 logic cells`,
      };
    }
    if (code !== 0) throw new Error(`nextpnr-ice40 failed: ${error || `exit ${code}`}`);
    fs.rmSync(path.join(dir, 'wrapped.json'), { force: true });
    return { ...need, fmaxMHz: routedFmax(log, 'ice40-hx8k') };
  },
};
