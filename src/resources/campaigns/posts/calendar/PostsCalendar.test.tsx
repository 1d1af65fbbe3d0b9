import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { useLocation } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { pickerText, typeInPicker } from '@tests/helpers/pickers';
import { renderWithAdmin } from '@tests/helpers/renderWithAdmin';
import { signInForTest } from '@tests/helpers/signedIn';
import { db } from '@/mocks/db/database';
import { api, fail, ok } from '@/mocks/http';
import { server } from '@/mocks/node';
import CampaignPostsDialog from '../CampaignPostsDialog';

beforeEach(async () => {
  await signInForTest();
});

const LocationSpy = () => {
  const location = useLocation();
  return <output data-testid="location">{location.search}</output>;
};
const currentParams = () => new URLSearchParams(screen.getByTestId('location').textContent ?? '');

// Campaign 3 is upcoming: its first posts (December 2026) are still editable.
const CAMPAIGN = 3;
const renderCalendar = (query = '', locale: 'en' | 'fr' | 'es' = 'en') =>
  renderWithAdmin(
    <>
      <CampaignPostsDialog />
      <LocationSpy />
    </>,
    { route: `/promo-campaigns?campaignId=${CAMPAIGN}&view=calendar${query}`, locale },
  );

const seeded = () => db().posts.filter((post) => post.campaign_id === CAMPAIGN);
const decemberPosts = () => seeded().filter((post) => post.scheduled_date.startsWith('2026-12-'));
/** A post's event on the calendar (78 posts: read from the DOM, role queries are slow). */
const eventOf = (id: number) => document.querySelector<HTMLElement>(`[data-post-id="${id}"]`);
const dayOf = (event: Element | null) => event?.closest('[data-date]')?.getAttribute('data-date');
/** A post of December that the seed has not published yet. */
const movablePost = () => decemberPosts().find((p) => p.status !== 'published')!;
const findEvent = async (id: number) => {
  // FullCalendar is a chunk of its own, loaded when the calendar first shows.
  await waitFor(() => expect(eventOf(id)).not.toBeNull(), { timeout: 20_000 });
  return eventOf(id)!;
};

/** R on the post's event, then the reschedule form typed into (English: 12/24/2026, 02:30 PM). */
async function rescheduleFromKeyboard(postId: number) {
  const user = userEvent.setup();
  (await findEvent(postId)).focus();
  await user.keyboard('r');
  const dialog = await screen.findByRole('dialog', { name: `Reschedule post ${postId}` });
  await typeInPicker(user, dialog, /^Date/, { Month: '12', Day: '24', Year: '2026' });
  await typeInPicker(user, dialog, /^Time/, { Hours: '02', Minutes: '30', Meridiem: 'p' });
  await user.click(within(dialog).getByRole('button', { name: 'Reschedule' }));
  return dialog;
}

describe('posts calendar', () => {
  it('shows the month of the first post with every post of that month on its day', async () => {
    renderCalendar();
    const expected = decemberPosts();
    expect(expected.length).toBeGreaterThan(0);
    await findEvent(expected[0].id);

    expect(screen.getByText('December 2026')).toBeInTheDocument();
    for (const post of expected) {
      const event = eventOf(post.id);
      expect(dayOf(event), `post ${post.id}`).toBe(post.scheduled_date);
      expect(event).toHaveTextContent(post.template_name!);
    }
    // The tabs still filter: the posts of the other statuses leave the calendar.
    await userEvent.click(screen.getByText(/^Needs Review \(/));
    const reviewed = new Set(
      seeded()
        .filter((p) => p.status === 'needs_review')
        .map((p) => p.id),
    );
    await waitFor(() => {
      const shown = Array.from(document.querySelectorAll('[data-post-id]'), (el) =>
        Number(el.getAttribute('data-post-id')),
      );
      expect(shown.filter((id) => !reviewed.has(id))).toEqual([]);
    });
    for (const post of expected.filter((p) => reviewed.has(p.id))) {
      expect(dayOf(eventOf(post.id))).toBe(post.scheduled_date);
    }
  });

  it('shows a week with the posts at their day and time', async () => {
    const [first] = decemberPosts();
    first.scheduled_time = '18:30';
    renderCalendar();
    await findEvent(first.id);
    const toolbar = screen.getByRole('group', { name: 'Calendar navigation' });
    await userEvent.click(within(toolbar).getByRole('button', { name: 'Week' }));

    await waitFor(() => expect(eventOf(first.id)?.closest('.fc-timegrid-col')).not.toBeNull());
    expect(dayOf(eventOf(first.id))).toBe(first.scheduled_date);
    // English reads times on a 12-hour clock, as the table does.
    expect(eventOf(first.id)).toHaveTextContent('6:30 PM');
    expect(within(toolbar).getByRole('button', { name: 'Week' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // The arrows now move by weeks, and say so.
    expect(within(toolbar).getByRole('button', { name: 'Next week' })).toBeInTheDocument();
    expect(within(toolbar).queryByRole('button', { name: 'Next month' })).toBeNull();
  });

  // TEST_NOW, the app clock in tests, is in November 2026.
  it('moves by month with its own Previous and Next, and back to today’s month with Today', async () => {
    const [first] = decemberPosts();
    const january = seeded().find((post) => post.scheduled_date.startsWith('2027-01-'))!;
    renderCalendar();
    await findEvent(first.id);
    const toolbar = screen.getByRole('group', { name: 'Calendar navigation' });
    // FullCalendar's own toolbar and its icon font are gone.
    expect(document.querySelector('.fc-header-toolbar, .fc-icon')).toBeNull();

    await userEvent.click(within(toolbar).getByRole('button', { name: 'Next month' }));
    expect(within(toolbar).getByRole('heading', { name: 'January 2027' })).toBeInTheDocument();
    await findEvent(january.id);
    expect(eventOf(first.id)).toBeNull();

    // From the keyboard: Tab to Today, Enter. The app clock's month (TEST_NOW) comes back.
    within(toolbar).getByRole('button', { name: 'Next month' }).focus();
    await userEvent.tab();
    expect(within(toolbar).getByRole('button', { name: 'Today' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(within(toolbar).getByRole('heading', { name: 'November 2026' })).toBeInTheDocument();

    await userEvent.click(within(toolbar).getByRole('button', { name: 'Previous month' }));
    expect(within(toolbar).getByRole('heading', { name: 'October 2026' })).toBeInTheDocument();
  });

  it('speaks the interface language, weeks starting on Monday in French', async () => {
    const [first] = decemberPosts();
    renderCalendar('', 'fr');
    await findEvent(first.id);

    expect(screen.getByText('décembre 2026')).toBeInTheDocument();
    const weekdays = document.querySelectorAll('th[role=columnheader]');
    expect(weekdays[0]).toHaveTextContent('lun.');
    expect(screen.getByText('Calendrier').closest('button')).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const toolbar = screen.getByRole('group', { name: 'Navigation du calendrier' });
    for (const name of ['Mois précédent', 'Mois suivant', 'Aujourd’hui', 'Mois', 'Semaine']) {
      expect(within(toolbar).getByRole('button', { name })).toBeInTheDocument();
    }
    await userEvent.click(within(toolbar).getByRole('button', { name: 'Mois suivant' }));
    expect(within(toolbar).getByRole('heading', { name: 'janvier 2027' })).toBeInTheDocument();
    await userEvent.click(within(toolbar).getByRole('button', { name: 'Semaine' }));
    expect(within(toolbar).getByRole('button', { name: 'Semaine suivante' })).toBeInTheDocument();
  });

  it('names its toolbar in Spanish', async () => {
    const [first] = decemberPosts();
    renderCalendar('', 'es');
    await findEvent(first.id);

    const toolbar = screen.getByRole('group', { name: 'Navegación del calendario' });
    expect(within(toolbar).getByRole('heading', { name: 'diciembre de 2026' })).toBeInTheDocument();
    expect(within(toolbar).getByRole('group', { name: 'Periodo mostrado' })).toBeInTheDocument();
    for (const name of ['Mes anterior', 'Mes siguiente', 'Hoy', 'Mes', 'Semana']) {
      expect(within(toolbar).getByRole('button', { name })).toBeInTheDocument();
    }
    await userEvent.click(within(toolbar).getByRole('button', { name: 'Semana' }));
    expect(within(toolbar).getByRole('button', { name: 'Semana anterior' })).toBeInTheDocument();
  });

  it('opens the drawer of a clicked post, and of a post focused then opened with Enter', async () => {
    const [first, second] = decemberPosts();
    renderCalendar();
    await userEvent.click(await findEvent(first.id));

    expect(await screen.findByRole('dialog', { name: `Post ${first.id}` })).toBeInTheDocument();
    expect(currentParams().get('postId')).toBe(String(first.id));

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(currentParams().get('postId')).toBeNull());
    eventOf(second.id)!.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(currentParams().get('postId')).toBe(String(second.id)));
  });

  it('starts on the month of a linked post and switches back to the table', async () => {
    const january = seeded().find((post) => post.scheduled_date.startsWith('2027-01-'))!;
    renderCalendar(`&postId=${january.id}`);
    await screen.findByRole('dialog', { name: `Post ${january.id}` });
    expect(dayOf(await findEvent(january.id))).toBe(january.scheduled_date);
    expect(screen.getByText('January 2027')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: `Post ${january.id}` })).toBeNull(),
    );

    await userEvent.click(screen.getByRole('button', { name: 'Table' }));
    // 78 rows make role queries slow: the table is found by its label.
    expect((await screen.findByLabelText(/^Posts of /)).tagName).toBe('TABLE');
    expect(currentParams().get('view')).toBeNull();
  });

  it('reschedules a post from the keyboard with the date and time it was given', async () => {
    const post = movablePost();
    const sent: unknown[] = [];
    server.use(
      http.put(api(`/post-generation/posts/${post.id}`), async ({ request }) => {
        sent.push(await request.clone().json());
        // Nothing returned: the demo API answers.
      }),
    );
    renderCalendar();
    await rescheduleFromKeyboard(post.id);

    expect(await screen.findByText('Post rescheduled')).toBeInTheDocument();
    expect(sent).toEqual([{ scheduled_date: '2026-12-24', scheduled_time: '14:30' }]);
    await waitFor(() => expect(dayOf(eventOf(post.id))).toBe('2026-12-24'));
    expect(db().posts.find((p) => p.id === post.id)).toMatchObject({
      scheduled_date: '2026-12-24',
      scheduled_time: '14:30',
    });
  });

  it('keeps the post on its day and says so when the server ignores the new date', async () => {
    const post = movablePost();
    // A server without the extension: it answers with the post as it was.
    server.use(
      http.put(api(`/post-generation/posts/${post.id}`), () =>
        ok(db().posts.find((p) => p.id === post.id)),
      ),
    );
    renderCalendar();
    await rescheduleFromKeyboard(post.id);

    expect(
      await screen.findByText(
        'The server kept the post on its previous date: it was not rescheduled',
      ),
    ).toBeInTheDocument();
    expect(dayOf(eventOf(post.id))).toBe(post.scheduled_date);
    expect(db().posts.find((p) => p.id === post.id)?.scheduled_date).toBe(post.scheduled_date);
  });

  it('keeps the post on its day with the server’s message when the change fails', async () => {
    const post = movablePost();
    server.use(
      http.put(api(`/post-generation/posts/${post.id}`), () =>
        fail(409, 'This slot is locked by the label'),
      ),
    );
    renderCalendar();
    const dialog = await rescheduleFromKeyboard(post.id);

    expect(await screen.findByText('This slot is locked by the label')).toBeInTheDocument();
    expect(dayOf(eventOf(post.id))).toBe(post.scheduled_date);
    // The form stays open with what was typed, to try again or cancel.
    expect(pickerText(within(dialog).getByRole('group', { name: /^Date/ }))).toBe('12/24/2026');
    expect(pickerText(within(dialog).getByRole('group', { name: /^Time/ }))).toBe('02:30 PM');
  });

  it('does not reschedule a published post', async () => {
    // Campaign 2 is under way: its first posts went out already.
    const post = db().posts.find((p) => p.campaign_id === 2 && p.status === 'published')!;
    renderWithAdmin(<CampaignPostsDialog />, {
      route: `/promo-campaigns?campaignId=${post.campaign_id}&view=calendar`,
      locale: 'en',
    });
    (await findEvent(post.id)).focus();
    await userEvent.keyboard('r');

    expect(await screen.findByText('Published posts cannot be rescheduled')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: `Reschedule post ${post.id}` })).toBeNull();
  });
});
