// Where the rules run: a large label's in a worker, fed a page at a time; a small one's, or any
// where there is no Worker, in the page. Node runs no module workers, so a stand-in Worker runs
// the worker's own engine (checkEngine.ts) and records what it was sent.
import { describe, expect, it, vi } from 'vitest';
import type { Song } from '@/api/types';
import { createCheckEngine } from './checkEngine';
import type { EngineRequest, EngineResponse } from './checkMessages';
import { CheckFailedError, openCheckSession, WORKER_THRESHOLD } from './checkSession';
import { TEST_RULES } from './rules.testkit';

function standInWorker() {
  const sent: EngineRequest[] = [];
  const created: { url: string; terminated: boolean }[] = [];
  class StandInWorker {
    onmessage: ((event: { data: EngineResponse }) => void) | null = null;
    onerror: ((event: { message: string }) => void) | null = null;
    private readonly engine = createCheckEngine(TEST_RULES);
    private readonly record: { url: string; terminated: boolean };
    constructor(url: URL) {
      this.record = { url: url.pathname, terminated: false };
      created.push(this.record);
    }
    postMessage(request: EngineRequest) {
      sent.push(request);
      const response = this.engine.handle(request);
      if (response) queueMicrotask(() => this.onmessage?.({ data: response }));
    }
    terminate() {
      this.record.terminated = true;
    }
  }
  vi.stubGlobal('Worker', StandInWorker);
  return { sent, created };
}

const songs = (from: number, count: number) =>
  Array.from(
    { length: count },
    (_, i) => ({ id: from + i, artist_id: 1, title: `Song ${from + i}`, isrc: null }) as Song,
  );

describe('openCheckSession', () => {
  it('checks a large label in the worker, sent a page at a time', async () => {
    const { sent, created } = standInWorker();
    const session = openCheckSession(WORKER_THRESHOLD, TEST_RULES);
    session.add('songs', songs(1, 1000));
    session.add('songs', songs(1001, 500));
    const report = await session.run('2026-11-15', 42);

    expect(created[0].url).toMatch(/checks\.worker\.ts$/);
    expect(
      sent.filter((m) => m.type === 'add').map((m) => m.type === 'add' && m.rows.length),
    ).toEqual([1000, 500]);
    expect(report.checked.songs).toBe(1500);
    expect(report.groups[0].findings).toHaveLength(1500);

    const changed = await session.change('songs', { id: 7, isrc: 'CAABC2600007' }, 42);
    expect(changed.groups[0].findings).toHaveLength(1499);
    session.close();
    expect(created[0].terminated).toBe(true);
  });

  it('checks a small label in the page', async () => {
    const { created } = standInWorker();
    const session = openCheckSession(WORKER_THRESHOLD - 1, TEST_RULES);
    session.add('songs', songs(1, 3));
    expect((await session.run('2026-11-15', 1)).groups[0].findings).toHaveLength(3);
    expect(created).toEqual([]);
  });

  it('checks in the page where there is no Worker', async () => {
    vi.stubGlobal('Worker', undefined);
    const session = openCheckSession(WORKER_THRESHOLD * 10, TEST_RULES);
    session.add('songs', songs(1, 2));
    expect((await session.run('2026-11-15', 1)).checked.songs).toBe(2);
  });

  it('fails a check still waiting for the worker when the session is closed', async () => {
    standInWorker();
    const session = openCheckSession(WORKER_THRESHOLD, TEST_RULES);
    const running = session.run('2026-11-15', 1);
    session.close();
    await expect(running).rejects.toBeInstanceOf(CheckFailedError);
  });
});
