import { describe, expect, it } from 'vitest';
import { pageOf } from './page-route';
import { prebuiltConfigOf } from './registry-ids';
import data from '@registry/configurations.json';

describe('the page a URL opens, before any page has loaded', () => {
  it('is the finalists view, the lessons or the lab', () => {
    expect(pageOf('?finalists&mode=feedback')).toBe('finalists');
    expect(pageOf('?lessons')).toBe('lessons');
    expect(pageOf('?lesson=01-aes-iterative&present=2')).toBe('lessons');
    expect(pageOf('?config=aes128-enc-lu1-lut-online-all')).toBe('lab');
    expect(pageOf('')).toBe('lab');
  });

  it('is the finalists view only with `finalists`', () => {
    const isFinalists = (search: string) => pageOf(search) === 'finalists';
    expect(isFinalists('?finalists')).toBe(true);
    expect(isFinalists('?finalists&mode=feedback')).toBe(true);
    expect(isFinalists('?config=aes128-enc-lu1-lut-online-all')).toBe(false);
    expect(isFinalists('?lessons')).toBe(false);
  });

  it("starts loading the URL's prebuilt core, or the default, and nothing it cannot name", () => {
    const other = data.configurations.find((c) => c.id !== data.default)!.id;
    expect(prebuiltConfigOf('')).toBe(data.default);
    expect(prebuiltConfigOf(`?config=${other}&mode=cbc`)).toBe(other);
    expect(prebuiltConfigOf('?config=aes128-enc-lu9-lut-online-all')).toBeNull();
    expect(prebuiltConfigOf('?config=%3Cscript%3E')).toBeNull();
  });
});
