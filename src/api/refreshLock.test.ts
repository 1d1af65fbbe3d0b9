import { afterEach, describe, expect, it, vi } from 'vitest';
import { crossTabLock, leaseLock } from './refreshLock';

const lease = (owner: string) =>
  leaseLock('lock-test', {
    storage: localStorage,
    owner,
    now: () => Date.now(),
    sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
    ttlMs: 3_000,
  });

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the cross-tab refresh lock: Web Locks, else a lease in localStorage', () => {
  it('makes a second tab wait until the first is done, then lets it in', async () => {
    vi.useFakeTimers();
    const order: string[] = [];
    let finishFirst: () => void = () => undefined;
    const first = lease('tab-1')(async () => {
      order.push('first in');
      await new Promise<void>((resolve) => {
        finishFirst = resolve;
      });
      order.push('first out');
    });
    await vi.advanceTimersByTimeAsync(60);
    const second = lease('tab-2')(async () => {
      order.push('second in');
    });
    // Held past its lifetime: renewed while the first tab works.
    await vi.advanceTimersByTimeAsync(10_000);
    expect(order).toEqual(['first in']);
    finishFirst();
    await vi.advanceTimersByTimeAsync(200);
    await Promise.all([first, second]);
    expect(order).toEqual(['first in', 'first out', 'second in']);
    expect(localStorage.getItem('lock-test.lease')).toBeNull();
  });

  it('takes over the lease of a tab that was closed while holding it, once it expires', async () => {
    vi.useFakeTimers();
    localStorage.setItem(
      'lock-test.lease',
      JSON.stringify({ owner: 'closed-tab', until: Date.now() + 3_000 }),
    );
    let ran = false;
    const waiting = lease('tab-2')(async () => {
      ran = true;
    });
    await vi.advanceTimersByTimeAsync(2_900);
    expect(ran).toBe(false);
    await vi.advanceTimersByTimeAsync(300);
    await waiting;
    expect(ran).toBe(true);
  });

  it('is what a browser without navigator.locks gets; one with it gets the Web Lock', async () => {
    // A free lock: granted at once, the task told nobody held it before.
    const request = vi.fn(
      (name: string, _options: object, task: (lock: unknown) => Promise<unknown>) =>
        task({ name }),
    );
    vi.stubGlobal('navigator', { ...navigator, locks: { request } });
    await expect(crossTabLock('web-lock')(async (contended) => contended)).resolves.toBe(false);
    expect(request).toHaveBeenCalledWith(
      'web-lock',
      { mode: 'exclusive', ifAvailable: true },
      expect.any(Function),
    );

    // Held by another tab: queued for, then told so.
    request.mockClear();
    request.mockImplementation((name, options, task) =>
      task('ifAvailable' in options ? null : { name }),
    );
    await expect(crossTabLock('web-lock')(async (contended) => contended)).resolves.toBe(true);
    expect(request).toHaveBeenLastCalledWith(
      'web-lock',
      { mode: 'exclusive' },
      expect.any(Function),
    );

    request.mockClear();
    vi.stubGlobal('navigator', { ...navigator, locks: undefined });
    await expect(crossTabLock('no-web-lock')(async () => 'done')).resolves.toBe('done');
    expect(request).not.toHaveBeenCalled();
  });
});
