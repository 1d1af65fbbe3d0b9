// Field rules of a smart-link platform entry. A row left entirely blank is fine (it is dropped
// from the batch); otherwise it needs a platform and an http(s) profile URL, the server's rule.
// Messages are i18n keys.
import type { Validator } from 'react-admin';
import type { PlatformEntry, SmartLinkFormValues } from '../model/formValues';
import { httpUrl } from '../model/platformCatalog';

const KEYS = 'app.smart_links.platforms.validation';

const isBlank = (value: unknown): boolean => typeof value !== 'string' || value.trim() === '';

export function profileUrlError(url: unknown, platformName: unknown): string | undefined {
  if (isBlank(url)) return isBlank(platformName) ? undefined : `${KEYS}.url_required`;
  return httpUrl(String(url)) ? undefined : `${KEYS}.url_http`;
}

export function platformError(platformName: unknown, url: unknown): string | undefined {
  return isBlank(platformName) && !isBlank(url) ? `${KEYS}.platform_required` : undefined;
}

/**
 * The entry a field belongs to, from its path (`streaming.2.profile_url`) at validation time:
 * the path is read then rather than kept, since a row's index changes as entries move.
 */
function entryAt(values: unknown, source: unknown): Partial<PlatformEntry> | undefined {
  if (typeof source !== 'string' || typeof values !== 'object' || values === null) return undefined;
  const [list, index] = source.split('.');
  if (list !== 'streaming' && list !== 'social') return undefined;
  const entries = (values as Partial<SmartLinkFormValues>)[list];
  return Array.isArray(entries) ? entries[Number(index)] : undefined;
}

/** react-admin passes the input's props, with its full path as `finalSource`, third. */
const sourceOf = (props: unknown): unknown =>
  typeof props === 'object' && props !== null && 'finalSource' in props
    ? props.finalSource
    : undefined;

export const validateProfileUrl: Validator = (value, values, props) =>
  profileUrlError(value, entryAt(values, sourceOf(props))?.platform_name);

export const validatePlatform: Validator = (value, values, props) =>
  platformError(value, entryAt(values, sourceOf(props))?.profile_url);
