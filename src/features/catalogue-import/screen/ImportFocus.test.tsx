// Focus through the whole import, from the keyboard's point of view: it never falls to <body>
// (where a screen reader starts again from the top of the page), and it lands where the user
// goes on: the file button while the file is read, each step's heading as the step shows, the
// run's heading while it runs and at its end.
import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signInForTest } from '@tests/helpers/signedIn';
import { readCsvFile } from '../parse/parseCsv';
import type { ParseRequest, ParseResponse } from '../parse/parseMessages';
import { forgetRuns } from '../run/runner';
import { renderImport } from './import.testkit';

/** A worker that answers only when the test lets it, so the "reading" moment can be looked at. */
function heldWorker() {
  let answer: (() => Promise<void>) | null = null;
  class HeldWorker {
    onmessage: ((event: { data: ParseResponse }) => void) | null = null;
    onerror: ((event: { message: string }) => void) | null = null;
    postMessage({ file }: ParseRequest) {
      answer = async () => {
        const result = await readCsvFile(file);
        this.onmessage?.({ data: { ok: true, result } });
      };
    }
    terminate() {}
  }
  vi.stubGlobal('Worker', HeldWorker);
  return {
    release: async () => {
      await act(async () => {
        await answer?.();
      });
    },
  };
}

beforeEach(async () => {
  localStorage.clear();
  await signInForTest();
});
afterEach(() => {
  forgetRuns();
  vi.unstubAllGlobals();
});

const focused = () => document.activeElement;

const CSV = [
  'Stage name,Email,Phone',
  'Focus One,focus.one@example.com,+1 514 555 0101',
  'Focus Two,focus.two@example.com,+1 514 555 0102',
  'Focus Three,focus.three@example.com,+1 514 555 0103',
].join('\n');

describe('Import: where focus goes', () => {
  it('stays on a focusable element from the file to the end of the run', async () => {
    const worker = heldWorker();
    const user = userEvent.setup();
    renderImport('artists');
    const choose = await screen.findByRole('button', { name: 'Choose a CSV file' });

    // The button opens the browser's file dialog; the file comes back through the input.
    await user.click(choose);
    const input = screen.getByLabelText('Choose a CSV file', { selector: 'input' });
    fireEvent.change(input, {
      target: { files: [new File([CSV], 'artists.csv', { type: 'text/csv' })] },
    });
    expect(await screen.findByText('Reading artists.csv…')).toBeVisible();
    // A disabled button loses focus in a browser: the button stays focusable, and says it waits.
    expect(focused()).toBe(choose);
    expect(choose).toBeEnabled();
    expect(choose).toHaveAttribute('aria-disabled', 'true');

    await worker.release();
    expect(await screen.findByText('artists.csv: 3 rows, 3 columns.')).toBeVisible();
    expect(focused()).toBe(choose);
    expect(choose).not.toHaveAttribute('aria-disabled', 'true');

    await user.click(screen.getByRole('button', { name: 'Next: match the columns' }));
    expect(focused()).toBe(
      await screen.findByRole('heading', { level: 2, name: 'Match the columns' }),
    );

    await user.click(screen.getByRole('button', { name: 'Check the rows (dry run)' }));
    expect(focused()).not.toBe(document.body);
    const report = await screen.findByRole('heading', { level: 2, name: 'Dry run report' });
    expect(focused()).toBe(report);

    await user.click(screen.getByRole('button', { name: 'Import 3 rows' }));
    expect(focused()).not.toBe(document.body);
    const running = await screen.findByRole('heading', {
      level: 2,
      name: 'Importing “artists.csv”',
    });
    expect(focused()).toBe(running);

    const ended = await screen.findByRole('heading', { level: 2, name: 'Import finished' });
    expect(focused()).toBe(ended);
    expect(screen.getByRole('button', { name: 'Done' })).toBeVisible();
  });
});
