import { useMemo } from 'react';
import {
  I18nContext,
  SelectInput,
  useI18nProvider,
  type I18nProvider,
  type SelectInputProps,
} from 'react-admin';

export type FilterSelectInputProps = SelectInputProps & {
  /** i18n key of the empty choice that means "all": "All statuses". */
  emptyText: string;
};

/**
 * react-admin's SelectInput for a list filter whose empty choice means "all". SelectInput shows
 * `emptyText` on that option but names it "Clear value" for assistive technologies (its
 * aria-label and title read ra.action.clear_input_value, with no prop to change them). Within
 * this input that one key reads as the option's own text, so it is announced as it shows.
 */
export const FilterSelectInput = ({ emptyText, ...props }: FilterSelectInputProps) => {
  const i18nProvider = useI18nProvider();
  const scoped = useMemo<I18nProvider>(
    () => ({
      ...i18nProvider,
      translate: (key, options) =>
        key === 'ra.action.clear_input_value'
          ? i18nProvider.translate(emptyText, { _: emptyText })
          : i18nProvider.translate(key, options),
    }),
    [i18nProvider, emptyText],
  );
  return (
    <I18nContext.Provider value={scoped}>
      <SelectInput emptyText={emptyText} {...props} />
    </I18nContext.Provider>
  );
};
