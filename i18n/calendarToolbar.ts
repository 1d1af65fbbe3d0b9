// Texts of the posts calendar's own toolbar (app.campaigns.calendar_toolbar.*): previous, next,
// today and the month/week choice, drawn with the app's buttons instead of FullCalendar's.
const en = {
  label: 'Calendar navigation',
  previous: {
    month: 'Previous month',
    week: 'Previous week',
  },
  next: {
    month: 'Next month',
    week: 'Next week',
  },
  today: 'Today',
  period: 'Period shown',
  month: 'Month',
  week: 'Week',
};

const fr: typeof en = {
  label: 'Navigation du calendrier',
  previous: {
    month: 'Mois précédent',
    week: 'Semaine précédente',
  },
  next: {
    month: 'Mois suivant',
    week: 'Semaine suivante',
  },
  today: 'Aujourd’hui',
  period: 'Période affichée',
  month: 'Mois',
  week: 'Semaine',
};

const es: typeof en = {
  label: 'Navegación del calendario',
  previous: {
    month: 'Mes anterior',
    week: 'Semana anterior',
  },
  next: {
    month: 'Mes siguiente',
    week: 'Semana siguiente',
  },
  today: 'Hoy',
  period: 'Periodo mostrado',
  month: 'Mes',
  week: 'Semana',
};

export const calendarToolbarMessages = { en, fr, es };
