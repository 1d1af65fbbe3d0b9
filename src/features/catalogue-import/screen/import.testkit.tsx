// What the import screen's tests share: the screen on its route, a worker that parses in the
// page (neither Node nor jsdom runs module workers), and a file chosen the way a user does.
import { screen } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { vi } from 'vitest';
import { renderWithAdmin } from '@tests/helpers/renderWithAdmin';
import { server } from '@/mocks/node';
import { readCsvFile } from '../parse/parseCsv';
import type { ParseRequest, ParseResponse } from '../parse/parseMessages';
import ImportScreen from './ImportScreen';

export function parseInThePage() {
  class InPageWorker {
    onmessage: ((event: { data: ParseResponse }) => void) | null = null;
    onerror: ((event: { message: string }) => void) | null = null;
    postMessage({ file }: ParseRequest) {
      void readCsvFile(file).then((result) => this.onmessage?.({ data: { ok: true, result } }));
    }
    terminate() {}
  }
  vi.stubGlobal('Worker', InPageWorker);
}

/** The screen at /import/<kind>, beside `otherRoutes` (where it may lead). */
export const renderImport = (
  kind: string,
  locale: 'en' | 'fr' | 'es' = 'en',
  otherRoutes?: ReactNode,
) =>
  renderWithAdmin(
    <Routes>
      <Route path="/import/:kind" element={<ImportScreen />} />
      {otherRoutes}
    </Routes>,
    { route: `/import/${kind}`, locale },
  );

type User = ReturnType<typeof userEvent.setup>;

export async function chooseCsv(user: User, chooseLabel: string, text: string, name = 'file.csv') {
  const input = await screen.findByLabelText(chooseLabel, { selector: 'input' });
  await user.upload(input, new File([text], name, { type: 'text/csv' }));
}

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const CATALOGUE = /\/(artists|songs|albums)(\/|$|\?)/;

/** Counts the requests to the fake API from now on: catalogue writes, and all reads. */
export function countRequests() {
  const counts = { writes: 0, reads: 0 };
  const listener = ({ request }: { request: Request }) => {
    const { pathname } = new URL(request.url);
    if (request.method === 'GET') counts.reads += 1;
    else if (WRITES.has(request.method) && CATALOGUE.test(pathname)) counts.writes += 1;
  };
  server.events.on('request:start', listener);
  return {
    counts,
    stop: () => server.events.removeListener('request:start', listener),
  };
}
