// The tag every block carries through a core (hdl/ABI.md, sim-core/src/tag.rs): the block
// number in the low 20 bits, the stream id in the 4 above. Kept in TypeScript because the
// occupancy chart decodes it for every drawn cell; tag.test.ts checks it against sim-core.
const blockBits = 20;

/** The block number of a tag (0 for the first block of a stream). */
export const tagBlock = (tag: number): number => tag & ((1 << blockBits) - 1);

/** The stream id of a tag (0 outside multi-stream CBC). */
export const tagStream = (tag: number): number => tag >>> blockBits;
