// Demo mode only: the sign-in page shows these, and the demo API's seed creates this user.
export const DEMO_CREDENTIALS = {
  email: 'maya.chen@example.com',
  password: 'label-demo-2026',
} as const;

/** Demo access tokens expire quickly so that the refresh path runs in everyday use. */
export const DEMO_ACCESS_TOKEN_TTL_MS = 5 * 60 * 1000;
export const DEMO_REFRESH_TOKEN_TTL_MS = 7 * 24 * 60 * 60 * 1000;
