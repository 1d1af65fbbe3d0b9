/** The two fake API v1 servers the nginx run starts (playwright.config.ts). */
export const FAKE_API_PORTS = [4175, 4176] as const;
