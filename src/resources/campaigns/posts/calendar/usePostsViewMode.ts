// Table or calendar, kept in the URL (?view=calendar) so a link or a reload keeps the choice.
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

export type PostsViewMode = 'table' | 'calendar';

export function usePostsViewMode(): [PostsViewMode, (mode: PostsViewMode) => void] {
  const [params, setParams] = useSearchParams();
  const mode: PostsViewMode = params.get('view') === 'calendar' ? 'calendar' : 'table';
  const setMode = useCallback(
    (next: PostsViewMode) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next === 'calendar') updated.set('view', 'calendar');
          else updated.delete('view');
          return updated;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [mode, setMode];
}
