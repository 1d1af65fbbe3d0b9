// Texts of the campaign posts calendar (app.campaigns.calendar.*): the table/calendar switch,
// the keyboard hint, the reschedule dialog and the rescheduling toasts.
const en = {
  view: 'View',
  table: 'Table',
  calendar: 'Calendar',
  label: 'Calendar of the posts of %{name}',
  loading: 'Loading the calendar...',
  hint: 'Press Enter on a post to open it, or R to reschedule it.',
  event: '%{title}, %{when}, %{status}',
  reschedule: {
    title: 'Reschedule post %{id}',
    date: 'Date',
    time: 'Time',
    date_required: 'Enter the whole date',
    time_required: 'Enter the whole time',
    cancel: 'Cancel',
    submit: 'Reschedule',
  },
  rescheduled: 'Post rescheduled',
  failed: 'Failed to reschedule the post',
  ignored: 'The server kept the post on its previous date: it was not rescheduled',
  published: 'Published posts cannot be rescheduled',
};

const fr: typeof en = {
  view: 'Affichage',
  table: 'Tableau',
  calendar: 'Calendrier',
  label: 'Calendrier des publications de %{name}',
  loading: 'Chargement du calendrier...',
  hint: 'Appuyez sur Entrée sur une publication pour l’ouvrir, ou sur R pour la replanifier.',
  event: '%{title}, %{when}, %{status}',
  reschedule: {
    title: 'Replanifier la publication %{id}',
    date: 'Date',
    time: 'Heure',
    date_required: 'Saisissez la date complète',
    time_required: 'Saisissez l’heure complète',
    cancel: 'Annuler',
    submit: 'Replanifier',
  },
  rescheduled: 'Publication replanifiée',
  failed: 'Impossible de replanifier la publication',
  ignored: 'Le serveur a gardé la date précédente : la publication n’a pas été replanifiée',
  published: 'Les publications publiées ne peuvent pas être replanifiées',
};

const es: typeof en = {
  view: 'Vista',
  table: 'Tabla',
  calendar: 'Calendario',
  label: 'Calendario de las publicaciones de %{name}',
  loading: 'Cargando el calendario...',
  hint: 'Pulse Intro sobre una publicación para abrirla, o R para reprogramarla.',
  event: '%{title}, %{when}, %{status}',
  reschedule: {
    title: 'Reprogramar la publicación %{id}',
    date: 'Fecha',
    time: 'Hora',
    date_required: 'Introduzca la fecha completa',
    time_required: 'Introduzca la hora completa',
    cancel: 'Cancelar',
    submit: 'Reprogramar',
  },
  rescheduled: 'Publicación reprogramada',
  failed: 'No se pudo reprogramar la publicación',
  ignored: 'El servidor mantuvo la fecha anterior: la publicación no se reprogramó',
  published: 'Las publicaciones ya publicadas no se pueden reprogramar',
};

export const campaignCalendarMessages = { en, fr, es };
