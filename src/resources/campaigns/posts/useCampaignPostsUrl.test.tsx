import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { useCampaignPostsUrl } from './useCampaignPostsUrl';

/** The hook and the address it writes, at `start`. */
function renderAt(start: string) {
  const seen = { search: '' };
  const Spy = () => {
    seen.search = useLocation().search;
    return null;
  };
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[start]}>
      {children}
      <Spy />
    </MemoryRouter>
  );
  const { result } = renderHook(() => useCampaignPostsUrl(), { wrapper });
  return { result, query: () => new URLSearchParams(seen.search) };
}

describe('useCampaignPostsUrl', () => {
  it('keeps a choice made before the one before it reached the address', () => {
    const { result, query } = renderAt('/promo-campaigns?campaignId=2&filter=x');
    // Two choices in one go: the second is made before the view renders with the first.
    act(() => {
      result.current.setView('calendar');
      result.current.setStatus('rejected_by_artist');
    });
    expect(query().get('view')).toBe('calendar');
    expect(query().get('status')).toBe('rejected_by_artist');
    expect(query().get('filter')).toBe('x');
    expect(result.current.view).toBe('calendar');
    expect(result.current.status).toBe('rejected_by_artist');
  });

  it('lets a later choice of the same kind win, and an earlier one leave once shown', () => {
    const { result, query } = renderAt('/promo-campaigns?campaignId=2');
    act(() => {
      result.current.setView('calendar');
      result.current.setView('table');
    });
    expect(query().has('view')).toBe(false);
    act(() => result.current.setStatus('approved'));
    // The calendar chosen, then left, is not brought back by the next choice.
    expect(query().has('view')).toBe(false);
    expect(query().get('status')).toBe('approved');
  });

  it('carries no choice over to another campaign', () => {
    const { result, query } = renderAt('/promo-campaigns?campaignId=2');
    act(() => {
      result.current.setView('calendar');
      result.current.close();
    });
    expect(query().has('campaignId')).toBe(false);
    expect(query().has('view')).toBe(false);
  });
});
