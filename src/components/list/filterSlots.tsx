// A list's filter inputs on a cold start: until the browser has painted the rows, each input is
// a still likeness of itself (its box, its label or placeholder), then the real input replaces
// it. The three inputs of the artist list cost about 36 ms of the first render (react-hook-form,
// react-admin's inputs, MUI's select and its closed menu, their first styles), a tenth of the
// time to its first row (issue 41's traces). A likeness is sized as the input is, by the same
// content, so the filters wrap alike and nothing below them moves when the inputs arrive.
import { styled } from '@mui/material/styles';
import { isValidElement, useMemo, type ReactElement } from 'react';
import { FieldTitle, SearchInput, useTranslate } from 'react-admin';
import { useAfterFirstPaint } from '@/components/AfterFirstPaint';

interface FilterInputProps {
  source: string;
  alwaysOn?: boolean;
  label?: string;
  placeholder?: string;
  resource?: string;
}

interface FilterSlotProps extends FilterInputProps {
  search: boolean;
}

// MUI's filled input, small (TextField size="small", margin="dense", as FilterForm makes
// them): its box, its underline, the search's 20-character input and end icon, the select's
// 160 px floor (react-admin's SelectInput).
const Slot = styled('div', { name: 'FilterSlot' })(({ theme }) => ({
  ...theme.typography.body1,
  lineHeight: '1.4375em',
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  boxSizing: 'border-box',
  width: '100%',
  minWidth: 0,
  margin: theme.spacing(1, 0, 0.5),
  borderTopLeftRadius: theme.shape.borderRadius,
  borderTopRightRadius: theme.shape.borderRadius,
  backgroundColor:
    theme.palette.mode === 'light' ? 'rgba(0, 0, 0, 0.06)' : 'rgba(255, 255, 255, 0.09)',
  color: theme.palette.text.secondary,
  pointerEvents: 'none',
  '&::before': {
    content: '""',
    position: 'absolute',
    left: 0,
    right: 0,
    bottom: 0,
    borderBottom: `1px solid ${theme.palette.mode === 'light' ? 'rgba(0, 0, 0, 0.42)' : 'rgba(255, 255, 255, 0.7)'}`,
  },
  '& input': {
    font: 'inherit',
    letterSpacing: 'inherit',
    color: 'inherit',
    border: 0,
    margin: 0,
    background: 'none',
    boxSizing: 'content-box',
    height: '1.4375em',
    width: '100%',
    minWidth: 0,
    padding: '8px 0 9px 12px',
  },
  '& input::placeholder': {
    color: 'currentColor',
    opacity: theme.palette.mode === 'light' ? 0.42 : 0.5,
  },
  '&.FilterSlot-search': { paddingRight: 12 },
  '&.FilterSlot-search::after': { content: '""', flex: '0 0 auto', width: 24, marginLeft: 8 },
  '&.FilterSlot-labelled': { height: 48, minWidth: 160, paddingLeft: 12, whiteSpace: 'nowrap' },
}));

const FilterSlot = ({ search, source, label, placeholder, resource }: FilterSlotProps) => {
  const translate = useTranslate();
  return search ? (
    <Slot className="FilterSlot-search" aria-hidden>
      <input
        size={20}
        tabIndex={-1}
        readOnly
        placeholder={translate(placeholder ?? 'ra.action.search', { _: placeholder })}
      />
    </Slot>
  ) : (
    <Slot className="FilterSlot-labelled" aria-hidden>
      <FieldTitle label={label} source={source} resource={resource} />
    </Slot>
  );
};

/** The likeness of a filter input, with the props react-admin's FilterForm reads from it. */
const slotOf = (filter: ReactElement<FilterInputProps>): ReactElement => (
  <FilterSlot
    key={filter.key ?? filter.props.source}
    search={filter.type === SearchInput}
    source={filter.props.source}
    alwaysOn={filter.props.alwaysOn}
    label={filter.props.label}
    placeholder={filter.props.placeholder}
  />
);

/**
 * A list's `filters`, for <List filters>: their likenesses until the screen has been painted
 * once, then the inputs themselves (at once on every later screen).
 */
export function useFiltersAfterFirstPaint(filters: ReactElement[]): ReactElement[] {
  const painted = useAfterFirstPaint();
  return useMemo(
    () =>
      painted
        ? filters
        : filters.filter((f): f is ReactElement<FilterInputProps> => isValidElement(f)).map(slotOf),
    [painted, filters],
  );
}
