// MARS's datapath as hdl/rtl/mars/mars_core.sv builds it (hdl/doc/mars.md; Burwick et al.,
// MARS submission 1999; Dandalis, Prasanna and Rolim, CHES 2000, Sec. 4.1): one round of each
// of the three layers, reused. The register sits in front of the round logic (mars_stage_reg.sv:
// a stage holds a block before its round, the probe showing the round in progress). LU-1: one
// register `loop` and one round unit with all three layers, a mux choosing by the round's
// layer, 32 passes. PP-3: a stage a layer, `mix_in` (8 rounds of forward mixing), `core`
// (16 core rounds) and `mix_out` (8 of backward mixing), a block looping in its stage for its
// layer's rounds and moving on in the cycle the next stage is free. A new block enters the
// first register with K[0..3] added on the input path; a finished block leaves from the last
// round unit's output with K[36..39] subtracted on the output path (decrypting, K[36..39]
// added and K[0..3] subtracted), at no cycle's cost.
import type { Configuration } from '@sim-core';
import ciphers from '@registry/ciphers.json';
import { axesOf } from '../../../config-axes';
import { byDirection, roundLoop, type CipherStructure } from '../../../datapath/structure';
import { keyScheduleOf, type KeyScheduleBlock } from '../../../datapath/key-schedule';
import { marsLayerRounds, marsRounds, marsStageRounds, type MarsLayerName } from './layers';
import type { MarsOperation } from './operations';

const stageLayers: readonly MarsLayerName[] = ['forwardMixing', 'core', 'backwardMixing'];
/** PP-3's registers, one a layer (mars_stage_reg.sv's Position 1..3), by stage. */
export const marsStagePositions: readonly string[] = ['mix_in', 'core', 'mix_out'];

const concurrent = (config: Configuration) => config.architecture.kind === 'PP';

function keySchedule(config: Configuration): KeyScheduleBlock {
  const reads =
    'Each core round reads K₂ᵢ₊₄ (added) and K₂ᵢ₊₅ (multiplied); a new block gets K₀…K₃ added on the way in and K₃₆…K₃₉ subtracted on the way out (decrypting, K₃₆…K₃₉ added and K₀…K₃ subtracted). One table serves every block in flight, so a new key waits until the datapath is empty.';
  const mars = ciphers.ciphers.find((c) => c.id === 'mars');
  const setup: Record<string, number | undefined> = mars?.keySetupCycles ?? {};
  const token = axesOf(config).sbox;
  const cycles = setup[token] ?? null;
  // registry/ciphers.json's earlyEntry: an encrypting core with the S-box in logic starts beside the setup.
  const early = config.direction === 'encrypt' && (mars?.earlyEntry?.implementations ?? []).includes(token);
  const start = early
    ? 'An encrypting core with the S-box in logic takes its first block while the last ten words are stirred, from the cycle when every word the block reads will be final by the time it reads it: core round 14 reads K₃₀, of the last ten (Dandalis et al.’s key setup beside the rounds). '
    : config.direction === 'encrypt'
      ? 'With the S-box in block RAM a core round’s index, its key added, is read a cycle ahead, so blocks wait for the whole setup. '
      : 'Decryption starts with K₃₆…K₃₉, the last words out, so blocks wait for the whole setup. ';
  return keyScheduleOf(config, {
    offline: {
      setup: false,
      summary: `Offline: K[0..39] in registers, reset to the build’s key and overwritten one block of four words per key handshake (10 blocks, K[4b..4b+3]); no setup time. ${reads}`,
    },
    online: {
      setup: true,
      summary: `Online: after each key handshake the key setup expands the key into K[0..39]: four times one cycle of the linear transformation of T[0..14] and 60 stirring updates (T[i] += S[low 9 bits of T[i−1]], ⋘ 9), ten words each, the multiplication keys K₅, K₇, …, K₃₅ fixed on the way (the submission’s fix, which Dandalis et al. left out)${cycles === null ? '' : `: ${cycles} cycles`} in all, on an S-box port of its own. ${start}${reads}`,
    },
  });
}

function operation(config: Configuration, layer: MarsLayerName, part: MarsOperation['part']): MarsOperation {
  return {
    kind: 'marsLayer',
    layer,
    part,
    implementation: config.sbox,
    forward: config.direction !== 'decrypt',
    inverse: config.direction !== 'encrypt',
  };
}

/** The parts of a layer's round as PP-3's stage draws them. */
const parts = (layer: MarsLayerName): MarsOperation['part'][] =>
  layer === 'core' ? ['eKeys', 'eSbox', 'feistel'] : ['sboxes', 'words', 'turn'];

/** What stage u's layer is, encrypting and decrypting. */
function stageText(config: Configuration, u: number): string {
  return byDirection(config, {
    encrypt: ['forward mixing', 'keyed core', 'backward mixing'],
    decrypt: ['backward mixing undone', 'keyed core undone', 'forward mixing undone'],
    unified: ['forward mixing, or backward undone', 'keyed core, or undone', 'backward mixing, or forward undone'],
  })[u];
}

export const marsStructure: CipherStructure<MarsOperation> = {
  // One exit, after the last stage: blocks leave from the last round unit's output.
  ...roundLoop(marsRounds),
  unit: (config, u) => (concurrent(config) ? u + 1 : 1),
  slice(config, u, op, reg) {
    if (concurrent(config)) {
      reg(marsStagePositions[u]);
      for (const part of parts(stageLayers[u])) op(operation(config, stageLayers[u], part));
      return;
    }
    reg('loop');
    for (const layer of stageLayers) op(operation(config, layer, 'whole'));
  },
  // LU-1 runs every round; PP-3's stages run a range each, which its row label gives.
  rounds: (config) => (concurrent(config) ? null : { first: 1, every: 1 }),
  loops: (config) => !concurrent(config),
  entryText: (config) => {
    const into = concurrent(config) ? 'into mix_in' : 'into loop';
    return byDirection(config, {
      encrypt: { title: 'new block + K₀…K₃', detail: `D0–D3 keyed, ${into}` },
      decrypt: { title: 'new block + K₃₆…K₃₉', detail: `D0–D3 keyed, ${into}` },
      unified: { title: 'block + K₀₋₃ / K₃₆₋₃₉', detail: `D0–D3 keyed, ${into}` },
    });
  },
  // Room for about 25 characters under the row (layout.test.ts).
  exitText: (config) =>
    byDirection(config, {
      encrypt: '− K₃₆…K₃₉ on the way out',
      decrypt: '− K₀…K₃ on the way out',
      unified: 'out: − K₃₆₋₃₉ / − K₀₋₃',
    }),
  keySchedule,
  probeName: (_unit, position) => position,
  label(config, u) {
    if (!concurrent(config)) return 'Round unit: one round a cycle, of its round’s layer';
    const { first, last } = marsStageRounds(u);
    const moves = u < 2 ? `, then on when ${marsStagePositions[u + 1]} is free` : ', then out';
    return `${marsStagePositions[u]}: ${stageText(config, u)}, rounds ${first}–${last}${moves}`;
  },
  repeats: (config, u) => (concurrent(config) ? marsLayerRounds[u] : undefined),
};
