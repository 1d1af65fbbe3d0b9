// Tests: a rule's texts as the i18n files write them (the rule id's dots are the keys' levels).
import { catalogueHealthRulesMessages } from '@i18n/catalogueHealthRules';

export type TestLocale = keyof typeof catalogueHealthRulesMessages;

/** The rule's text in `locale` (`title` or `why`); throws when the i18n file has none. */
export function ruleText(
  ruleId: string,
  part: 'title' | 'why' = 'title',
  locale: TestLocale = 'en',
) {
  let node: unknown = catalogueHealthRulesMessages[locale];
  for (const key of [...ruleId.split('.'), part]) {
    node =
      typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[key] : null;
  }
  if (typeof node !== 'string') throw new Error(`No ${part} for ${ruleId} in ${locale}`);
  return node;
}

/** How many rules have a title in `locale`. */
export function ruleCount(locale: TestLocale = 'en'): number {
  const messages = catalogueHealthRulesMessages[locale] as Record<string, Record<string, unknown>>;
  return Object.values(messages).reduce((sum, kind) => sum + Object.keys(kind).length, 0);
}
