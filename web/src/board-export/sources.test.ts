import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { coreSources } from '@hdl/cores.mjs';
import { coreIncludes, cores } from '@hdl/ciphers.mjs';
import { hostFiles, vectorFiles, VECTORS_README } from '@board/export/host.mjs';
import ciphersFile from '../../../registry/ciphers.json';
import { bundledFiles, bundledVendorScripts, lazyFiles, repositoryFiles } from './sources';

const root = path.resolve(import.meta.dirname, '..', '..', '..');
const files = repositoryFiles();

describe("the page's bundle of repository files", () => {
  it("lists a cipher's RTL packages first, in the order hdl/cores.mjs gives the simulators and npm run export", () => {
    for (const cipher of ['aes', 'serpent'])
      expect(files.coreSources(cipher)).toEqual(
        coreSources(cipher).map((f: string) => `hdl/${f.split(path.sep).join('/')}`),
      );
  });

  it("holds the include files every cipher's RTL reads", () => {
    for (const cipher of Object.keys(cores)) {
      expect(coreIncludes(cipher).length).toBeGreaterThan(0);
      for (const f of coreIncludes(cipher)) expect(bundledFiles.has(`hdl/${f}`), f).toBe(true);
    }
  });

  it('lists every board RTL file by name', () => {
    const names = fs
      .readdirSync(path.join(root, 'hdl', 'rtl', 'board'))
      .filter((f) => f.endsWith('.sv'))
      .sort();
    expect(files.boardSources).toEqual(names.map((f) => `hdl/rtl/board/${f}`));
  });

  // Every cipher and key size of registry/ciphers.json, with every mode (`all`).
  const vectorsOfEveryExport = ciphersFile.ciphers.flatMap((c) =>
    c.keySizes.flatMap((k) =>
      vectorFiles({ cipher: c.id, keyBits: k.keyBits, blockBits: c.blockBits, mode: { kind: 'all' } }, ciphersFile),
    ),
  );

  it('holds every host and vector file an export of any key size copies or reads', () => {
    const needed = [...hostFiles.map(([from]: string[]) => from), VECTORS_README];
    expect(needed).toContain('registry/ciphers.json');
    for (const p of needed) expect(bundledFiles.has(p), p).toBe(true);
    expect(vectorsOfEveryExport).toContain('vectors/nist/tdes/TCFB64MMT3.rsp');
    expect(vectorsOfEveryExport).toContain('vectors/nist/aesavs/ECBVarTxt256.rsp');
    for (const p of vectorsOfEveryExport) expect(lazyFiles.has(p), p).toBe(true);
  });

  it('fetches only the vector files it is asked for, and then reads them', async () => {
    const page = repositoryFiles();
    const file = 'vectors/serpent/cryptopp-serpentv.dat';
    expect(() => page.readFile(file)).toThrow(`this page was built without ${file}`);
    await page.load([file]);
    expect(page.readFile(file)).toBe(fs.readFileSync(path.join(root, file), 'utf8'));
    expect(() => page.readFile('vectors/rc6/cryptopp-rc6val.dat')).toThrow('this page was built without');
  });

  it('holds each file as the repository has it, byte for byte', async () => {
    expect(bundledFiles.size).toBeGreaterThan(40);
    const page = repositoryFiles();
    await page.load(vectorsOfEveryExport);
    for (const p of [...bundledFiles.keys(), ...vectorsOfEveryExport]) {
      const text = page.readFile(p);
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
