import { describe, expect, it } from 'vitest';
import { describeStorageError } from './storage-error';

describe('storage errors in words', () => {
  it('explains a full quota, from a DOMException or anything named so', () => {
    expect(describeStorageError(new DOMException('Quota exceeded.', 'QuotaExceededError'))).toMatch(
      /storage for this site is full/,
    );
    expect(describeStorageError({ name: 'QuotaExceededError', message: '' })).toMatch(/storage for this site is full/);
  });

  it('says a download failed', () => {
    expect(describeStorageError(new TypeError('Failed to fetch'))).toBe('a download failed (Failed to fetch)');
  });

  it('keeps other errors readable', () => {
    expect(describeStorageError(new Error('models/x/model.wasm: HTTP 404'))).toBe('models/x/model.wasm: HTTP 404');
    expect(describeStorageError(new DOMException('The operation is insecure.', 'SecurityError'))).toBe(
      'SecurityError: The operation is insecure.',
    );
    expect(describeStorageError('plain text')).toBe('plain text');
  });
});
