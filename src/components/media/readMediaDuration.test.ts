import { afterEach, describe, expect, it, vi } from 'vitest';
import { readMediaDuration, type MediaElementLike } from './readMediaDuration';

type Listener = () => void;

/** A media element that reports what the test tells it to, when the test says so. */
class FakeMediaElement implements MediaElementLike {
  preload = '';
  src = '';
  duration = Number.NaN;
  loads = 0;
  private listeners = new Map<string, Listener[]>();

  addEventListener(type: 'loadedmetadata' | 'error', listener: Listener) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  removeAttribute(name: 'src') {
    if (name === 'src') this.src = '';
  }
  load() {
    this.loads += 1;
  }
  emit(type: 'loadedmetadata' | 'error', duration?: number) {
    if (duration !== undefined) this.duration = duration;
    for (const listener of this.listeners.get(type) ?? []) listener();
  }
}

function setup(timeoutMs = 5_000) {
  const element = new FakeMediaElement();
  const revoked: string[] = [];
  const kinds: string[] = [];
  const env = {
    createElement: (kind: 'audio' | 'video') => {
      kinds.push(kind);
      return element;
    },
    createObjectURL: () => 'blob:test/1',
    revokeObjectURL: (url: string) => {
      revoked.push(url);
    },
    timeoutMs,
  };
  return { element, revoked, kinds, env };
}

const file = new Blob(['RIFF'], { type: 'audio/wav' });

afterEach(() => vi.useRealTimers());

describe('readMediaDuration', () => {
  it('reads the metadata duration, rounded to whole seconds, and releases the file', async () => {
    const { element, revoked, kinds, env } = setup();
    const reading = readMediaDuration(file, 'audio', env);
    expect(element.preload).toBe('metadata');
    expect(element.src).toBe('blob:test/1');

    element.emit('loadedmetadata', 213.6);
    await expect(reading).resolves.toBe(214);
    expect(kinds).toEqual(['audio']);
    expect(revoked).toEqual(['blob:test/1']);
    expect(element.src).toBe('');
    expect(element.loads).toBe(1);
  });

  it('uses a video element for videos', async () => {
    const { element, kinds, env } = setup();
    const reading = readMediaDuration(file, 'video', env);
    element.emit('loadedmetadata', 59.4);
    await expect(reading).resolves.toBe(59);
    expect(kinds).toEqual(['video']);
  });

  it('gives 0 when the file cannot be decoded', async () => {
    const { element, revoked, env } = setup();
    const reading = readMediaDuration(file, 'audio', env);
    element.emit('error');
    await expect(reading).resolves.toBe(0);
    expect(revoked).toEqual(['blob:test/1']);
  });

  it('gives 0 for a duration that is not a finite number', async () => {
    const { element, env } = setup();
    const reading = readMediaDuration(file, 'video', env);
    element.emit('loadedmetadata', Number.POSITIVE_INFINITY);
    await expect(reading).resolves.toBe(0);
  });

  it('gives 0 when no metadata arrives within the time limit, and ignores it later', async () => {
    vi.useFakeTimers();
    const { element, revoked, env } = setup(5_000);
    let result: number | undefined;
    void readMediaDuration(file, 'audio', env).then((seconds) => {
      result = seconds;
    });

    await vi.advanceTimersByTimeAsync(4_999);
    expect(result).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(result).toBe(0);

    element.emit('loadedmetadata', 120);
    await vi.advanceTimersByTimeAsync(0);
    expect(result).toBe(0);
    expect(revoked).toEqual(['blob:test/1']);
  });

  it('gives 0 when the browser cannot make an object URL', async () => {
    const { env } = setup();
    const reading = readMediaDuration(file, 'audio', {
      ...env,
      createObjectURL: () => {
        throw new Error('no object URLs here');
      },
    });
    await expect(reading).resolves.toBe(0);
  });
});
