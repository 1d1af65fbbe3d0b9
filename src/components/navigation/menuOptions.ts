/**
 * What a resource's definition tells the sidebar, in its ResourceProps `options` (its icon is
 * the definition's `icon`): the label's i18n key and the other paths under which its entry is
 * the current one (detail screens outside the resource's own path, e.g. /artist/{id}).
 */
export type MenuOptions = {
  label: string;
  alsoActiveOn?: string[];
};
