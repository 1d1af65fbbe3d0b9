// With VITE_API_URL unset the app serves API v1 itself (demo mode, an MSW worker);
// the demo API lives on the app's own origin so that nothing leaves the browser.
const configured = (import.meta.env.VITE_API_URL ?? '').trim();

export const IS_DEMO = configured === '';

export const DEMO_API_PATH = '/api/v1';

export const API_BASE_URL: string = (
  IS_DEMO ? `${globalThis.location?.origin ?? 'http://localhost'}${DEMO_API_PATH}` : configured
).replace(/\/+$/, '');
