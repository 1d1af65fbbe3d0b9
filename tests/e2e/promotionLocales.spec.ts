// Issue 23: the promotion screens read in French and in Spanish, in both themes. Every screen
// and dialog is checked by axe in light, then again in dark, its MUI parts speak the interface
// language, and the calendar's weekday header can be read in both themes.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoSeriousA11yViolations } from './helpers';

test.use({ signedIn: true });

interface Texts {
  language: 'fr' | 'es';
  toggleTheme: string;
  campaigns: string;
  newCampaign: RegExp;
  calendar: string;
  table: string;
  smartLinks: string;
  /** The sidebar's name for the smart links. */
  smartLinksMenu: string;
  /** A campaign card's link to its posts, before the campaign's name. */
  viewPosts: string;
  artist: string;
  /** MUI's Autocomplete button, in the interface language. */
  openPicker: string;
  settings: string;
  aiTab: RegExp;
  /** The AI temperature, written with the language's decimal comma. */
  temperature: RegExp;
  songRequests: string;
  /** MUI's pagination landmark, in the interface language. */
  pagination: RegExp;
}

const FRENCH: Texts = {
  language: 'fr',
  toggleTheme: 'Thème clair/sombre',
  campaigns: 'Campagnes promo',
  newCampaign: /Nouvelle campagne/i,
  calendar: 'Calendrier',
  table: 'Tableau',
  smartLinks: 'Gestionnaire de liens intelligents',
  smartLinksMenu: 'Liens intelligents',
  viewPosts: 'Voir les publications de',
  artist: 'Artiste',
  openPicker: 'Ouvrir',
  settings: 'Paramètres',
  aiTab: /IA/,
  temperature: /0,7/,
  songRequests: 'Demandes de chansons',
  pagination: /pagination/i,
};

const SPANISH: Texts = {
  language: 'es',
  toggleTheme: 'Cambiar entre modo claro y oscuro',
  campaigns: 'Campañas promocionales',
  newCampaign: /Nueva campaña/i,
  calendar: 'Calendario',
  table: 'Tabla',
  smartLinks: 'Gestor de enlaces inteligentes',
  smartLinksMenu: 'Enlaces inteligentes',
  viewPosts: 'Ver publicaciones de',
  artist: 'Artista',
  openPicker: 'Abrir',
  settings: 'Configuración',
  aiTab: /IA/,
  temperature: /0,7/,
  songRequests: 'Solicitudes de canciones',
  pagination: /paginación/i,
};

/** The interface language and a light theme, as the person chose them earlier in this browser. */
async function choose(page: Page, language: Texts['language']) {
  await page.addInitScript((locale) => {
    if (sessionStorage.getItem('e2e:preferences')) return;
    sessionStorage.setItem('e2e:preferences', '1');
    localStorage.setItem('RaStore.locale', JSON.stringify(locale));
    localStorage.setItem('RaStore.theme', JSON.stringify('light'));
  }, language);
}

const isDark = (page: Page) =>
  page.evaluate(() => {
    const [r, g, b] = getComputedStyle(document.body).backgroundColor.match(/\d+/g)!.map(Number);
    return r + g + b < 3 * 128;
  });

/**
 * The contrast of the calendar's weekday names on what is behind them, from the colours the
 * browser computed (axe did not see white on white there).
 */
const weekdayHeaderContrast = (page: Page) =>
  page
    .locator('.fc-col-header-cell-cushion')
    .first()
    .evaluate((text) => {
      const rgb = (colour: string) => colour.match(/[\d.]+/g)!.map(Number);
      const luminance = ([r, g, b]: number[]) => {
        const [lr, lg, lb] = [r, g, b].map((c) => {
          const s = c / 255;
          return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
        });
        return 0.2126 * lr + 0.7152 * lg + 0.0722 * lb;
      };
      let behind: Element | null = text;
      let background = 'rgba(0, 0, 0, 0)';
      while (behind) {
        const colour = getComputedStyle(behind).backgroundColor;
        if (rgb(colour)[3] !== 0) {
          background = colour;
          break;
        }
        behind = behind.parentElement;
      }
      const [a, b] = [luminance(rgb(getComputedStyle(text).color)), luminance(rgb(background))];
      return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
    });

/** Opens a screen from the sidebar, as a person does (no page load). */
async function openFromMenu(page: Page, name: string, heading: string) {
  await page.getByRole('menuitem', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

/** Every promotion screen once, in the theme shown, each state read by axe. */
async function visitScreens(page: Page, texts: Texts) {
  // The campaigns, and the wizard's first step.
  await openFromMenu(page, texts.campaigns, texts.campaigns);
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: texts.newCampaign }).first().click();
  const wizard = page.getByRole('dialog', { name: texts.newCampaign });
  await expect(wizard.getByRole('progressbar').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('Escape');
  await expect(wizard).toBeHidden();

  // A campaign's posts: the table, then the calendar, whose weekday names must be readable
  // (axe did not see white on white there).
  await page.getByRole('link', { name: new RegExp(`^${texts.viewPosts} Territoires`) }).click();
  const posts = page.getByRole('dialog', { name: /Territoires/ });
  await expect(posts.getByRole('table')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await posts.getByRole('button', { name: texts.calendar }).click();
  await expect(posts.locator('.fc-col-header-cell-cushion').first()).toBeVisible();
  expect(await weekdayHeaderContrast(page)).toBeGreaterThanOrEqual(4.5);
  await expectNoSeriousA11yViolations(page);
  await posts.getByRole('button', { name: texts.table }).click();
  await expect(posts.getByRole('table')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(posts).toBeHidden();

  // The smart links: MUI's own button of the artist picker speaks the language too.
  await openFromMenu(page, texts.smartLinksMenu, texts.smartLinks);
  await expect(page.getByRole('combobox', { name: texts.artist })).toBeVisible();
  await expect(
    page.getByRole('button', { name: texts.openPicker, exact: true }).first(),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Settings: the AI temperature with the language's decimal comma.
  await openFromMenu(page, texts.settings, texts.settings);
  await page.getByRole('tab', { name: texts.aiTab }).click();
  await expect(page.getByRole('tabpanel')).toContainText(texts.temperature);
  await expectNoSeriousA11yViolations(page);

  // Song requests: the pagination is announced in the language.
  await openFromMenu(page, texts.songRequests, texts.songRequests);
  await expect(page.getByRole('navigation', { name: texts.pagination })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
}

for (const texts of [FRENCH, SPANISH]) {
  test(`the promotion screens in ${texts.language === 'fr' ? 'French' : 'Spanish'}, light then dark`, async ({
    page,
  }) => {
    test.slow(); // every promotion screen twice, each state read by axe
    await choose(page, texts.language);
    // One page load; then the screens are opened from the sidebar, as a person goes.
    await page.goto('/dashboard');
    await visitScreens(page, texts);
    expect(await isDark(page)).toBe(false);
    // Dark, chosen in the app bar as a person does, for the same screens again.
    await page.getByRole('button', { name: texts.toggleTheme }).click();
    await expect.poll(() => isDark(page)).toBe(true);
    await visitScreens(page, texts);
    expect(await isDark(page)).toBe(true);
  });
}
