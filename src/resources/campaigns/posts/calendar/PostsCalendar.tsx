// The posts on a month or week calendar (FullCalendar): coloured by status, a click or Enter
// opens the post's drawer, a drag or R (a date/time form) reschedules it. Its toolbar is the
// app's own (CalendarToolbar); FullCalendar's is off. Loaded only when the calendar view is
// chosen: the library stays out of every other screen's bundle.
import type {
  DatesSetArg,
  EventClickArg,
  EventContentArg,
  EventDropArg,
  EventMountArg,
} from '@fullcalendar/core';
import esLocale from '@fullcalendar/core/locales/es';
import frLocale from '@fullcalendar/core/locales/fr';
import dayGridPlugin from '@fullcalendar/daygrid';
import interactionPlugin from '@fullcalendar/interaction';
import FullCalendar from '@fullcalendar/react';
import timeGridPlugin from '@fullcalendar/timegrid';
import { alpha, Box, Typography, useTheme } from '@mui/material';
import {
  memo,
  useCallback,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
} from 'react';
import { useLocaleState, useTranslate, type Identifier } from 'react-admin';
import type { CampaignPost } from '@/api/types';
import { now } from '@/lib/clock';
import { DATE_TIME_OPTIONS, TIME_OPTIONS, useFormatDate } from '@/lib/dates';
import { postStatusKey } from '../postStatus';
import { scheduleOf } from '../postSchedule';
import { postEventId } from '../postAnchor';
import { useToast } from '@/components/toasts/useToast';
import { CalendarToolbar } from './CalendarToolbar';
import { CALENDAR_VIEWS, periodOfView, type CalendarPeriod } from './calendarViews';
import { postEvents } from './postEvents';
import { RescheduleDialog } from './RescheduleDialog';
import { schedulePartsOf, type ScheduleParts } from './scheduleParts';
import { useReschedulePost } from './useReschedulePost';

const KEY = 'app.campaigns.calendar';
const LOCALES = { fr: frLocale, es: esLocale };
const RESCHEDULE_KEY = 'r';
// FullCalendar compares its options by identity, and any that changed makes it build the whole
// calendar again: what does not depend on the screen's state is made once, here.
const PLUGINS = [dayGridPlugin, timeGridPlugin, interactionPlugin];
const ALL_LOCALES = [frLocale, esLocale];
const calendarNow = () => new Date(now());

export interface PostsCalendarProps {
  posts: CampaignPost[];
  selectedId: string | null;
  onOpen: (id: Identifier) => void;
  label: string;
}

/** FullCalendar's parts of a moment in the calendar's (local) time zone. */
interface CalendarMoment {
  date: { year: number; month: number; day: number; hour: number; minute: number };
}

const postOf = (event: { extendedProps: Record<string, unknown> }) =>
  event.extendedProps.post as CampaignPost;

/** The month shown first: the linked post's, else the first scheduled post's, else today's. */
function firstDate(posts: CampaignPost[], selectedId: string | null): Date | undefined {
  const linked = posts.find((post) => String(post.id) === selectedId);
  const candidates = linked ? [linked, ...posts] : posts;
  for (const post of candidates) {
    const start = scheduleOf(post);
    if (start) return start;
  }
  return undefined;
}

/**
 * Memoised, with options that stay the same objects while what they show stays: a choice made
 * elsewhere in the posts view (the switch back to the table, a tab) used to rebuild every day
 * and event of the calendar in the click's frame (issue 22).
 */
export default memo(function PostsCalendar({
  posts,
  selectedId,
  onOpen,
  label,
}: PostsCalendarProps) {
  const translate = useTranslate();
  const theme = useTheme();
  const [locale] = useLocaleState();
  const formatDate = useFormatDate();
  const toast = useToast();
  const reschedule = useReschedulePost();
  const [initialDate] = useState(() => firstDate(posts, selectedId));
  const [editing, setEditing] = useState<CampaignPost>();
  const events = useMemo(() => postEvents(posts, theme), [posts, theme]);
  const calendarRef = useRef<FullCalendar>(null);
  const [shown, setShown] = useState<{ title: string; period: CalendarPeriod }>({
    title: '',
    period: 'month',
  });
  const api = () => calendarRef.current?.getApi();
  // The events' times and the week's hours read as in the table and the drawer: the app's one
  // clock per language (12-hour in English), not FullCalendar's own.
  const timeOf = useCallback(
    ({ date }: CalendarMoment) =>
      formatDate(new Date(date.year, date.month, date.day, date.hour, date.minute), TIME_OPTIONS),
    [formatDate],
  );
  const eventClassNames = useCallback(
    (arg: EventContentArg) => (arg.event.id === selectedId ? ['is-selected'] : []),
    [selectedId],
  );

  const describe = (arg: EventMountArg) => {
    const post = postOf(arg.event);
    const { el } = arg;
    // The drawer gives focus back to the post's anchor when it closes.
    el.id = postEventId(post.id);
    el.dataset.postId = String(post.id);
    el.setAttribute('role', 'button');
    el.setAttribute(
      'aria-label',
      translate(`${KEY}.event`, {
        title: arg.event.title,
        when: formatDate(scheduleOf(post), DATE_TIME_OPTIONS),
        status: translate(postStatusKey(post.status), { _: post.status }),
      }),
    );
    if (post.status !== 'published') el.setAttribute('aria-keyshortcuts', 'R');
  };

  const drop = async (info: EventDropArg) => {
    const start = info.event.start;
    const moved = start ? await reschedule(postOf(info.event), schedulePartsOf(start)) : false;
    if (!moved) info.revert();
  };

  const askReschedule = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key.toLowerCase() !== RESCHEDULE_KEY || event.ctrlKey || event.metaKey) return;
    if (event.altKey) return;
    const id = (event.target as HTMLElement).closest<HTMLElement>('[data-post-id]')?.dataset.postId;
    const post = posts.find((candidate) => String(candidate.id) === id);
    if (!post) return;
    event.preventDefault();
    if (post.status === 'published') toast.warning(translate(`${KEY}.published`));
    else setEditing(post);
  };

  // FullCalendar's handlers are made once and call the latest of these, which read this
  // render's posts, texts and language.
  const latest = useRef({ onOpen, describe, drop });
  useLayoutEffect(() => {
    latest.current = { onOpen, describe, drop };
  });
  const handlers = useMemo(
    () => ({
      eventClick: (info: EventClickArg) => {
        info.jsEvent.preventDefault();
        latest.current.onOpen(postOf(info.event).id);
      },
      eventDrop: (info: EventDropArg) => void latest.current.drop(info),
      eventDidMount: (arg: EventMountArg) => latest.current.describe(arg),
      // FullCalendar announces its range again after it renders: a state left as it was stops
      // that from looping.
      datesSet: ({ view }: DatesSetArg) => {
        const title = view.title;
        const period = periodOfView(view.type);
        setShown((before) =>
          before.title === title && before.period === period ? before : { title, period },
        );
      },
    }),
    [],
  );

  const submitReschedule = async (post: CampaignPost, wanted: ScheduleParts) => {
    // A refused or ignored move leaves the form open with what was typed, to fix or cancel.
    if (!(await reschedule(post, wanted))) return;
    setEditing(undefined);
    document.getElementById(postEventId(post.id))?.focus();
  };

  return (
    <Box
      component="section"
      aria-label={label}
      onKeyDown={askReschedule}
      sx={{
        '& .fc-event': { cursor: 'pointer' },
        '& .fc-event.is-selected': {
          outline: `2px solid ${theme.palette.text.primary}`,
          outlineOffset: 1,
        },
        // FullCalendar's colours follow the theme, light or dark.
        '& .fc': {
          '--fc-page-bg-color': theme.palette.background.paper,
          '--fc-border-color': theme.palette.divider,
          '--fc-neutral-bg-color': theme.palette.action.hover,
          '--fc-today-bg-color': alpha(theme.palette.primary.main, 0.08),
        },
        // The weekday names: colours of their own, in both themes, rather than FullCalendar's
        // sticky header background (its page colour variable) under the theme's text colour,
        // which showed them white on white in the dark theme.
        '& .fc .fc-col-header-cell': {
          backgroundColor: theme.palette.background.paper,
          color: theme.palette.text.primary,
        },
        '& .fc .fc-col-header-cell-cushion': { color: 'inherit' },
        // The days of the months around the one shown: FullCalendar fades their numbers to 30%
        // opacity, too faint to read (axe: colour contrast); the secondary text colour still sets
        // them apart and reads in both themes.
        '& .fc .fc-day-other .fc-daygrid-day-top': { opacity: 1 },
        '& .fc .fc-day-other .fc-daygrid-day-number': { color: theme.palette.text.secondary },
        '& .fc-event:focus-visible': {
          outline: `3px solid ${theme.palette.primary.main}`,
          outlineOffset: 2,
        },
      }}
    >
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
        {translate(`${KEY}.hint`)}
      </Typography>
      <CalendarToolbar
        title={shown.title}
        period={shown.period}
        onPrevious={() => api()?.prev()}
        onNext={() => api()?.next()}
        onToday={() => api()?.today()}
        onPeriodChange={(period) => api()?.changeView(CALENDAR_VIEWS[period])}
      />
      <FullCalendar
        ref={calendarRef}
        plugins={PLUGINS}
        initialView={CALENDAR_VIEWS.month}
        initialDate={initialDate}
        now={calendarNow}
        locales={ALL_LOCALES}
        locale={locale in LOCALES ? locale : 'en'}
        headerToolbar={false}
        height="auto"
        slotMinTime="06:00:00"
        eventDisplay="block"
        eventTimeFormat={timeOf}
        slotLabelFormat={timeOf}
        events={events}
        editable
        eventDurationEditable={false}
        eventInteractive
        eventClick={handlers.eventClick}
        eventDrop={handlers.eventDrop}
        eventDidMount={handlers.eventDidMount}
        datesSet={handlers.datesSet}
        eventClassNames={eventClassNames}
      />
      <RescheduleDialog
        post={editing}
        onCancel={() => setEditing(undefined)}
        onSubmit={submitReschedule}
      />
    </Box>
  );
});
