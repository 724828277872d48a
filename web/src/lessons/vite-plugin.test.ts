// The build step itself: a broken lesson fails the build with its file and line; valid
// lessons become the module the app imports.
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { lessonsModuleId, lessonsPlugin } from './vite-plugin';
import { repoRoot } from './node-context';

const dir = path.join(repoRoot, 'build', 'lessons-plugin-test');
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const lesson = (config: string) => `---
title: T
summary: S.
duration: 5
objectives: [O]
prerequisites: []
lab:
  config: aes128-enc-lu1-lut-online-all
reproduces: Elbirt et al. (2000), Table 2
papers: [elbirt2000]
---

## One

::occupancy{config=${config}}
`;

async function build(text: string) {
  fs.mkdirSync(path.join(dir, '01-t'), { recursive: true });
  fs.writeFileSync(path.join(dir, '01-t', 'index.md'), text);
  const plugin = lessonsPlugin({ dir });
  const resolved = (plugin.resolveId as (id: string) => string | null)(lessonsModuleId);
  const errors: string[] = [];
  const context = {
    addWatchFile: () => {},
    error: (message: string) => {
      errors.push(message);
      throw new Error(message);
    },
  };
  try {
    return {
      code: await (plugin.load as (this: unknown, id: string) => Promise<string>).call(context, resolved!),
      errors,
    };
  } catch {
    return { code: null, errors };
  }
}

describe('the lessons build step', () => {
  it('fails the build on an unknown configuration, naming the lesson file and line', async () => {
    const { code, errors } = await build(lesson('aes128-enc-lu3-lut-online-all'));
    expect(code).toBeNull();
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(
      /^1 problem in the lessons:\nbuild\/lessons-plugin-test\/01-t\/index\.md:15: unknown configuration "aes128-enc-lu3-lut-online-all" in ::occupancy: /,
    );
  });

  it('turns valid lessons into the module the app imports', async () => {
    const { code, errors } = await build(lesson('aes128-enc-lu1-lut-online-all'));
    expect(errors).toEqual([]);
    const lessons = JSON.parse(code!.replace(/^export default /, '').replace(/;$/, ''));
    expect(lessons).toMatchObject([
      { slug: '01-t', sections: [{ id: 'one', blocks: [{ k: 'widget', widget: { type: 'occupancy' } }] }] },
    ]);
  });
});
