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
 * While its choices load, react-admin shows a disabled text input in the select's place: as wide
 * as the select (react-admin's 160 px floor), not as a 20-character text input, or the filters
 * would wrap otherwise for that moment and the table below them would jump down and back.
 */
const PENDING_SX = { minWidth: 160, '& .MuiInputBase-input': { width: 0 } };

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
      <SelectInput
        emptyText={emptyText}
        {...props}
        // MUI's way to add to a caller's sx, whichever form it takes.
        sx={
          props.isPending
            ? [PENDING_SX, ...(Array.isArray(props.sx) ? props.sx : [props.sx])]
            : props.sx
        }
      />
    </I18nContext.Provider>
  );
};
