import { expect, test } from 'vitest';
import { loadSimCore } from './test-support/built';
import { tagBlock, tagStream } from './tag';

const simCore = loadSimCore();

test('tags split into block and stream as sim-core builds them', () => {
  for (const [stream, block] of [
    [0, 0],
    [0, 1],
    [3, 41],
    [15, (1 << 20) - 1],
  ]) {
    const tag = simCore.streamTag(stream, block);
    expect([tagStream(tag), tagBlock(tag)]).toEqual([stream, block]);
    expect([tagStream(tag), tagBlock(tag)]).toEqual([simCore.tagStream(tag), simCore.tagBlock(tag)]);
  }
});
