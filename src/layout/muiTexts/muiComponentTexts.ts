import type { PaginationProps, TablePaginationProps } from '@mui/material';
import type { Theme } from '@mui/material/styles';
import type { TranslateFunction } from 'react-admin';

type Components = NonNullable<Theme['components']>;

const KEY = 'app.mui';

/**
 * The texts MUI's components carry, in the interface language, as their default props:
 * whatever a screen passes itself (react-admin's inputs pass their own) still wins.
 */
export function muiComponentTexts(translate: TranslateFunction, locale: string) {
  const number = new Intl.NumberFormat(locale);
  // MUI asks for the first, last, next and previous buttons' names (an ellipsis has none).
  const pageLabel = (type: string) => translate(`${KEY}.pagination.${type}`);
  const itemLabel: PaginationProps['getItemAriaLabel'] = (type, page, selected) => {
    if (type !== 'page') return pageLabel(type);
    const key = selected ? 'current_page' : 'page';
    return translate(`${KEY}.pagination.${key}`, { page: number.format(page ?? 0) });
  };
  const displayedRows: TablePaginationProps['labelDisplayedRows'] = ({ from, to, count }) =>
    translate(`${KEY}.pagination.${count === -1 ? 'rows_of_more' : 'rows'}`, {
      from: number.format(from),
      to: number.format(to),
      count: number.format(count),
    });

  return {
    MuiAutocomplete: {
      defaultProps: {
        openText: translate(`${KEY}.autocomplete.open`),
        closeText: translate(`${KEY}.autocomplete.close`),
        clearText: translate(`${KEY}.autocomplete.clear`),
        noOptionsText: translate(`${KEY}.autocomplete.no_options`),
        loadingText: translate(`${KEY}.autocomplete.loading`),
      },
    },
    MuiAlert: { defaultProps: { closeText: translate(`${KEY}.alert_close`) } },
    MuiBreadcrumbs: { defaultProps: { expandText: translate(`${KEY}.breadcrumbs_expand`) } },
    MuiPagination: {
      defaultProps: {
        'aria-label': translate(`${KEY}.pagination.label`),
        getItemAriaLabel: itemLabel,
      },
    },
    MuiTablePagination: {
      defaultProps: {
        getItemAriaLabel: pageLabel,
        labelRowsPerPage: translate(`${KEY}.pagination.rows_per_page`),
        labelDisplayedRows: displayedRows,
      },
    },
    MuiRating: {
      defaultProps: {
        getLabelText: (value: number) =>
          translate(`${KEY}.rating.stars`, { smart_count: value, _: String(value) }),
        emptyLabelText: translate(`${KEY}.rating.empty`),
      },
    },
  } satisfies Components;
}

/** The outer components' settings with the texts added to their default props (theirs kept). */
export function withComponentTexts(
  outer: Components | undefined,
  texts: ReturnType<typeof muiComponentTexts>,
): Components {
  const components: Components = { ...outer };
  const merge = <Entry extends { defaultProps?: object }>(
    entry: Entry | undefined,
    added: NonNullable<Entry['defaultProps']>,
  ) => ({ ...entry, defaultProps: { ...entry?.defaultProps, ...added } });
  return {
    ...components,
    MuiAutocomplete: merge(components.MuiAutocomplete, texts.MuiAutocomplete.defaultProps),
    MuiAlert: merge(components.MuiAlert, texts.MuiAlert.defaultProps),
    MuiBreadcrumbs: merge(components.MuiBreadcrumbs, texts.MuiBreadcrumbs.defaultProps),
    MuiPagination: merge(components.MuiPagination, texts.MuiPagination.defaultProps),
    MuiTablePagination: merge(components.MuiTablePagination, texts.MuiTablePagination.defaultProps),
    MuiRating: merge(components.MuiRating, texts.MuiRating.defaultProps),
  };
}
