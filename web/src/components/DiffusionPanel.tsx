// The lab's diffusion panel (issue #46, item 3): the configuration's cipher at its key size in
// DiffusionView, every cipher's full-diffusion rounds in DiffusionTable beside it. Measured
// once the panel comes near the viewport (sim-core in a worker; see DiffusionView).
import { useMemo, useState } from 'react';
import type { SimCore } from '../sim/sim-core';
import { keyBitsOf } from '../inputs';
import { tableKeyBits } from '../diffusion/analysis';
import { DiffusionTable, DiffusionView, useSeen } from './DiffusionView';

export function DiffusionPanel({ simCore, configId }: { simCore: SimCore; configId: string }) {
  const config = useMemo(() => simCore.parseConfiguration(configId), [simCore, configId]);
  const sizes = keyBitsOf(config);
  // A core of several key sizes (Triple DES's 3-in-1) offers them; the table's size first.
  const [chosen, setChosen] = useState<{ configId: string; keyBits: number } | null>(null);
  const keyBits = chosen?.configId === configId ? chosen.keyBits : tableKeyBits(sizes);
  const [ref, seen] = useSeen<HTMLElement>();
  return (
    <section className="panel diffusion" aria-labelledby="diffusion-title" data-testid="diffusion" ref={ref}>
      <h2 id="diffusion-title">Diffusion, round by round</h2>
      <p className="note">
        Choose a bit of the state after any round (click it, or arrow keys) and see which plaintext and key bits it
        depends on, for this configuration&apos;s cipher with a {keyBits}-bit key. Beside it, the round at which every
        state bit depends on every input bit, for each cipher of the lab.
      </p>
      {sizes.length > 1 && (
        <p>
          <label>
            Key size{' '}
            <select
              value={keyBits}
              onChange={(e) => setChosen({ configId, keyBits: Number(e.target.value) })}
              data-testid="diffusion-key-size"
              style={{ width: 'auto' }}
            >
              {sizes.map((bits) => (
                <option key={bits} value={bits}>
                  {bits} bits
                </option>
              ))}
            </select>
          </label>
        </p>
      )}
      <div className="diffusion-layout">
        <DiffusionView cipher={config.cipher} keyBits={keyBits} idPrefix="diffusion" start={seen} />
        <DiffusionTable current={config.cipher} start={seen} />
      </div>
    </section>
  );
}
