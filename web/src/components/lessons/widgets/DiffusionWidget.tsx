// ::diffusion{cipher=… key=…}: the lab's diffusion view (components/DiffusionView.tsx) in a
// lesson, the learner switching among the ciphers named, with every cipher's full-diffusion
// rounds beside it. sim-core measures each on its golden model in a worker, once the widget
// comes near the viewport.
import { useId, useState } from 'react';
import type { WidgetSpec } from '../../../lessons/schema';
import { cipherNamed } from '../../../cipher-data';
import { tableKeyBits } from '../../../diffusion/analysis';
import { DiffusionTable, DiffusionView, useSeen } from '../../DiffusionView';

export function DiffusionWidget({ spec }: { spec: Extract<WidgetSpec, { type: 'diffusion' }> }) {
  const [cipher, setCipher] = useState(spec.ciphers[0]);
  const [ref, seen] = useSeen<HTMLDivElement>();
  const id = useId().replace(/:/g, '');
  const keyBits = spec.keyBits ?? tableKeyBits(Object.keys(cipherNamed(cipher)?.rounds ?? {}).map(Number));
  return (
    <div className="widget diffusion" ref={ref} data-testid="diffusion-widget">
      {spec.ciphers.length > 1 && (
        <p>
          <label>
            Cipher{' '}
            <select
              value={cipher}
              onChange={(e) => setCipher(e.target.value)}
              data-testid="diffusion-cipher"
              style={{ width: 'auto' }}
            >
              {spec.ciphers.map((c) => (
                <option key={c} value={c}>
                  {cipherNamed(c)?.name ?? c}
                </option>
              ))}
            </select>
          </label>{' '}
          with a {keyBits}-bit key
        </p>
      )}
      <div className="diffusion-layout">
        <DiffusionView cipher={cipher} keyBits={keyBits} idPrefix={`diffusion-${id}`} start={seen} />
        <DiffusionTable current={cipher} start={seen} />
      </div>
    </div>
  );
}
