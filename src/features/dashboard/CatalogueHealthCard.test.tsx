// The dashboard's catalogue health card: read from the report kept for the signed-in user, never
// a read of the catalogue of its own.
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderWithAdmin } from '@tests/helpers/renderWithAdmin';
import { signInForTest } from '@tests/helpers/signedIn';
import { now } from '../../lib/clock';
import { signedInUserKey } from '../../providers/generationRuns';
import { server } from '../../mocks/node';
import { resetHealthCheck } from '../../components/catalogueHealth/check';
import {
  clearHealthReports,
  saveHealthReport,
} from '../../components/catalogueHealth/check/reportStore';
import type { Finding, HealthReport } from '../../components/catalogueHealth/model/types';
import { ruleText } from '../catalogue-health/screen/ruleTexts.testkit';
import { CatalogueHealthCard } from './CatalogueHealthCard';

beforeEach(async () => {
  resetHealthCheck();
  await clearHealthReports();
  await signInForTest();
});

const region = () => screen.findByRole('region', { name: 'Catalogue health' });

const findings = (count: number): Finding[] =>
  Array.from({ length: count }, (_, index) => ({ id: index + 1, name: `Record ${index + 1}` }));

const ruleTitle = (ruleId: string) => ruleText(ruleId);

/** The API calls made while `run` goes on. */
async function callsDuring(run: () => Promise<void>): Promise<string[]> {
  const calls: string[] = [];
  const record = ({ request }: { request: Request }) => {
    calls.push(new URL(request.url).pathname);
  };
  server.events.on('request:start', record);
  try {
    await run();
  } finally {
    server.events.removeListener('request:start', record);
  }
  return calls;
}

describe('CatalogueHealthCard', () => {
  it('offers to check the catalogue when no report is kept, without reading it', async () => {
    const calls = await callsDuring(async () => {
      renderWithAdmin(<CatalogueHealthCard />);
      const link = await within(await region()).findByRole('link', {
        name: 'Check the catalogue',
      });
      expect(link).toHaveAttribute('href', '/catalogue-health');
    });
    expect(calls.filter((path) => /\/(songs|albums|artists|campaigns)\b/.test(path))).toEqual([]);
  });

  it('shows the total of the kept report and its three largest groups, linked to them', async () => {
    const report: HealthReport = {
      checkedAt: now() - 2 * 60 * 60 * 1000,
      groups: [
        { ruleId: 'songs.published_without_audio', findings: findings(5) },
        { ruleId: 'songs.published_without_isrc', findings: findings(2) },
        { ruleId: 'albums.without_cover', findings: [] },
        { ruleId: 'albums.upc_malformed', findings: findings(9) },
        { ruleId: 'artists.email_unreachable', findings: findings(1) },
      ],
      checked: { artists: 10, songs: 20, albums: 5, campaigns: 1, smartLinks: 0 },
    };
    await saveHealthReport(signedInUserKey(), report);
    renderWithAdmin(<CatalogueHealthCard />);

    const card = await region();
    expect(await within(card).findByText('17 problems found')).toBeVisible();
    expect(within(card).getByText('Last checked: 2h ago')).toBeVisible();
    const links = within(within(card).getByRole('list', { name: 'Largest groups' })).getAllByRole(
      'link',
    );
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      [`${ruleTitle('albums.upc_malformed')}: 9`, '/catalogue-health?group=albums.upc_malformed'],
      [
        `${ruleTitle('songs.published_without_audio')}: 5`,
        '/catalogue-health?group=songs.published_without_audio',
      ],
      [
        `${ruleTitle('songs.published_without_isrc')}: 2`,
        '/catalogue-health?group=songs.published_without_isrc',
      ],
    ]);
    expect(within(card).getByRole('link', { name: 'Open catalogue health' })).toHaveAttribute(
      'href',
      '/catalogue-health',
    );
  });

  it('reads in French and Spanish', async () => {
    const first = renderWithAdmin(<CatalogueHealthCard />, { locale: 'fr' });
    const fr = await screen.findByRole('region', { name: 'Santé du catalogue' });
    expect(await within(fr).findByRole('link', { name: 'Vérifier le catalogue' })).toBeVisible();
    first.unmount();

    renderWithAdmin(<CatalogueHealthCard />, { locale: 'es' });
    const es = await screen.findByRole('region', { name: 'Estado del catálogo' });
    expect(await within(es).findByRole('link', { name: 'Comprobar el catálogo' })).toBeVisible();
  });
});
