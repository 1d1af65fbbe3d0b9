// The page's way to parse a file: one worker per file, ended once it has answered.
import type { ParsedCsv } from './parseCsv';
import type { ParseRequest, ParseResponse } from './parseMessages';

export class CsvReadError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CsvReadError';
  }
}

export function parseCsvFile(file: File): Promise<ParsedCsv> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./parse.worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (event: MessageEvent<ParseResponse>) => {
      worker.terminate();
      if (event.data.ok) resolve(event.data.result);
      else reject(new CsvReadError(event.data.message));
    };
    worker.onerror = (event) => {
      worker.terminate();
      reject(new CsvReadError(event.message));
    };
    const request: ParseRequest = { file };
    worker.postMessage(request);
  });
}
