import { ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useGetList, useListContext, useLocaleState, useTranslate } from 'react-admin';
import { SONG_REQUEST_STATUSES } from '@/api/songRequestStatuses';
import type { SongRequest, SongRequestStatus } from '@/api/types';

const CHOICES = [...SONG_REQUEST_STATUSES, 'all'] as const;
type Choice = (typeof CHOICES)[number];

const TEXTS = 'app.song_requests.filter';

const choiceOf = (status: unknown): Choice =>
  CHOICES.find((choice) => choice !== 'all' && choice === status) ?? 'all';

/** How many requests wait for review, whatever the list shows; refreshed with the list. */
function usePendingCount(): number | undefined {
  const { total } = useGetList<SongRequest>('song-requests', {
    filter: { status: 'pending' satisfies SongRequestStatus },
    pagination: { page: 1, perPage: 1 },
    sort: { field: 'requested_at', order: 'DESC' },
  });
  return total;
}

/**
 * Pending (with its count), Approved, Rejected, All Requests: the list's status filter, so the
 * choice lives in the URL with the search and the sort, which it keeps.
 */
export const StatusFilterButtons = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { filterValues, setFilters } = useListContext<SongRequest>();
  const pendingCount = usePendingCount();

  const choose = (next: Choice | null) => {
    // Pressing the selected button again gives null: the filter stays as it is.
    if (!next) return;
    const { status: _status, ...others } = filterValues as Record<string, unknown>;
    setFilters(next === 'all' ? others : { ...others, status: next });
  };

  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      value={choiceOf(filterValues.status)}
      onChange={(_, next: Choice | null) => choose(next)}
      aria-label={translate(`${TEXTS}.label`)}
    >
      {CHOICES.map((choice) => (
        <ToggleButton key={choice} value={choice}>
          {translate(`${TEXTS}.${choice}`, {
            count:
              pendingCount === undefined ? '…' : new Intl.NumberFormat(locale).format(pendingCount),
          })}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
};
