// The Post Templates tab against the demo API's 78 seeded templates (src/mocks/seed/promotion/
// postTemplates.ts): the expected groups, counts and rows below are read from that seed.
import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { signInForTest } from '@tests/helpers/signedIn';
import { db } from '../../mocks/db/database';
import { api, fail, ok } from '../../mocks/http';
import { server } from '../../mocks/node';
import { field, findSaveButton, renderSettings } from './settings.testkit';

beforeEach(signInForTest);

const TEMPLATES_URL = api('/settings/post-templates');

/** The tab's panel, once its tab is the open one. */
const panel = (name: string) => screen.getByRole('tabpanel', { name });

/** A row's cells as the user reads them, rowheader included, left to right. */
const cellsOf = (table: HTMLElement, templateName: string) => {
  const row = within(table).getByRole('rowheader', { name: templateName }).closest('tr');
  if (!row) throw new Error(`No row for ${templateName}`);
  return [...row.children].map((cell) => cell.textContent);
};

const platformHeadings = (name: string) =>
  within(panel(name))
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);

describe('Settings: Post Templates', () => {
  it('shows the 78 templates by platform, with their counts and every field', async () => {
    // Held until the skeleton has been seen, then passed on to the demo API's handler.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(http.get(TEMPLATES_URL, () => held.then(() => undefined)));
    renderSettings('post-templates');

    expect(await screen.findByText('Loading post templates…')).toBeInTheDocument();
    release();
    const youtube = await screen.findByRole('table', { name: 'YouTube post templates' });

    expect(platformHeadings('Post Templates')).toEqual([
      'Facebook (16 templates)',
      'Instagram (26 templates)',
      'TikTok (19 templates)',
      'YouTube (17 templates)',
    ]);
    expect(
      screen.getByText('78 templates over 7 weeks, from week -3 to week +3'),
    ).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'YouTube (17 templates)' })).toContainElement(
      youtube,
    );
    // 17 templates and the header row, in schedule order: week -3 first, week +3 last.
    const rows = within(youtube).getAllByRole('row');
    expect(rows).toHaveLength(18);
    expect([...(rows[0]?.children ?? [])].map((cell) => cell.textContent)).toEqual([
      'ID',
      'Name',
      'Week',
      'Phase',
      'Format',
      'Type',
      'Active',
    ]);
    expect(rows[1]).toHaveTextContent('Community post – release announcement');
    expect(rows[17]).toHaveTextContent('Visualizer');
    expect(cellsOf(youtube, 'Community post – release announcement')).toEqual([
      '5',
      'Community post – release announcement',
      '-3',
      'Pre-launch',
      'Community',
      'Organic',
      'Yes',
    ]);
    expect(cellsOf(youtube, 'Official music video premiere')).toEqual([
      '38',
      'Official music video premiere',
      '0',
      'Launch',
      'Video',
      'Paid',
      'Yes',
    ]);
    expect(cellsOf(youtube, 'Acoustic version snippet')).toEqual([
      '51',
      'Acoustic version snippet',
      '+1',
      'Post-launch',
      'Short',
      'Paid',
      'Yes',
    ]);
  });

  it('speaks French: groups, weeks, phases, formats, types and an inactive template', async () => {
    const template = db().postTemplates.find((t) => t.id === 14);
    if (!template) throw new Error('Seeded template 14 is missing');
    template.is_active = false;
    renderSettings('post-templates', 'fr');

    const instagram = await screen.findByRole('table', {
      name: 'Modèles de publication Instagram',
    });
    expect(platformHeadings('Modèles de publication')).toEqual([
      'Facebook (16 modèles)',
      'Instagram (26 modèles)',
      'TikTok (19 modèles)',
      'YouTube (17 modèles)',
    ]);
    expect(
      screen.getByText('78 modèles sur 7 semaines, de la semaine -3 à la semaine +3'),
    ).toBeInTheDocument();
    expect(cellsOf(instagram, 'Q&A sticker – ask me anything')).toEqual([
      '14',
      'Q&A sticker – ask me anything',
      '-2',
      'Avant la sortie',
      'Publication éphémère',
      'Organique',
      'Non',
    ]);
    expect(cellsOf(instagram, 'Teaser – 15s chorus hook')).toEqual([
      '10',
      'Teaser – 15s chorus hook',
      '-2',
      'Avant la sortie',
      'Vidéo Reel',
      'Payante',
      'Oui',
    ]);
  });

  it('narrows the templates by a format’s name, accents or not, and says how many match', async () => {
    const { user } = renderSettings('post-templates', 'fr');
    await screen.findByRole('table', { name: 'Modèles de publication Instagram' });

    await user.type(screen.getByRole('searchbox', { name: 'Rechercher des modèles' }), 'ephemere');

    // The seed's 11 stories: one on Facebook, ten on Instagram.
    expect(await screen.findByText('11 modèles correspondent')).toBeInTheDocument();
    expect(platformHeadings('Modèles de publication')).toEqual([
      'Facebook (1 sur 16 modèles)',
      'Instagram (10 sur 26 modèles)',
    ]);
    const facebook = screen.getByRole('table', { name: 'Modèles de publication Facebook' });
    expect(
      within(facebook)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Countdown – tomorrow']);

    await user.clear(screen.getByRole('searchbox', { name: 'Rechercher des modèles' }));
    await user.type(screen.getByRole('searchbox', { name: 'Rechercher des modèles' }), 'xyz');
    expect(await screen.findByText('Aucun modèle ne correspond à « xyz ».')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('keeps Enter in the search: it does not save the settings being edited', async () => {
    const { user, dataProvider } = renderSettings();
    const updateSettings = vi.spyOn(dataProvider, 'updateSettings');
    await findSaveButton();
    await user.clear(field('Launch (%)'));
    await user.type(field('Launch (%)'), '30');
    await user.click(screen.getByRole('tab', { name: 'Post Templates' }));
    await screen.findByRole('table', { name: 'Facebook post templates' });

    await user.type(
      screen.getByRole('searchbox', { name: 'Search templates' }),
      'countdown{Enter}',
    );
    expect(await screen.findByText('8 templates match')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));

    // The one save is the button's: an Enter that submitted the form would have made two.
    expect(await screen.findByText('Settings saved successfully')).toBeVisible();
    expect(updateSettings).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('searchbox', { name: 'Search templates' })).toHaveValue('countdown');
  });

  it('says what the server answered when the templates cannot be read, and retries', async () => {
    let failing = true;
    server.use(
      http.get(TEMPLATES_URL, () =>
        failing ? fail(503, 'Templates are being rebuilt, try again shortly') : undefined,
      ),
    );
    const { user } = renderSettings('post-templates');

    expect(
      await screen.findByText('Templates are being rebuilt, try again shortly'),
    ).toBeInTheDocument();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table', { name: 'Facebook post templates' })).toBeVisible();
    expect(screen.queryByText('Templates are being rebuilt, try again shortly')).toBeNull();
  });

  it('says "Error loading post templates" in Spanish when the server gives no reason', async () => {
    server.use(http.get(TEMPLATES_URL, () => fail(500, '')));
    renderSettings('post-templates', 'es');

    expect(
      await screen.findByText('Error al cargar las plantillas de publicación'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeEnabled();
  });

  it('says so when the server has no templates', async () => {
    server.use(http.get(TEMPLATES_URL, () => ok([])));
    renderSettings('post-templates');

    expect(await screen.findByText('No post templates')).toBeVisible();
    expect(screen.getByText('The server has no post templates to list.')).toBeVisible();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
