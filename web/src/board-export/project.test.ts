// The page's project against npm run export's: the Node side (scripts/lib/export.mjs
// makeProject, the repository from the file system, vendor scripts from the build's bundle,
// which board/tests/export.test.mjs shows gives the command's zip byte for byte) and the
// page's side (the bundled files) must give the same zip.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { boardById } from '@board/boards.mjs';
import { vendorFromBundle } from '@board/export/project.mjs';
import { zipProject } from '@board/export/zip.mjs';
import { makeProject as makeProjectOnNode } from '../../../scripts/lib/export.mjs';
import { loadSimCore } from '../test-support/built';
import { makeProject, projectBytes } from './project';
import { bundledVendorScripts, repositoryFiles } from './sources';

const simCore = loadSimCore();
const root = path.resolve(import.meta.dirname, '..', '..', '..');
const bundle = JSON.parse(fs.readFileSync(path.join(root, 'build', 'export', 'vendor-scripts.json'), 'utf8'));
const files = repositoryFiles();

const cases: [string, string, string | undefined][] = [
  ['icebreaker', 'aes128-enc-lu1-bram-online-ecb', undefined],
  ['arty-a7-35t', 'aes128-enc-pp5-lut-online-cbc', undefined],
  ['de10-lite', 'aes128-enc-lu1-lut-online-all', undefined],
  ['ulx3s-85f', 'aes128-enc-lu1-lut-offline-ecb', '2b7e151628aed2a6abf7158809cf4f3c'],
  ['tang-nano-9k', 'aes256-encdec-lu1-lut-online-ecb', undefined],
  // Serpent: known-answers.json, written from sim-core in the page as in the command.
  ['icebreaker', 'serpent128-enc-lu1-lut-online-all', undefined],
  ['ulx3s-85f', 'serpent128-enc-lu1-lut-online-ecb', undefined], // diamond/ made from Serpent's file list
  ['arty-a7-35t', 'serpent128-enc-lu1-lut-online-ecb', undefined], // Vivado is the Arty's only flow
  [
    'tang-nano-9k',
    'serpent256-enc-pp8-lut-offline-all',
    '000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f',
  ],
];

describe("the page's project", () => {
  for (const [boardId, id, key] of cases) {
    it(`is npm run export's zip, byte for byte: ${id} on ${boardId}`, async () => {
      const board = boardById(boardId);
      const config = simCore.parseConfiguration(id);
      const page = await makeProject({ simCore, config, board, key, files, vendorBundle: bundledVendorScripts });
      const node = await makeProjectOnNode({
        simCore,
        board,
        config,
        title: undefined,
        key,
        vendor: null,
        vendorInput: vendorFromBundle(bundle, board, config.cipher),
      });
      expect(page.folder).toBe(`cipherscope-${boardId}-${id}`);
      expect(page.fileName).toBe(`${page.folder}.zip`);
      expect([...page.files.keys()]).toEqual([...node.files.keys()]);
      expect(Buffer.from(page.zip).equals(Buffer.from(zipProject(node.folder, node.files)))).toBe(true);
      expect(projectBytes(page.files)).toBe([...node.files.values()].reduce((n, b) => n + b.length, 0));
    });
  }

  it('passes the registry title on as the command does', async () => {
    const board = boardById('icebreaker');
    const config = simCore.parseConfiguration('aes128-enc-lu1-bram-online-all');
    const title = 'Iterative AES-128, block-RAM S-boxes';
    const page = await makeProject({
      simCore,
      config,
      board,
      title,
      key: undefined,
      files,
      vendorBundle: bundledVendorScripts,
    });
    expect(new TextDecoder().decode(page.files.get('README.md'))).toContain(`(${title})`);
  });

  it('refuses a vendor board when the page has no vendor scripts, naming the bundle', async () => {
    const config = simCore.parseConfiguration('aes128-enc-lu1-bram-online-ecb');
    await expect(
      makeProject({ simCore, config, board: boardById('basys3'), key: undefined, files, vendorBundle: null }),
    ).rejects.toThrow(/vendor-scripts.json/);
  });

  it("gives a Serpent core on a vendor board the scripts that read Serpent's RTL", async () => {
    const config = simCore.parseConfiguration('serpent128-enc-lu1-lut-online-ecb');
    const page = await makeProject({
      simCore,
      config,
      board: boardById('arty-a7-35t'),
      key: undefined,
      files,
      vendorBundle: bundledVendorScripts,
    });
    const tcl = new TextDecoder().decode(page.files.get('vivado/cipherscope.tcl'));
    expect(tcl).toContain('hdl/rtl/serpent/serpent_pkg.sv');
    expect(tcl).not.toContain('hdl/rtl/aes/');
  });

  it('refuses an offline core with no key, as renderTop does', async () => {
    const config = simCore.parseConfiguration('aes128-enc-lu1-lut-offline-ecb');
    await expect(
      makeProject({ simCore, config, board: boardById('icebreaker'), key: undefined, files, vendorBundle: null }),
    ).rejects.toThrow(/needs the round keys/);
  });
});
