import { describe, expect, it } from 'vitest';
import { convert, findUnit, formatNumber, quantity, scaledUnit, unitNamed, unitsFor } from './units';

describe('units', () => {
  it('says a number and its unit with the right plural', () => {
    expect(quantity(1, unitNamed('cycles per block'))).toBe('1 cycle per block');
    expect(quantity(2, unitNamed('cycles per block'))).toBe('2 cycles per block');
    expect(quantity(1.5, unitNamed('cycles'))).toBe('1.5 cycles');
    expect(quantity(0, unitNamed('cycles'))).toBe('0 cycles');
    expect(quantity(1, unitNamed('blocks'))).toBe('1 block');
    expect(quantity(1.0004, unitNamed('cycles'))).toBe('1 cycle');
    expect(quantity(1, unitNamed('Mbit/s'))).toBe('1 Mbit/s');
    expect(quantity(66455.04, unitNamed('Mbit/s'))).toBe('66,455.04 Mbit/s');
    expect(quantity(0xca, null)).toBe('202');
    expect(formatNumber(0.00012345)).toBe('0.000123');
    expect(formatNumber(-1234.5678)).toBe('-1,234.568');
  });

  it('finds a unit however it is written, megabytes apart from megabits', () => {
    for (const text of ['cycles', 'cycle', 'Cycles', 'clock cycles', 'clocks'])
      expect(findUnit(text)?.many, text).toBe('cycles');
    for (const text of ['cycles per block', 'cycle per block', 'cycles/block', 'cycles / block', 'CPB'])
      expect(findUnit(text)?.many, text).toBe('cycles per block');
    for (const text of ['Mbit/s', 'mbit/s', 'Mbps', 'Mb/s', 'mb/s', 'megabits per second'])
      expect(findUnit(text)?.many, text).toBe('Mbit/s');
    for (const text of ['MB/s', 'MBps', 'megabytes per second']) expect(findUnit(text)?.many, text).toBe('MB/s');
    expect(findUnit('MHz')?.dimension).toBe('frequency');
    expect(findUnit('ns')?.dimension).toBe('time');
    expect(findUnit('apples')).toBeNull();
  });

  it('converts within a dimension and finds the unit a factor away', () => {
    expect(convert(66.455, unitNamed('Gbit/s'), unitNamed('Mbit/s'))).toBeCloseTo(66455, 9);
    expect(convert(1, findUnit('MB/s')!, unitNamed('Mbit/s'))).toBe(8);
    expect(scaledUnit(unitNamed('Mbit/s'), 1000)?.many).toBe('Gbit/s');
    expect(scaledUnit(unitNamed('Gbit/s'), 1 / 1000)?.many).toBe('Mbit/s');
    expect(scaledUnit(findUnit('MB/s')!, 1 / 1000)?.many).toBe('kB/s');
    expect(scaledUnit(unitNamed('cycles'), 1000)).toBeNull();
  });

  it("names each measure's units", () => {
    expect(unitsFor('cyclesPerBlock')).toEqual(['cycles per block']);
    expect(unitsFor('latency')).toEqual(['cycles']);
    expect(unitsFor('keySetup')).toEqual(['cycles']);
    expect(unitsFor('inFlight')).toEqual(['blocks']);
    expect(unitsFor('throughputMbps')).toEqual(['kbit/s', 'Mbit/s', 'Gbit/s']);
  });
});
