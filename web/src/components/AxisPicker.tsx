// Compose a configuration one axis at a time, or type its id. Every combination can be chosen;
// one that does not exist is explained with sim-core's reason (which field, why) instead of
// being hidden, and one that exists but is not prebuilt is offered to build (BuildOnDemand).
import { useEffect, useState } from 'react';
import type { SimCore } from '../sim/sim-core';
import {
  axesOf,
  axisChoices,
  cipherAxes,
  fitAxesToCipher,
  idOf,
  implementationChoices,
  implementationOf,
  type Axes,
} from '../config-axes';

interface Props {
  simCore: SimCore;
  value: string;
  prebuilt: Set<string>;
  /** Prebuilt configurations whose simulators are still being built. */
  building?: ReadonlySet<string>;
  /** Configurations whose simulators the site offers (prebuilt, or built here on demand). */
  ready?: ReadonlySet<string>;
  onChange: (id: string) => void;
}

type Verdict = { ok: true; id: string } | { ok: false; id: string; reason: string };

export function AxisPicker({ simCore, value, prebuilt, building, ready, onChange }: Props) {
  const [axes, setAxes] = useState<Axes>(() => axesOf(simCore.parseConfiguration(value)));
  // The id as typed, and sim-core's reason while it is not a configuration.
  const [typed, setTyped] = useState(value);
  const [typedProblem, setTypedProblem] = useState<Verdict | null>(null);
  useEffect(() => {
    setTyped(value);
    setTypedProblem(null);
    try {
      setAxes(axesOf(simCore.parseConfiguration(value)));
    } catch {
      // the page reports a bad id itself
    }
  }, [simCore, value]);

  function judge(next: Axes | { id: string }): Verdict {
    const id = 'id' in next ? next.id : idOf(next);
    try {
      return { ok: true, id: simCore.parseConfiguration(id).id };
    } catch (error) {
      return { ok: false, id, reason: (error as Error).message };
    }
  }

  /** The typed id: chosen when it is a configuration, else its reason shown. */
  function chooseTyped() {
    const v = judge({ id: typed.trim().toLowerCase() });
    if (v.ok) {
      setTypedProblem(null);
      setAxes(axesOf(simCore.parseConfiguration(v.id)));
      if (v.id !== value) onChange(v.id);
      else setTyped(v.id);
    } else setTypedProblem(v);
  }

  const verdict = typedProblem ?? judge(axes);
  // The cipher's own choices on every axis it describes (registry/ciphers.json): its key
  // sizes, architectures, k, key schedules (banked with its number of banks).
  const own = cipherAxes(axes.cipher);
  function choose(change: Partial<Axes>) {
    // A cipher that lacks a current choice (RC6 has multipliers, not S-boxes; Triple DES has
    // no SP-k-m and no 256-bit key) starts from its own first choice on that axis.
    // Choosing bs<w> takes w from the cipher's serialBits (k of LU-k is no bit count).
    const next =
      change.cipher || change.architecture ? fitAxesToCipher({ ...axes, ...change }) : { ...axes, ...change };
    setAxes(next);
    const v = judge(next);
    if (v.ok) onChange(v.id);
  }

  const implementation = implementationOf(axes.cipher);
  const implementations = implementationChoices(axes.cipher);
  const option = ([token, text]: readonly [string, string]) => (
    <option key={token} value={token}>
      {text}
    </option>
  );
  const select = (
    axis: 'cipher' | 'keySize' | 'direction' | 'architecture' | 'keySchedule' | 'mode',
    label: string,
    choices: readonly (readonly [string, string])[],
  ) => (
    <label className="axis">
      <span>{label}</span>
      <select
        value={axes[axis]}
        data-testid={`axis-${axis}`}
        onChange={(e) => choose({ [axis]: e.target.value } as Partial<Axes>)}
      >
        {choices.map(option)}
      </select>
    </label>
  );
  const number = (axis: 'k' | 'm' | 'n', label: string, max: number) => (
    <label className="axis">
      <span>{label}</span>
      <input
        type="number"
        min={1}
        max={max}
        value={axes[axis]}
        data-testid={`axis-${axis}`}
        onChange={(e) => choose({ [axis]: Math.max(1, Math.floor(Number(e.target.value) || 1)) } as Partial<Axes>)}
      />
    </label>
  );
  // The k axis as a list of the cipher's own values: its slice counts, or bs<w>'s w.
  const listedK = (label: string, values: readonly number[]) => (
    <label className="axis">
      <span>{label}</span>
      <select value={axes.k} data-testid="axis-k" onChange={(e) => choose({ k: Number(e.target.value) })}>
        {values.map((v) => (
          <option key={v} value={v}>
            {v}
          </option>
        ))}
      </select>
    </label>
  );

  return (
    <fieldset className="axes" data-testid="axes">
      <legend>Or compose one, axis by axis, or type its id</legend>
      <label className="axis axis-id">
        <span>Id</span>
        <input
          type="text"
          spellCheck={false}
          autoCapitalize="off"
          value={typed}
          data-testid="axis-id"
          aria-describedby="axes-verdict"
          onChange={(e) => setTyped(e.target.value)}
          onBlur={chooseTyped}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              chooseTyped();
            }
          }}
        />
      </label>
      {select('cipher', 'Cipher', axisChoices.cipher)}
      {select('keySize', 'Key size', own.keySize)}
      {select('direction', 'Direction', own.direction)}
      {select('architecture', 'Architecture', own.architecture)}
      {axes.architecture === 'bs'
        ? listedK('w (bits a cycle)', own.w)
        : own.kListed
          ? listedK('k', own.k)
          : number('k', 'k', Math.max(...own.k))}
      {axes.architecture === 'sp' && number('m', 'm', 3)}
      <label className="axis">
        <span>{implementation.axis}</span>
        <select
          value={axes.sbox}
          data-testid="axis-sbox"
          onChange={(e) => choose({ sbox: e.target.value as Axes['sbox'] })}
        >
          {implementations.own.map(option)}
          {implementations.others.length > 0 && (
            <optgroup label="other ciphers' choices">{implementations.others.map(option)}</optgroup>
          )}
        </select>
      </label>
      {select('keySchedule', 'Key schedule', own.keySchedule)}
      {select('mode', 'Mode', own.mode)}
      {(axes.mode === 'icbc' || axes.mode === 'mscbc') && number('n', axes.mode === 'icbc' ? 'chains' : 'streams', 64)}
      <p
        className={verdict.ok ? 'note' : 'note error'}
        role={verdict.ok ? undefined : 'alert'}
        data-testid="axes-verdict"
        id="axes-verdict"
      >
        {verdict.ok
          ? prebuilt.has(verdict.id)
            ? building?.has(verdict.id)
              ? `${verdict.id}: prebuilt; its simulator is still being built, and loads here when it is ready.`
              : `${verdict.id}: prebuilt, ready to run.`
            : ready?.has(verdict.id)
              ? `${verdict.id}: built on this server, ready to run.`
              : `${verdict.id}: a valid configuration that is not prebuilt; sim-core's predictions are below, and how to build its simulator.`
          : `${verdict.id} does not exist: ${verdict.reason}`}
      </p>
    </fieldset>
  );
}
