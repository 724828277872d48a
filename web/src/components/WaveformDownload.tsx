// The run's waveform as a VCD file (Verilator's trace of the core's ports and registers),
// for GTKWave or Surfer.
import { useEffect, useMemo } from 'react';

interface Props {
  vcd: string;
  name: string;
}

export function WaveformDownload({ vcd, name }: Props) {
  const url = useMemo(() => URL.createObjectURL(new Blob([vcd], { type: 'text/plain' })), [vcd]);
  useEffect(() => () => URL.revokeObjectURL(url), [url]);
  return (
    <p>
      <a href={url} download={name} data-testid="vcd">
        Download the waveform (VCD, {(vcd.length / 1024).toFixed(0)} KiB)
      </a>{' '}
      — every port and register of this run, for GTKWave or Surfer.
    </p>
  );
}
