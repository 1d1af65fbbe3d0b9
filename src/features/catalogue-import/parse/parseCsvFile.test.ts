// The promise API over the worker. Neither Node nor jsdom runs module workers, so a stand-in
// Worker answers as the real one does; the parsing itself is tested in parseCsv.test.ts.
import { describe, expect, it, vi } from 'vitest';
import type { ParseRequest, ParseResponse } from './parseMessages';
import { CsvReadError, parseCsvFile } from './parseCsvFile';

function workerAnswering(answer: (request: ParseRequest) => ParseResponse) {
  const created: { url: string; terminated: boolean }[] = [];
  class StandInWorker {
    onmessage: ((event: { data: ParseResponse }) => void) | null = null;
    onerror: ((event: { message: string }) => void) | null = null;
    readonly record: { url: string; terminated: boolean };
    constructor(url: URL) {
      this.record = { url: url.pathname, terminated: false };
      created.push(this.record);
    }
    postMessage(request: ParseRequest) {
      queueMicrotask(() => this.onmessage?.({ data: answer(request) }));
    }
    terminate() {
      this.record.terminated = true;
    }
  }
  vi.stubGlobal('Worker', StandInWorker);
  return created;
}

describe('parseCsvFile', () => {
  it("resolves with the worker's result and ends the worker", async () => {
    const created = workerAnswering(({ file }) => ({
      ok: true,
      result: { headers: [file.name], rows: [], delimiter: ',', problems: [] },
    }));
    const parsed = await parseCsvFile(new File(['x'], 'songs.csv'));
    expect(parsed.headers).toEqual(['songs.csv']);
    expect(created).toHaveLength(1);
    expect(created[0].url).toMatch(/parse\.worker\.ts$/);
    expect(created[0].terminated).toBe(true);
  });

  it('rejects with the reason the worker gave', async () => {
    const created = workerAnswering(() => ({ ok: false, message: 'NotReadableError' }));
    const failure = parseCsvFile(new File(['x'], 'songs.csv'));
    await expect(failure).rejects.toBeInstanceOf(CsvReadError);
    await expect(failure).rejects.toThrow('NotReadableError');
    expect(created[0].terminated).toBe(true);
  });
});
