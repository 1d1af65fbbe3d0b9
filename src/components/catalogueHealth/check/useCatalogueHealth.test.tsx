// The check as the screen uses it, on the demo API: the kept report at once, a read when it is
// missing or old, a failure that keeps the last report, a fix counted without a new read, a stop,
// a check that goes on while the screen is away, and reports that are each user's own.
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderWithAdmin } from '@tests/helpers/renderWithAdmin';
import { signInForTest } from '@tests/helpers/signedIn';
import type { Song } from '@/api/types';
import { now } from '@/lib/clock';
import { signedInUserKey } from '@/providers/generationRuns';
import { db } from '@/mocks/db/database';
import { api, fail } from '@/mocks/http';
import { server } from '@/mocks/node';
import type { HealthReport } from '../model/types';
import { resetHealthCheck } from './healthCheck';
import {
  clearHealthReports,
  loadHealthReport,
  removeHealthReport,
  saveHealthReport,
} from './reportStore';
import { songsWithoutIsrc, TEST_RULES } from './rules.testkit';
import { useCatalogueHealth } from './useCatalogueHealth';

const MINUTE = 60_000;

function Probe() {
  const health = useCatalogueHealth();
  const missing = health.report?.groups.find((g) => g.ruleId === songsWithoutIsrc.id);
  const firstMissing = db().songs.find((song) => song.id === missing?.findings[0]?.id);
  return (
    <div>
      <p>{health.checking ? 'Checking' : 'Idle'}</p>
      <p>{health.error ? 'Check failed' : 'No failure'}</p>
      <p>Checked at {health.report?.checkedAt ?? 'never'}</p>
      <p>Songs without ISRC: {missing?.findings.length ?? '-'}</p>
      <button onClick={health.check}>Check now</button>
      <button onClick={health.cancel}>Cancel</button>
      <button
        onClick={() =>
          firstMissing &&
          health.applyChange('songs', { ...firstMissing, isrc: 'CAXYZ2699999' } as unknown as Song)
        }
      >
        Fix one
      </button>
    </div>
  );
}

/** GET requests to the catalogue's lists from now on. */
function countListReads() {
  const reads: string[] = [];
  const listener = ({ request }: { request: Request }) => {
    const { pathname } = new URL(request.url);
    if (request.method === 'GET' && /\/(artists|songs|albums|campaigns)$/.test(pathname)) {
      reads.push(pathname);
    }
  };
  server.events.on('request:start', listener);
  return { reads, stop: () => server.events.removeListener('request:start', listener) };
}

const songsWithoutIsrcInDb = () => db().songs.filter((song) => !song.isrc?.trim()).length;

function keptReport(checkedAt: number, missing: number): HealthReport {
  return {
    checkedAt,
    checked: { artists: 1, songs: missing, albums: 0, campaigns: 0, smartLinks: 0 },
    groups: [
      {
        ruleId: songsWithoutIsrc.id,
        findings: Array.from({ length: missing }, (_, i) => ({
          id: 90_000 + i,
          name: `Kept ${i}`,
        })),
      },
    ],
  };
}

beforeEach(async () => {
  resetHealthCheck(TEST_RULES);
  await signInForTest();
});
afterEach(async () => {
  // Unmounted first: what the reset tells the store's listeners reaches no screen.
  cleanup();
  resetHealthCheck();
  await clearHealthReports();
});

describe('useCatalogueHealth', () => {
  it('opens at once on the kept report and reads nothing while it is fresh', async () => {
    await saveHealthReport(signedInUserKey(), keptReport(now() - MINUTE, 2));
    const counted = countListReads();
    renderWithAdmin(<Probe />);
    expect(await screen.findByText('Songs without ISRC: 2')).toBeInTheDocument();
    expect(screen.getByText('Idle')).toBeInTheDocument();
    counted.stop();
    expect(counted.reads).toEqual([]);
  });

  it('reads the catalogue when the kept report is old, shows the new one and keeps it', async () => {
    await saveHealthReport(signedInUserKey(), keptReport(now() - 10 * MINUTE, 2));
    renderWithAdmin(<Probe />);
    expect(await screen.findByText('Songs without ISRC: 2')).toBeInTheDocument();
    const expected = `Songs without ISRC: ${songsWithoutIsrcInDb()}`;
    expect(await screen.findByText(expected)).toBeInTheDocument();
    expect(screen.getByText('Idle')).toBeInTheDocument();
    const kept = await loadHealthReport(signedInUserKey());
    expect(kept?.groups[0].findings).toHaveLength(songsWithoutIsrcInDb());
  });

  it('keeps the last report when a read fails on the server, and says so', async () => {
    const old = now() - 10 * MINUTE;
    await saveHealthReport(signedInUserKey(), keptReport(old, 2));
    server.use(http.get(api('/songs'), () => fail(500, 'Server error')));
    renderWithAdmin(<Probe />);
    expect(await screen.findByText('Check failed')).toBeInTheDocument();
    expect(screen.getByText(`Checked at ${old}`)).toBeInTheDocument();
    expect(screen.getByText('Songs without ISRC: 2')).toBeInTheDocument();
    expect((await loadHealthReport(signedInUserKey()))?.checkedAt).toBe(old);
  });

  it('counts a saved fix at once, without reading the catalogue again', async () => {
    const user = userEvent.setup();
    renderWithAdmin(<Probe />);
    const before = songsWithoutIsrcInDb();
    expect(await screen.findByText(`Songs without ISRC: ${before}`)).toBeInTheDocument();
    await screen.findByText('Idle');
    const counted = countListReads();
    await user.click(screen.getByRole('button', { name: 'Fix one' }));
    expect(await screen.findByText(`Songs without ISRC: ${before - 1}`)).toBeInTheDocument();
    counted.stop();
    expect(counted.reads).toEqual([]);
    await waitFor(async () =>
      expect((await loadHealthReport(signedInUserKey()))?.groups[0].findings).toHaveLength(
        before - 1,
      ),
    );
  });

  it('counts a saved fix on a kept report too (the catalogue of that check is gone)', async () => {
    const song = db().songs.find((s) => !s.isrc?.trim());
    if (!song) throw new Error('The seed has a song without an ISRC');
    const report = keptReport(now() - MINUTE, 1);
    report.groups[0].findings = [{ id: song.id, name: song.title }];
    await saveHealthReport(signedInUserKey(), report);
    const user = userEvent.setup();
    renderWithAdmin(<Probe />);
    expect(await screen.findByText('Songs without ISRC: 1')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Fix one' }));
    expect(await screen.findByText('Songs without ISRC: 0')).toBeInTheDocument();
  });

  it('stops a check when cancelled, keeping the report it had', async () => {
    const old = now() - 10 * MINUTE;
    await saveHealthReport(signedInUserKey(), keptReport(old, 2));
    // The songs answer late: the check is still reading when the user cancels.
    server.use(
      http.get(api('/songs'), async () => {
        await new Promise((resolve) => setTimeout(resolve, 300));
        return undefined;
      }),
    );
    const user = userEvent.setup();
    renderWithAdmin(<Probe />);
    expect(await screen.findByText('Checking')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('Idle')).toBeInTheDocument();
    expect(screen.getByText('No failure')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(screen.getByText(`Checked at ${old}`)).toBeInTheDocument();
  });

  it('goes on while the screen is away and is found again, read once', async () => {
    const counted = countListReads();
    const first = renderWithAdmin(<Probe />);
    expect(await screen.findByText('Checking')).toBeInTheDocument();
    first.unmount();
    renderWithAdmin(<Probe />);
    expect(
      await screen.findByText(`Songs without ISRC: ${songsWithoutIsrcInDb()}`),
    ).toBeInTheDocument();
    counted.stop();
    expect(counted.reads.filter((path) => path.endsWith('/artists'))).toHaveLength(1);
  });

  it("never shows another user's kept report, and removes only the user's own", async () => {
    const other = `${signedInUserKey()}-other`;
    await saveHealthReport(other, keptReport(now() - MINUTE, 7));
    renderWithAdmin(<Probe />);
    expect(
      await screen.findByText(`Songs without ISRC: ${songsWithoutIsrcInDb()}`),
    ).toBeInTheDocument();
    expect(screen.queryByText('Songs without ISRC: 7')).not.toBeInTheDocument();

    await waitFor(async () => expect(await loadHealthReport(signedInUserKey())).not.toBeNull());
    await removeHealthReport(signedInUserKey());
    expect(await loadHealthReport(signedInUserKey())).toBeNull();
    expect((await loadHealthReport(other))?.groups[0].findings).toHaveLength(7);
  });
});
