// Inside the composite-field S-box (hdl/rtl/aes/aes_sbox_composite.sv): one byte through its
// five steps, computed by the TypeScript model of the same decomposition. The byte is the
// selected block's, or any the student types.
import { useState } from 'react';
import { compositeSbox, stageValue } from './composite-sbox';

interface Props {
  /** The byte the selected block sends through this S-box, or null with no block selected. */
  byte: number | null;
  /** Where that byte comes from, e.g. "byte s[1,2] of block 1 entering round 3's S-boxes". */
  source: string | null;
  /** The selected block runs InvSubBytes. */
  inverse: boolean;
  /** The core decrypts too: offer the inverse direction. */
  canInvert: boolean;
  /** Swankoski et al.'s five registers (cfp), or the same steps combinationally (cf). */
  pipelined: boolean;
  /** The stage whose register holds the selected block now (1 to 5), if it is inside the S-boxes. */
  heldStage: number | null;
  heldBy: string | null;
}

const hex2 = (n: number) => `0x${n.toString(16).padStart(2, '0')}`;
const hex1 = (n: number) => `0x${n.toString(16)}`;

export function CompositeSboxPanel({ byte, source, inverse, canInvert, pipelined, heldStage, heldBy }: Props) {
  const [text, setText] = useState(byte === null ? '53' : byte.toString(16).padStart(2, '0'));
  const [inverseChoice, setInverseChoice] = useState(inverse);
  // A new byte or direction from the datapath replaces what was typed (adjusted during
  // render, as React advises for state that follows a prop).
  const [shown, setShown] = useState({ byte, inverse });
  if (shown.byte !== byte || shown.inverse !== inverse) {
    setShown({ byte, inverse });
    if (byte !== null && shown.byte !== byte) setText(byte.toString(16).padStart(2, '0'));
    if (shown.inverse !== inverse) setInverseChoice(inverse);
  }

  const valid = /^[0-9a-fA-F]{1,2}$/.test(text.trim());
  const value = valid ? parseInt(text.trim(), 16) : null;
  const s = value === null ? null : compositeSbox(value, canInvert && inverseChoice);
  const name = s?.inverse ? 'S⁻¹' : 'S';

  const steps = s && [
    {
      stage: 0,
      what: s.inverse
        ? 'InvSubBytes starts with the inverse affine map A⁻¹ (FIPS-197 §5.3.2)'
        : 'the byte, an element of GF(2⁸) mod x⁸ + x⁴ + x³ + x + 1',
      value: s.inverse ? `A⁻¹(${hex2(s.input)}) = ${hex2(s.fieldInput)}` : hex2(s.input),
    },
    {
      stage: 1,
      what: 'map into GF((2⁴)²): the 8×8 bit matrix δ gives h·x + l',
      value: `${hex2(s.mapped)}: h = ${hex1(s.high)}, l = ${hex1(s.low)}`,
    },
    {
      stage: 2,
      what: 'square, scale by λ = w³ + w², multiply: the norm d = λh² + (h + l)·l in GF(2⁴)',
      value: `h + l = ${hex1(s.highPlusLow)}, λh² = ${hex1(s.scaledHighSquared)}, (h + l)·l = ${hex1(s.lowProduct)}, d = ${hex1(s.norm)}`,
    },
    { stage: 3, what: 'invert in GF(2⁴) = GF(2)[w]/(w⁴ + w + 1): d⁻¹ = d¹⁴', value: `d⁻¹ = ${hex1(s.normInverse)}` },
    {
      stage: 4,
      what: 'two multiplications: (h·x + l)⁻¹ = h·d⁻¹·x + (h + l)·d⁻¹',
      value: `${hex2(s.inverseElement)}: ${hex1(s.inverseHigh)}·x + ${hex1(s.inverseLow)}`,
    },
    {
      stage: 5,
      what: s.inverse
        ? 'map back with δ⁻¹: the inverse in GF(2⁸) is the result'
        : 'map back with δ⁻¹ (the inverse in GF(2⁸)), then the affine map (FIPS-197 §5.1.1)',
      value: s.inverse ? hex2(s.output) : `${hex2(s.mappedBack)} → ${hex2(s.output)}`,
    },
  ];

  return (
    <section className="sbox-internals" aria-labelledby="sbox-title" data-testid="sbox-internals">
      <h3 id="sbox-title">Inside the composite-field S-box</h3>
      <p className="note">
        Swankoski et al., Fig. 2, after Rijmen: GF(2⁸) as GF((2⁴)²) with a polynomial basis, so the inverse needs only
        GF(2⁴) arithmetic; InvSubBytes shares the datapath (Satoh et al.).{' '}
        {pipelined
          ? 'This core registers every step: five clock cycles a byte.'
          : 'This core wires the five steps together: no registers.'}
      </p>
      <div className="actions">
        <label>
          Byte (hex){' '}
          <input
            type="text"
            value={text}
            size={3}
            style={{ width: '4rem' }}
            onChange={(e) => setText(e.target.value)}
            aria-invalid={!valid}
            data-testid="sbox-byte"
          />
        </label>
        {canInvert && (
          <label>
            <input
              type="checkbox"
              checked={inverseChoice}
              onChange={(e) => setInverseChoice(e.target.checked)}
              data-testid="sbox-inverse"
            />{' '}
            InvSubBytes
          </label>
        )}
        <span className="status" data-testid="sbox-source">
          {source && byte !== null && value === byte ? source : 'a byte you chose'}
        </span>
      </div>
      {!valid && (
        <p className="note error" role="alert">
          byte: expected one or two hex digits, got &apos;{text}&apos;
        </p>
      )}
      {s && steps && (
        <>
          <table className="outputs sbox-steps">
            <thead>
              <tr>
                <th scope="col">Step</th>
                <th scope="col">What it computes</th>
                <th scope="col">Value</th>
                {pipelined && <th scope="col">Its register holds</th>}
              </tr>
            </thead>
            <tbody>
              {steps.map((step) => (
                <tr
                  key={step.stage}
                  className={pipelined && step.stage === heldStage ? 'held' : undefined}
                  data-testid={`sbox-step-${step.stage}`}
                >
                  <td>{step.stage === 0 ? 'in' : step.stage}</td>
                  <td>{step.what}</td>
                  <td className="hex">{step.value}</td>
                  {pipelined && (
                    <td className="hex">
                      {step.stage === 0 ? '' : stageValue(s, step.stage)}
                      {step.stage === heldStage && heldBy ? ` (${heldBy} now)` : ''}
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
          <p data-testid="sbox-result">
            <strong>
              {name}({hex2(s.input)}) = {hex2(s.output)}
            </strong>
          </p>
        </>
      )}
    </section>
  );
}
