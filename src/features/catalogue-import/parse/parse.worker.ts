// A thin shell: the parsing lives in parseCsv.ts, where tests reach it. Here it runs off the
// page's thread, so that a large file does not freeze the screen.
import { readCsvFile } from './parseCsv';
import type { ParseRequest, ParseResponse } from './parseMessages';

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<ParseRequest>) => void) | null;
  postMessage: (message: ParseResponse) => void;
};

scope.onmessage = (event) => {
  readCsvFile(event.data.file).then(
    (result) => scope.postMessage({ ok: true, result }),
    (error: unknown) =>
      scope.postMessage({ ok: false, message: error instanceof Error ? error.message : '' }),
  );
};
