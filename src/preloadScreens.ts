// Signed in, a cold start asks for the first screen's code and the app's texts as soon as the
// app's code has run (main.tsx imports this right after asking for config.json), before the
// first render asks for them. App.tsx then lets that screen render at once (lazyScreen). The
// imports are the ones the screens' lazy components make, so each module is fetched once.
import { tokenStore } from './api/tokenStore';
import { browserStorage } from './lib/browserStorage';

const SCREENS: ReadonlyArray<readonly [RegExp, () => Promise<unknown>]> = [
  [/^\/(dashboard)?$/, () => import('./features/dashboard/Dashboard')],
  [/^\/artists$/, () => import('./resources/artists/list/ArtistList')],
  [/^\/artists?\/\d+$/, () => import('./resources/artists/detail/ArtistDetail')],
  [/^\/songs$/, () => import('./resources/songs/list/SongList')],
  [/^\/song\/\d+$/, () => import('./resources/songs/detail/SongDetail')],
  [/^\/albums$/, () => import('./resources/albums/list/AlbumList')],
  [/^\/album\/\d+$/, () => import('./resources/albums/detail/AlbumDetail')],
  [/^\/promo-campaigns$/, () => import('./resources/campaigns/screen/CampaignsScreen')],
  // A reload in the middle of an import lands here, on the import's progress.
  [/^\/import\/\w+$/, () => import('./features/catalogue-import/screen/ImportScreen')],
];

/** The interface language react-admin's store kept (a device key, as JSON under RaStore.locale). */
const storedLanguage = () => String(browserStorage()?.getItem('RaStore.locale') ?? null);

/**
 * Signed in, loads the browser's number and date data (ICU) now. A page pays for it the first
 * time it formats a number or a date, about 14 ms (every later formatter costs a fraction of a
 * millisecond), and the first list paid it between its rows' arrival and their paint (issue
 * 41's traces). Called while the first screen's rows and code are on their way (startApp.tsx),
 * when the page has nothing else to do; the sign-in page does not pay it.
 */
export function loadNumberAndDateData(): void {
  if (!tokenStore.hasSession()) return;
  const language = /^"(fr|es)"$/.exec(storedLanguage())?.[1] ?? 'en';
  new Intl.NumberFormat(language).format(1);
  new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(0);
}

if (tokenStore.hasSession()) {
  // The app's texts too: the first download holds only the sign-in page's (providers/i18n.ts).
  import('./providers/i18nEnglish').catch(() => undefined);
  // French and Spanish come in a chunk of their own, asked for now too when chosen before
  // (react-admin's store keeps the language, a device key, as JSON under RaStore.locale).
  if (!/^(null|"en")$/.test(storedLanguage())) {
    import('./providers/i18nCatalogues').catch(() => undefined);
  }
  const { pathname } = window.location;
  const load = SCREENS.find(([path]) => path.test(pathname))?.[1];
  // A failed fetch is no error here: the screen's lazy component asks again and reports it.
  load?.().catch(() => undefined);
}
