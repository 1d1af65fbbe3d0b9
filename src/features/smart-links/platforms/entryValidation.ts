// The smart-link form's validators of a platform entry's fields (the rules themselves are
// shared with the catalogue health's checks: components/smartLink/platformEntryRules.ts).
import type { Validator } from 'react-admin';
import type { PlatformEntry, SmartLinkFormValues } from '../model/formValues';
import { platformError, profileUrlError } from '@/components/smartLink/platformEntryRules';

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
