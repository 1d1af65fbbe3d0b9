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

if (tokenStore.hasSession()) {
  // The app's texts too: the first download holds only the sign-in page's (providers/i18n.ts).
  import('./providers/i18nEnglish').catch(() => undefined);
  // French and Spanish come in a chunk of their own, asked for now too when chosen before
  // (react-admin's store keeps the language, a device key, as JSON under RaStore.locale).
  if (!/^(null|"en")$/.test(String(browserStorage()?.getItem('RaStore.locale') ?? null))) {
    import('./providers/i18nCatalogues').catch(() => undefined);
  }
  const { pathname } = window.location;
  const load = SCREENS.find(([path]) => path.test(pathname))?.[1];
  // A failed fetch is no error here: the screen's lazy component asks again and reports it.
  load?.().catch(() => undefined);
}
