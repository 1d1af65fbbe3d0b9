import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { signInForTest } from '@tests/helpers/signedIn';
import { allArtists, findHeading, renderDetail } from '../artistDetail.testkit';

beforeEach(signInForTest);

async function openFinance(locale: 'en' | 'fr') {
  const [artist] = await allArtists();
  if (!artist) throw new Error('No seeded artist');
  renderDetail(`/artists/${artist.id}?tab=finance`, locale);
  await findHeading(artist);
}

/** The zero figures the spec asks for, as term and value pairs. */
const figuresOf = (panel: HTMLElement) =>
  within(panel)
    .getAllByRole('term')
    .map((term) => [term.textContent, term.nextElementSibling?.textContent]);

describe('Artist detail: the Finance tab', () => {
  it('keeps the zero figures and says the API has no such data yet, and what it would show', async () => {
    await openFinance('en');
    const panel = screen.getByRole('tabpanel', { name: 'Finance' });

    expect(panel).toHaveTextContent('No data available from the API yet');
    expect(panel).toHaveTextContent(
      'The API does not provide revenue, royalty or payout data yet: the figures below stay at zero until it does.',
    );
    expect(figuresOf(panel)).toEqual([
      ['Total revenue', 'CA$0.00'],
      ['Streams', '0'],
      ['Pending payouts', 'CA$0.00'],
    ]);
    const list = within(panel).getByRole('list', { name: 'What this tab would show' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Revenue by platform',
      'Royalties by song and by period',
      'Streams that earned revenue',
      'Payouts made and pending',
    ]);
  });

  it('says it in French, the figures in French too', async () => {
    await openFinance('fr');
    const panel = screen.getByRole('tabpanel', { name: 'Finances' });

    expect(panel).toHaveTextContent('Aucune donnée disponible dans l’API pour l’instant');
    expect(figuresOf(panel)[0]).toEqual(['Revenus totaux', expect.stringMatching(/^0,00\s\$CA$/)]);
    const list = within(panel).getByRole('list', { name: 'Ce que cet onglet afficherait' });
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('Revenus par plateforme');
  });
});
