// The run's waveform as a VCD file (Verilator's trace of the core's ports and registers),
// for GTKWave or Surfer.
import { useEffect, useMemo } from 'react';
import type { Waveform } from '../sim/protocol';

interface Props {
  waveform: Waveform;
  name: string;
}

export function WaveformDownload({ waveform, name }: Props) {
  const url = useMemo(() => URL.createObjectURL(waveform.file), [waveform]);
  useEffect(() => () => URL.revokeObjectURL(url), [url]);
  return (
    <p>
      <a href={url} download={name} data-testid="vcd">
        Download the waveform (VCD, {(waveform.bytes / 1024).toFixed(0)} KiB)
      </a>{' '}
      — every port and register of this run, for GTKWave or Surfer.
    </p>
  );
}
