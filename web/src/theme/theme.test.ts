import { describe, expect, it } from 'vitest';
import { resolveTheme, storedChoice } from './theme';

const storage = (value: string | null) => ({ getItem: () => value });

describe('theme', () => {
  it('reads a stored choice and falls back to system for anything else', () => {
    expect(storedChoice(storage('dark'))).toBe('dark');
    expect(storedChoice(storage('light'))).toBe('light');
    expect(storedChoice(storage('sepia'))).toBe('system');
    expect(storedChoice(storage(null))).toBe('system');
    expect(storedChoice(null)).toBe('system');
  });

  it('resolves system to the scheme the device prefers, and keeps an explicit choice', () => {
    expect(resolveTheme('system', true)).toBe('dark');
    expect(resolveTheme('system', false)).toBe('light');
    expect(resolveTheme('light', true)).toBe('light');
    expect(resolveTheme('dark', false)).toBe('dark');
  });
});
