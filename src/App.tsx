import { lazy, Suspense } from 'react';
import { Admin, CustomRoutes, Resource } from 'react-admin';
import { Navigate, Route } from 'react-router-dom';
import { tokenStore } from './api/tokenStore';
import { ADMIN_LINK_PAGE_PATH } from './config/env';
import { firstListParams, startEarlyList, withEarlyList } from './firstScreenData';
import type { ListDefaults } from './components/list/listDefaults';
import { LoginPage } from './features/login/LoginPage';
import { AppTexts } from './layout/AppTexts';
import { Layout } from './layout/Layout';
import { SessionLoading } from './layout/SessionLoading';
import { StackedNotifications } from './components/toasts/StackedNotifications';
import { authProvider, dataProvider } from './providers';
import { i18nProvider } from './providers/i18n';
import { createQueryClient } from './providers/queryClient';
import { createStore } from './providers/store';
import { albums } from './resources/albums';
import { albumRoutes } from './resources/albums/routes';
import { artists } from './resources/artists';
import { ARTIST_LIST_DEFAULTS } from './resources/artists/list/listDefaults';
import { artistRoutes } from './resources/artists/routes';
import { campaigns } from './resources/campaigns';
import { campaignRoutes } from './resources/campaigns/routes';
import { songRequests } from './resources/song-requests';
import { songs } from './resources/songs';
import { songRoutes } from './resources/songs/routes';
import { isLazyScreen, lazyScreen } from './resources/lazyScreen';
import { darkTheme, lightTheme } from './theme';

const queryClient = createQueryClient();
const store = createStore();
const appDataProvider = withEarlyList(dataProvider);

// Custom screens are loaded when first opened (route-level code splitting).
const Dashboard = lazyScreen(() => import('./features/dashboard/Dashboard').then((m) => m.default));
const SocialMediaScreen = lazy(() => import('./features/social-media/SocialMediaScreen'));
const NotificationsPage = lazy(() => import('./features/notifications/NotificationsPage'));
const SettingsScreen = lazy(() => import('./features/settings/SettingsScreen'));
const AnalyticsScreen = lazy(() => import('./features/analytics/AnalyticsScreen'));
const SmartLinksScreen = lazy(() => import('./features/smart-links/SmartLinksScreen'));
const SmartLinkPageScreen = lazy(() => import('./features/smart-links/page/SmartLinkPageScreen'));
const MediaLibraryScreen = lazy(() => import('./features/media-library/MediaLibraryScreen'));
const CatalogueHealthScreen = lazy(
  () => import('./features/catalogue-health/screen/CatalogueHealthScreen'),
);
const ImportScreen = lazy(() => import('./features/catalogue-import/screen/ImportScreen'));

const RESOURCES = [artists, songs, albums, campaigns, songRequests];

/**
 * Signed in, a cold start has already asked for the first screen's code (preloadScreens.ts):
 * once it has arrived, the screen renders at once, without a loading step. (A failed fetch is
 * retried, and reported, when the screen renders.)
 */
const firstScreenCode: Promise<void> = (() => {
  if (!tokenStore.hasSession()) return Promise.resolve();
  const { pathname } = window.location;
  const list = RESOURCES.find((resource) => pathname === `/${resource.name}`)?.list;
  const first = pathname === '/' || pathname === '/dashboard' ? Dashboard : list;
  return isLazyScreen(first) ? first.preload().catch(() => undefined) : Promise.resolve();
})();

/** The lists whose first page a cold start on them asks for before the first render. */
const EARLY_LISTS: Readonly<Record<string, ListDefaults>> = { artists: ARTIST_LIST_DEFAULTS };

/**
 * Signed in on one of EARLY_LISTS, asks for its first page now (firstScreenData.ts). Called
 * once the API's address is known (config.json), before the first render (startApp.tsx).
 */
export function startFirstScreenData(): Promise<void> {
  if (!tokenStore.hasSession()) return Promise.resolve();
  const { pathname, search } = window.location;
  const resource = pathname.slice(1);
  if (!Object.hasOwn(EARLY_LISTS, resource)) return Promise.resolve();
  const params = firstListParams(resource, EARLY_LISTS[resource], search, store);
  return params ? startEarlyList(queryClient, dataProvider, resource, params) : Promise.resolve();
}

/**
 * Signed in, what the first render would otherwise wait for in more renders is settled now,
 * while the page's code runs: react-admin's check of the session (authProvider.checkAuth only
 * reads the token store, so its answer is known; react-admin asks again once it is 10 s old),
 * the interface language's whole catalogue and the first screen's code (both asked for by
 * preloadScreens.ts). The first render is then the whole signed-in screen in one pass, not a
 * loading step, the shell, then the screen once its code has come.
 */
export async function prepareFirstScreen(firstData: Promise<void>): Promise<void> {
  if (!tokenStore.hasSession()) return;
  queryClient.setQueryData(CHECK_AUTH_QUERY_KEY, true);
  queryClient.setQueryDefaults(CHECK_AUTH_QUERY_KEY, { staleTime: CHECK_AUTH_FRESH_MS });
  const ready = Promise.all([
    // A failure is the app's texts' own to report (layout/AppTexts.tsx asks again).
    i18nProvider.changeLocale(store.getItem('locale') ?? 'en').catch(() => undefined),
    firstScreenCode,
    firstData,
  ]);
  // On a slow network the shell and its loading indicator show rather than a blank page.
  await Promise.race([ready, new Promise((done) => setTimeout(done, FIRST_SCREEN_WAIT_MS))]);
}

/** How long the first render waits for the screen's code and texts before showing the shell. */
const FIRST_SCREEN_WAIT_MS = 300;

/**
 * react-admin asks authProvider.checkAuth again as each screen mounts; answered just now, the
 * first screen's mount would only repeat it, and re-render the whole app when it answers.
 */
const CHECK_AUTH_FRESH_MS = 10_000;

/** The key under which react-admin keeps the answer of authProvider.checkAuth (useAuthState). */
const CHECK_AUTH_QUERY_KEY = ['auth', 'checkAuth', {}];

/** The spec's dashboard lives at /dashboard; bare / and unknown paths go there. */
const ToDashboard = () => <Navigate to="/dashboard" replace />;

export const App = () => (
  <Admin
    title="Label Admin"
    dataProvider={appDataProvider}
    authProvider={authProvider}
    i18nProvider={i18nProvider}
    queryClient={queryClient}
    store={store}
    // No defaultTheme: until the user picks one with the app bar's toggle (kept in the store),
    // react-admin follows the system's prefers-color-scheme.
    lightTheme={lightTheme}
    darkTheme={darkTheme}
    layout={Layout}
    loginPage={LoginPage}
    loading={SessionLoading}
    notification={StackedNotifications}
    dashboard={ToDashboard}
    catchAll={ToDashboard}
    requireAuth
    disableTelemetry
  >
    {RESOURCES.map((resource) => (
      <Resource key={resource.name} {...resource} />
    ))}
    <CustomRoutes>
      {artistRoutes}
      {songRoutes}
      {albumRoutes}
      {campaignRoutes}
      <Route path="/dashboard" element={<Dashboard />} />
      <Route path="/notifications" element={<NotificationsPage />} />
      <Route path="/social-media" element={<SocialMediaScreen />} />
      <Route path="/smart-links" element={<SmartLinksScreen />} />
      <Route path="/media" element={<MediaLibraryScreen />} />
      <Route path="/analytics" element={<AnalyticsScreen />} />
      <Route path="/catalogue-health" element={<CatalogueHealthScreen />} />
      <Route path="/settings" element={<SettingsScreen />} />
      <Route path="/import/:kind" element={<ImportScreen />} />
    </CustomRoutes>
    {/* The admin's own rendition of a public smart-link page: full screen, still signed in. */}
    <CustomRoutes noLayout>
      <Route
        path={`${ADMIN_LINK_PAGE_PATH}/:slug`}
        element={
          <AppTexts>
            <Suspense fallback={<SessionLoading />}>
              <SmartLinkPageScreen />
            </Suspense>
          </AppTexts>
        }
      />
    </CustomRoutes>
  </Admin>
);
