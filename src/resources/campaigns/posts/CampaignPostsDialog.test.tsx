import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithAdmin } from '@tests/helpers/renderWithAdmin';
import { signInForTest } from '@tests/helpers/signedIn';
import { db } from '@/mocks/db/database';
import type { PostRow } from '@/mocks/db/schema';
import { api, fail } from '@/mocks/http';
import { server } from '@/mocks/node';
import CampaignPostsDialog from './CampaignPostsDialog';

let scrolled: Element[] = [];
beforeEach(async () => {
  await signInForTest();
  scrolled = [];
  // jsdom does not scroll: record what the view asks to bring into view.
  Element.prototype.scrollIntoView = function scrollIntoView(this: Element) {
    scrolled.push(this);
  };
});
afterEach(() => {
  vi.restoreAllMocks();
  // jsdom has none: the next test file of the worker (they share one window) gets none either.
  Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
});

const LocationSpy = () => {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
};
const currentParams = () =>
  new URLSearchParams((screen.getByTestId('location').textContent ?? '').split('?')[1]);

const renderAt = (query: string) =>
  renderWithAdmin(
    <>
      <CampaignPostsDialog />
      <LocationSpy />
    </>,
    { route: `/promo-campaigns?${query}`, locale: 'en' },
  );

/** The seeded posts of a campaign in the spec's order: date, then time (HH:MM). */
const seededPosts = (campaignId: number): PostRow[] =>
  db()
    .posts.filter((p) => p.campaign_id === campaignId)
    .sort(
      (a, b) =>
        `${a.scheduled_date} ${a.scheduled_time.padStart(5, '0')}`.localeCompare(
          `${b.scheduled_date} ${b.scheduled_time.padStart(5, '0')}`,
        ) || a.id - b.id,
    );
/** The seed's visual description of a post in the campaign's description language. */
function visualOf(post: PostRow, language: string): string {
  const raw = post.generation_metadata;
  const metadata = (typeof raw === 'string' ? JSON.parse(raw) : raw) as Record<string, string>;
  return metadata[`ai_visual_description_${language}`] ?? metadata.ai_visual_description;
}
const campaignOf = (id: number) => db().campaigns.find((c) => c.id === id)!;

// Role queries over a table of 78 posts are slow in jsdom: the rows are read from the DOM.
const dialog = () => screen.getByRole('dialog');
/** The table's rows on screen: a status tab hides the other posts' rows. */
const bodyRows = () =>
  Array.from(document.querySelectorAll<HTMLTableRowElement>('[role=dialog] tbody tr')).filter(
    (row) => getComputedStyle(row).display !== 'none',
  );
// Cells: selection, ID, Status, Platform, Lang, Template, Type, Date, Time, Budget, actions.
const CELL = { id: 1, status: 2, type: 6, date: 7, time: 8, budget: 9, actions: 10 };
/** The post ids the table lists, in order. */
const listedIds = () => bodyRows().map((row) => Number(row.cells[CELL.id].textContent));
/** The post drawer: a modal over the posts dialog, which it hides from role queries meanwhile. */
const details = (postId: number) => screen.getByRole('dialog', { name: `Post ${postId}` });
const findDetails = (postId: number) => screen.findByRole('dialog', { name: `Post ${postId}` });

describe('campaign posts view', () => {
  it('opens from ?campaignId= with the campaign’s posts in schedule order', async () => {
    const campaign = campaignOf(2);
    const posts = seededPosts(2);
    renderAt('campaignId=2');

    expect(await screen.findByRole('dialog', { name: campaign.name })).toBeInTheDocument();
    await within(dialog()).findByRole('table', { name: `Posts of ${campaign.name}` });
    // The seed spreads a campaign's 78 posts over 7 weeks.
    expect(within(dialog()).getByText(`${posts.length} posts · 7 weeks`)).toBeInTheDocument();
    expect(listedIds()).toEqual(posts.map((p) => p.id));

    const paid = posts.find((p) => p.is_paid_promotion && p.allocated_budget > 0)!;
    const paidRow = bodyRows()[posts.indexOf(paid)];
    const money = new Intl.NumberFormat('en', { style: 'currency', currency: campaign.currency });
    expect(paidRow.cells[CELL.type]).toHaveTextContent('Paid');
    expect(paidRow.cells[CELL.budget]).toHaveTextContent(money.format(paid.allocated_budget));
    const organic = posts.find((p) => p.allocated_budget === 0)!;
    const organicRow = bodyRows()[posts.indexOf(organic)];
    expect(organicRow.cells[CELL.type]).toHaveTextContent('Organic');
    expect(organicRow.cells[CELL.budget]).toHaveTextContent(/^—$/);
    // Each row's selection checkbox is named (on the input itself, not its wrapper).
    await waitFor(() =>
      expect(within(dialog()).getAllByRole('checkbox', { name: 'Select this row' })).toHaveLength(
        posts.length,
      ),
    );
  });

  it('shows the date and time in the interface language', async () => {
    const post = seededPosts(1).filter((p) => p.status === 'scheduled')[0];
    const [year, month, day] = post.scheduled_date.split('-').map(Number);
    const [hours, minutes] = post.scheduled_time.split(':').map(Number);
    const at = new Date(year, month - 1, day, hours, minutes);
    renderWithAdmin(<CampaignPostsDialog />, {
      route: '/promo-campaigns?campaignId=1&status=scheduled',
      locale: 'fr',
    });
    await screen.findByRole('table');
    const { cells } = bodyRows()[0];
    // Compact, in the French order: day, month, year.
    expect(cells[CELL.date]).toHaveTextContent(
      `${String(day).padStart(2, '0')}/${String(month).padStart(2, '0')}/${year}`,
    );
    expect(cells[CELL.time]).toHaveTextContent(
      new Intl.DateTimeFormat('fr', { timeStyle: 'short' }).format(at),
    );
  });

  it('filters on ?status= with tabs that count the posts and keep the status in the URL', async () => {
    const user = userEvent.setup();
    const posts = seededPosts(2);
    const needsReview = posts.filter((p) => p.status === 'needs_review');
    const rejected = posts.filter((p) => p.status === 'rejected_by_artist');
    renderAt('campaignId=2&status=needs_review');

    await within(await screen.findByRole('dialog')).findByRole('table');
    expect(listedIds()).toEqual(needsReview.map((p) => p.id));
    bodyRows().forEach((row) => expect(row.cells[CELL.status]).toHaveTextContent('Needs Review'));
    const tabs = within(dialog()).getByRole('tablist', { name: 'Post statuses' });
    expect(within(tabs).getByRole('tab', { selected: true })).toHaveTextContent(
      `Needs Review (${needsReview.length})`,
    );

    await user.click(within(tabs).getByRole('tab', { name: `Rejected (${rejected.length})` }));
    await waitFor(() => expect(listedIds()).toEqual(rejected.map((p) => p.id)));
    expect(currentParams().get('status')).toBe('rejected_by_artist');

    await user.click(within(tabs).getByRole('tab', { name: `All Posts (${posts.length})` }));
    await waitFor(() => expect(listedIds()).toHaveLength(posts.length));
    expect(currentParams().has('status')).toBe(false);
  });

  it('gives the focus to the next row when the dialog took it during the approval', async () => {
    const user = userEvent.setup();
    const [first] = seededPosts(2).filter((p) => p.status === 'needs_review' && p.caption);
    if (!first) throw new Error('The seed needs a captioned post to review');
    // The save is held: meanwhile Chromium blurs the disabled button and the dialog's focus
    // trap takes the focus to the dialog.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.put(api('/post-generation/posts/:id'), async () => {
        await held;
      }),
    );
    renderAt('campaignId=2&status=needs_review');
    await within(await screen.findByRole('dialog')).findByRole('table');
    const place = listedIds().indexOf(first.id);
    const approve = within(bodyRows()[place]).getByRole('button', {
      name: `Approve: post ${first.id}`,
    });
    act(() => approve.focus());
    await user.keyboard('{Enter}');
    act(() => dialog().focus());
    release();

    await waitFor(() => expect(listedIds()).not.toContain(first.id));
    await waitFor(() =>
      expect(bodyRows()[place]).toContainElement(document.activeElement as HTMLElement),
    );
  });

  it('keeps the keyboard in the table when an approved post leaves the tab', async () => {
    const user = userEvent.setup();
    const needsReview = seededPosts(2).filter((p) => p.status === 'needs_review' && p.caption);
    const [first, second] = needsReview;
    if (!first || !second) throw new Error('The seed needs two captioned posts to review');
    renderAt('campaignId=2&status=needs_review');
    await within(await screen.findByRole('dialog')).findByRole('table');

    const approve = within(bodyRows()[listedIds().indexOf(first.id)]).getByRole('button', {
      name: `Approve: post ${first.id}`,
    });
    act(() => approve.focus());
    await user.keyboard('{Enter}');

    await waitFor(() => expect(listedIds()).not.toContain(first.id));
    // The row now in its place holds the focus, on its first control.
    const place = bodyRows()[needsReview.indexOf(first)];
    await waitFor(() => expect(place).toContainElement(document.activeElement as HTMLElement));
  });

  it('opens ?postId= in a drawer over the table: highlighted, scrolled to, with its details', async () => {
    const campaign = campaignOf(2);
    const post = seededPosts(2).find(
      (p) => p.status === 'rejected_by_artist' && p.rejection_reason && p.caption,
    )!;
    const visual = visualOf(post, campaign.production_description_language);
    renderAt(`campaignId=2&postId=${post.id}`);

    const panel = await findDetails(post.id);
    // In full, line breaks included.
    expect(within(panel).getByText((_, node) => node?.textContent === post.caption)).toBeVisible();
    expect(within(panel).getByText(post.rejection_reason!)).toBeInTheDocument();
    expect(within(panel).getByText(visual)).toBeInTheDocument();
    expect(panel).toHaveTextContent('Rejected');

    const link = screen.getByLabelText(`Open post ${post.id}`);
    expect(link).toHaveAttribute('aria-current', 'true');
    expect(Array.from(document.querySelectorAll('[aria-current]'))).toEqual([link]);
    await waitFor(() => expect(scrolled).toContain(link.closest('tr')));
  });

  it('reads the visual description from generation metadata sent as a JSON string', async () => {
    const campaign = campaignOf(2);
    const post = seededPosts(2).find((p) => typeof p.generation_metadata === 'string')!;
    const visual = visualOf(post, campaign.production_description_language);
    renderAt(`campaignId=2&postId=${post.id}&status=${post.status}`);
    const panel = await findDetails(post.id);
    expect(within(panel).getByText(visual)).toBeInTheDocument();
  });

  it('opens a post from its row and closes it, keeping the rest of the URL', async () => {
    const user = userEvent.setup();
    const [first, second] = seededPosts(1).filter((p) => p.status === 'approved');
    renderAt('campaignId=1&status=approved&q=tour');
    await within(await screen.findByRole('dialog')).findByRole('table');

    await user.click(bodyRows()[1]);
    // Focus moves into the drawer and stays there (a modal).
    await waitFor(() => expect(details(second.id).contains(document.activeElement)).toBe(true));
    expect(currentParams().get('postId')).toBe(String(second.id));

    // Escape closes the drawer only, and focus returns to the post's row.
    const secondLink = screen.getByLabelText(`Open post ${second.id}`);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(secondLink).toHaveFocus());
    expect(currentParams().has('postId')).toBe(false);
    expect(screen.getByRole('dialog')).toHaveAccessibleName(campaignOf(1).name);

    // The keyboard way: the ID link.
    const firstLink = screen.getByRole('link', { name: `Open post ${first.id}` });
    firstLink.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(currentParams().get('postId')).toBe(String(first.id)));

    await user.click(
      within(await findDetails(first.id)).getByRole('button', { name: 'Close post details' }),
    );
    await waitFor(() => expect(firstLink).toHaveFocus());
    expect(screen.queryByRole('dialog', { name: `Post ${first.id}` })).not.toBeInTheDocument();
    expect(currentParams().has('postId')).toBe(false);
    expect(currentParams().get('campaignId')).toBe('1');
    expect(currentParams().get('status')).toBe('approved');
    expect(currentParams().get('q')).toBe('tour');
  });

  it('leaves a Ctrl-click on a post’s ID to the browser (a new tab), with the post in its address', async () => {
    const user = userEvent.setup();
    const [post] = seededPosts(1).filter((p) => p.status === 'approved');
    renderAt('campaignId=1&status=approved');
    await within(await screen.findByRole('dialog')).findByRole('table');
    const link = screen.getByLabelText(`Open post ${post.id}`);
    expect(link.getAttribute('href')).toContain(`postId=${post.id}`);

    // Seen after the app's handlers (on the dialog's portal container, where React listens;
    // the link stops the click there): whether the browser would follow the link. jsdom cannot
    // open a tab, so the click is stopped then.
    let leftToBrowser: boolean | undefined;
    const watch = (event: MouseEvent) => {
      leftToBrowser = !event.defaultPrevented;
      event.preventDefault();
    };
    document.body.addEventListener('click', watch);
    await user.keyboard('{Control>}');
    await user.click(link);
    await user.keyboard('{/Control}');
    document.body.removeEventListener('click', watch);
    expect(leftToBrowser).toBe(true);
    expect(currentParams().has('postId')).toBe(false);
    expect(screen.queryByRole('dialog', { name: `Post ${post.id}` })).not.toBeInTheDocument();

    await user.click(link);
    expect(await findDetails(post.id)).toBeInTheDocument();
    expect(currentParams().get('postId')).toBe(String(post.id));
  });

  it('closing the dialog clears campaignId, postId and status and keeps the screen’s filters', async () => {
    const user = userEvent.setup();
    const post = seededPosts(2).find((p) => p.status === 'needs_review')!;
    renderAt(`artist_id=3&campaignId=2&postId=${post.id}&status=needs_review&q=paper`);
    // The post's drawer is over the dialog: closed first.
    await findDetails(post.id);
    await user.keyboard('{Escape}');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: `Post ${post.id}` })).not.toBeInTheDocument(),
    );
    expect(currentParams().has('postId')).toBe(false);

    await user.click(within(dialog()).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(Object.fromEntries(currentParams())).toEqual({ artist_id: '3', q: 'paper' });
  });

  it('closes with Escape', async () => {
    const user = userEvent.setup();
    renderAt('campaignId=1&status=needs_review');
    await within(await screen.findByRole('dialog')).findByRole('table');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(currentParams().has('campaignId')).toBe(false);
  });

  it('says when a campaign has no posts yet', async () => {
    const empty = db().campaigns.find((c) => !db().posts.some((p) => p.campaign_id === c.id))!;
    renderAt(`campaignId=${empty.id}`);
    const view = await screen.findByRole('dialog', { name: empty.name });
    expect(await within(view).findByText('No posts yet')).toBeInTheDocument();
    expect(within(view).getByText(/Generate the campaign content/)).toBeInTheDocument();
    expect(within(view).queryByRole('table')).not.toBeInTheDocument();
  });

  it('says when the campaign does not exist', async () => {
    renderAt('campaignId=99999');
    const view = await screen.findByRole('dialog');
    expect(await within(view).findByText('Campaign not found')).toBeInTheDocument();
    expect(within(view).queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it.each([
    ['the server’s message', () => fail(500, 'Post store unavailable'), 'Post store unavailable'],
    [
      'the spec’s text when the server says nothing',
      () => new HttpResponse(null, { status: 503 }),
      'Failed to load campaign posts',
    ],
  ])('says when the posts cannot be loaded, with %s, and retries', async (_case, answer, text) => {
    const user = userEvent.setup();
    server.use(http.get(api('/post-generation/campaign/:id/posts'), answer));
    renderAt('campaignId=1&status=approved');
    const view = await screen.findByRole('dialog');
    expect(await within(view).findByText(text)).toBeInTheDocument();
    // The toast sits outside the modal, which hides the rest of the page from role queries.
    expect(await screen.findByRole('alert', { hidden: true })).toHaveTextContent(text);

    server.resetHandlers();
    await user.click(within(view).getByRole('button', { name: 'Retry' }));
    expect(await within(view).findByRole('table')).toBeInTheDocument();
    expect(listedIds()).toEqual(
      seededPosts(1)
        .filter((p) => p.status === 'approved')
        .map((p) => p.id),
    );
  });
});
