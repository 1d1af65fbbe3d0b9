// The screen's side of the agreement with the run (run/index.ts): an import kept (going on, or
// ended with its report not yet dismissed) opens on its panel; Import hands the dry run's plan to startImport and shows the panel of its job.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { signInForTest } from '@tests/helpers/signedIn';
import type { ImportKind } from '../mapping/importFields';
import type { ImportRunPanelProps } from '../run';
import type { ImportPlan } from '../run/importPlan';
import { chooseCsv, parseInThePage, renderImport } from './import.testkit';

const run = vi.hoisted(() => ({
  unfinished: null as string | null,
  started: [] as ImportPlan[],
}));

vi.mock('../run', () => ({
  keptImport: (kind: ImportKind) => Promise.resolve(kind === 'songs' ? run.unfinished : null),
  startImport: (plan: ImportPlan) => {
    run.started.push(plan);
    return 'job-42';
  },
  ImportRunPanel: ({ jobId, onClose }: ImportRunPanelProps) => (
    <section aria-label={`Run ${jobId}`}>
      <button type="button" onClick={onClose}>
        Done
      </button>
    </section>
  ),
}));

beforeEach(async () => {
  run.unfinished = null;
  run.started = [];
  parseInThePage();
  await signInForTest();
});

const SongsList = () => <h2>The songs list</h2>;

describe('Import: handing over to the run', () => {
  it('opens on the kept import of the kind, and its Close goes back to the list', async () => {
    run.unfinished = 'job-7';
    const user = userEvent.setup();
    renderImport('songs', 'en', <Route path="/songs" element={<SongsList />} />);
    const panel = await screen.findByRole('region', { name: 'Run job-7' });
    expect(screen.queryByRole('button', { name: 'Choose a CSV file' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(panel).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'The songs list' })).toBeVisible();
  });

  it('hands the plan to the run and shows the run of the job it started', async () => {
    const user = userEvent.setup();
    renderImport('artists');
    await chooseCsv(
      user,
      'Choose a CSV file',
      'Stage name,Email,Phone\nNova Reyes,nova.reyes@example.com,+1 514 555 0142\n,nobody@example.com,+1 514 555 0143\n',
      'artists.csv',
    );
    await user.click(await screen.findByRole('button', { name: 'Next: match the columns' }));
    await user.click(await screen.findByRole('button', { name: 'Check the rows (dry run)' }));
    await user.click(await screen.findByRole('button', { name: 'Import 1 row' }));

    expect(await screen.findByRole('region', { name: 'Run job-42' })).toBeVisible();
    expect(run.started).toHaveLength(1);
    const [plan] = run.started as [ImportPlan];
    expect(plan.kind).toBe('artists');
    expect(plan.fileName).toBe('artists.csv');
    expect(plan.separator).toBe(',');
    expect(plan.headers).toEqual(['Stage name', 'Email', 'Phone']);
    expect(plan.rows.map((row) => [row.line, row.fate])).toEqual([
      [2, 'create'],
      [3, 'refused'],
    ]);
    expect(plan.rows[0]).toMatchObject({
      body: { stageName: 'Nova Reyes', email: 'nova.reyes@example.com', phone: '+1 514 555 0142' },
    });
  });
});
