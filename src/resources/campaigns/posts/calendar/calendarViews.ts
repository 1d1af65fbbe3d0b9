// The periods the posts calendar shows, and FullCalendar's view for each.
export const CALENDAR_VIEWS = {
  month: 'dayGridMonth',
  week: 'timeGridWeek',
} as const;

export type CalendarPeriod = keyof typeof CALENDAR_VIEWS;

/** The period of one of FullCalendar's views (the month for any other). */
export const periodOfView = (viewType: string): CalendarPeriod =>
  viewType === CALENDAR_VIEWS.week ? 'week' : 'month';
