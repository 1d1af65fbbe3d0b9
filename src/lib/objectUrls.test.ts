import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { holdObjectUrl, objectUrlOf } from './objectUrls';

describe('shared object URLs', () => {
  const created: string[] = [];
  const revoked: string[] = [];
  beforeEach(() => {
    vi.useFakeTimers();
    let n = 0;
    URL.createObjectURL = vi.fn(() => {
      const url = `blob:test/${(n += 1)}`;
      created.push(url);
      return url;
    });
    URL.revokeObjectURL = vi.fn((url: string) => void revoked.push(url));
  });
  afterEach(() => {
    vi.useRealTimers();
    created.length = 0;
    revoked.length = 0;
  });

  it('gives one URL per blob and revokes it after the last user is gone', () => {
    const blob = new Blob(['x']);
    const releaseA = holdObjectUrl(blob);
    const releaseB = holdObjectUrl(blob);
    expect(objectUrlOf(blob)).toBe(created[0]);
    expect(created).toHaveLength(1);
    releaseA();
    vi.runAllTimers();
    expect(revoked).toEqual([]);
    releaseB();
    vi.runAllTimers();
    expect(revoked).toEqual([created[0]]);
  });

  it('survives an unmount immediately followed by a remount (StrictMode)', () => {
    const blob = new Blob(['y']);
    const release = holdObjectUrl(blob);
    release();
    const again = holdObjectUrl(blob);
    vi.runAllTimers();
    expect(revoked).toEqual([]);
    again();
    vi.runAllTimers();
    expect(revoked).toEqual([created[0]]);
  });
});
