import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { coreSources } from '@hdl/cores.mjs';
import { hostFiles, vectorFiles, VECTORS_README } from '@board/export/host.mjs';
import ciphersFile from '../../../registry/ciphers.json';
import { bundledFiles, bundledVendorScripts, repositoryFiles } from './sources';

const root = path.resolve(import.meta.dirname, '..', '..', '..');
const files = repositoryFiles();

describe("the page's bundle of repository files", () => {
  it("lists a cipher's RTL packages first, in the order hdl/cores.mjs gives the simulators and npm run export", () => {
    for (const cipher of ['aes', 'serpent'])
      expect(files.coreSources(cipher)).toEqual(
        coreSources(cipher).map((f: string) => `hdl/${f.split(path.sep).join('/')}`),
      );
  });

  it('lists every board RTL file by name', () => {
    const names = fs
      .readdirSync(path.join(root, 'hdl', 'rtl', 'board'))
      .filter((f) => f.endsWith('.sv'))
      .sort();
    expect(files.boardSources).toEqual(names.map((f) => `hdl/rtl/board/${f}`));
  });

  it('holds every host and vector file an export of any key size copies or reads', () => {
    const needed = [
      ...hostFiles.map(([from]: string[]) => from),
      VECTORS_README,
      // Every cipher and key size of registry/ciphers.json, with every mode (`all`).
      ...ciphersFile.ciphers.flatMap((c) =>
        c.keySizes.flatMap((k) =>
          vectorFiles({ cipher: c.id, keyBits: k.keyBits, blockBits: c.blockBits, mode: { kind: 'all' } }),
        ),
      ),
    ];
    expect(needed).toContain('vectors/nist/tdes/TCFB64MMT3.rsp');
    for (const p of needed) expect(bundledFiles.has(p), p).toBe(true);
  });

  it('holds each file as the repository has it, byte for byte', () => {
    expect(bundledFiles.size).toBeGreaterThan(40);
    for (const [p, text] of bundledFiles) {
      expect(Buffer.from(new TextEncoder().encode(text)).equals(fs.readFileSync(path.join(root, p))), p).toBe(true);
    }
  });

  it('names a file the page lacks', () => {
    expect(() => files.readFile('hdl/rtl/aes/nothing.sv')).toThrow(
      'this page was built without hdl/rtl/aes/nothing.sv',
    );
  });

  it("carries the build's vendor scripts bundle", () => {
    const file = path.join(root, 'build', 'export', 'vendor-scripts.json');
    expect(bundledVendorScripts).toEqual(JSON.parse(fs.readFileSync(file, 'utf8')));
  });
});
