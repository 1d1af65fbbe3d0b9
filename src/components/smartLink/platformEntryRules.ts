// Field rules of a smart-link platform entry, shared by the Smart Links form and the catalogue
// health's checks. A row left entirely blank is fine (it is dropped from the batch); otherwise it
// needs a platform and an http(s) profile URL, the server's rule. Messages are i18n keys.
import { httpUrl } from './platformCatalog';

const KEYS = 'app.smart_links.platforms.validation';

const isBlank = (value: unknown): boolean => typeof value !== 'string' || value.trim() === '';

export function profileUrlError(url: unknown, platformName: unknown): string | undefined {
  if (isBlank(url)) return isBlank(platformName) ? undefined : `${KEYS}.url_required`;
  return httpUrl(String(url)) ? undefined : `${KEYS}.url_http`;
}

export function platformError(platformName: unknown, url: unknown): string | undefined {
  return isBlank(platformName) && !isBlank(url) ? `${KEYS}.platform_required` : undefined;
}
