import { isRecord } from '../../api/errors';

const DASHBOARD = '/dashboard';

/**
 * Where signing in leads. When react-admin sends a signed-out visitor (or an expired session)
 * to /login, it keeps the page asked for in the location state as nextPathname + nextSearch:
 * go back there, query string included. Anyone who opened /login directly goes to the
 * dashboard.
 */
export function afterSignInPath(state: unknown): string {
  if (!isRecord(state) || typeof state.nextPathname !== 'string') return DASHBOARD;
  const path = state.nextPathname;
  // Only a path of this app: never "//host" (another site), /login itself or bare /.
  if (!path.startsWith('/') || path.startsWith('//') || path === '/' || path === '/login') {
    return DASHBOARD;
  }
  const search = typeof state.nextSearch === 'string' ? state.nextSearch : '';
  return `${path}${search}`;
}
