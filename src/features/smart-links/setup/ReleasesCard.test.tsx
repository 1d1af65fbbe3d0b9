import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithAdmin } from '@tests/helpers/renderWithAdmin';
import { signInForTest } from '@tests/helpers/signedIn';
import type { Release } from '@/api/types';
import { now } from '@/lib/clock';
import { formatDate } from '@/lib/dates';
import { api, fail, ok } from '@/mocks/http';
import { server } from '@/mocks/node';
import { createDataProvider } from '@/providers/data';
import { ReleasesCard } from './ReleasesCard';
import { releasesInWindow } from './releaseWindow';

beforeEach(signInForTest);

/** The calendar day `offset` days from the app's now, as the API writes a release date. */
function dayFromNow(offset: number): string {
  const today = new Date(now());
  const d = new Date(today.getFullYear(), today.getMonth(), today.getDate() + offset);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

const release = (id: number, title: string, offset: number | null, type = 'single'): Release => ({
  id,
  title,
  type,
  release_date: offset === null ? null : dayFromNow(offset),
  cover_image_id: null,
  isrc: null,
});

/** Built in each test, once the clock is at TEST_NOW. */
const releasesAroundNow = () => [
  release(1, 'Too Late', -31),
  release(2, 'Just In', -30, 'lp'),
  release(3, 'Next Week', 7, 'ep'),
  release(4, 'Far Ahead', 90),
  release(5, 'Too Far', 91),
  release(6, 'Undated', null),
];

function serveReleases(releases: Release[]) {
  const presave = vi.fn();
  server.use(
    http.get(api('/links/admin/:artistId/releases'), () => ok(releases)),
    http.post(api('/links/admin/:artistId/presave-releases'), () => {
      presave();
      return ok({ release_ids: [] });
    }),
  );
  return presave;
}

function renderCard(artistId: number | null, locale?: 'en' | 'fr' | 'es') {
  const user = userEvent.setup();
  return { user, ...renderWithAdmin(<ReleasesCard artistId={artistId} />, { locale }) };
}

const generateButton = () => screen.getByRole('button', { name: 'Generate Pre-Save Links' });

describe('ReleasesCard', () => {
  it('asks for an artist first', () => {
    renderCard(null);
    const card = screen.getByRole('region', { name: 'Pre-Save Releases' });
    expect(within(card).getByText('Select an artist to see releases.')).toBeVisible();
    expect(within(card).queryByRole('button')).toBeNull();
  });

  it('lists the releases from 30 days before to 90 days after now, in date order', async () => {
    serveReleases(releasesAroundNow());
    renderCard(1);

    const first = await screen.findByRole('checkbox', { name: 'Just In' });
    const boxes = screen.getAllByRole('checkbox');
    expect(boxes).toEqual([
      first,
      screen.getByRole('checkbox', { name: 'Next Week' }),
      screen.getByRole('checkbox', { name: 'Far Ahead' }),
    ]);
    expect(first).toHaveAccessibleDescription(`Album · ${formatDate(dayFromNow(-30), 'en')}`);
    expect(screen.getByRole('checkbox', { name: 'Next Week' })).toHaveAccessibleDescription(
      `EP · ${formatDate(dayFromNow(7), 'en')}`,
    );
    for (const left of ['Too Late', 'Too Far', 'Undated']) {
      expect(screen.queryByText(left)).toBeNull();
    }
  });

  it('enables Generate once a release is chosen, and only says it is coming soon', async () => {
    const presave = serveReleases(releasesAroundNow());
    const { user } = renderCard(1);
    await screen.findByRole('checkbox', { name: 'Next Week' });
    expect(generateButton()).toBeDisabled();
    expect(screen.getByText('0 releases selected')).toBeVisible();

    await user.click(screen.getByRole('checkbox', { name: 'Next Week' }));
    await user.click(screen.getByRole('checkbox', { name: 'Far Ahead' }));
    expect(screen.getByText('2 releases selected')).toBeVisible();
    expect(generateButton()).toBeEnabled();
    await user.click(generateButton());

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Pre-save link generation will be implemented soon',
    );
    expect(presave).not.toHaveBeenCalled();

    await user.click(screen.getByRole('checkbox', { name: 'Next Week' }));
    await user.click(screen.getByRole('checkbox', { name: 'Far Ahead' }));
    expect(generateButton()).toBeDisabled();
  });

  it('says when no release falls in the window', async () => {
    serveReleases([release(1, 'Too Late', -31), release(2, 'Undated', null)]);
    renderCard(1);
    expect(
      await screen.findByText('No releases in the next 90 days or the past 30.'),
    ).toBeVisible();
    expect(generateButton()).toBeDisabled();
  });

  it('says when the releases cannot be read, and tries again on Retry', async () => {
    let failing = true;
    server.use(
      http.get(api('/links/admin/:artistId/releases'), () =>
        failing ? fail(500, 'Releases are unavailable') : ok([release(3, 'Next Week', 7)]),
      ),
    );
    const { user } = renderCard(1);

    expect(await screen.findByText('Failed to load releases')).toBeVisible();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('checkbox', { name: 'Next Week' })).toBeInTheDocument();
    expect(screen.queryByText('Failed to load releases')).toBeNull();
  });

  it('reads the releases of the demo API', async () => {
    const { data } = await createDataProvider().getSmartLinkReleases(1);
    const expected = releasesInWindow(data, now()).map((r) => r.title);
    renderCard(1);

    if (expected.length === 0) {
      expect(
        await screen.findByText('No releases in the next 90 days or the past 30.'),
      ).toBeVisible();
    } else {
      await screen.findAllByRole('checkbox', { name: expected[0] });
      expect(screen.getAllByRole('checkbox')).toHaveLength(expected.length);
      for (const title of expected) {
        expect(screen.getAllByRole('checkbox', { name: title }).length).toBeGreaterThan(0);
      }
    }
  });

  it('speaks Spanish, dates included', async () => {
    serveReleases(releasesAroundNow());
    const { user } = renderCard(1, 'es');

    const box = await screen.findByRole('checkbox', { name: 'Next Week' });
    expect(box).toHaveAccessibleDescription(`EP · ${formatDate(dayFromNow(7), 'es')}`);
    const generate = screen.getByRole('button', { name: 'Generar enlaces de preguardado' });
    await user.click(box);
    expect(screen.getByText('1 lanzamiento seleccionado')).toBeVisible();
    await user.click(generate);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'La generación de enlaces de preguardado estará disponible pronto',
    );
  });
});
