// Texts of the settings' Post Templates tab (app.settings.templates.*): the templates each new
// campaign's posts are scheduled from, read-only. Format and type names come from the campaign
// posts' vocabulary (app.campaigns.posts.format.*, app.campaigns.posts.type.*).
const en = {
  title: 'Post templates',
  intro:
    'Each new campaign gets one post per active template on its platforms, in the template’s week around the launch. Templates are read-only here.',
  summary: '%{templates} over %{weeks}, from week %{first} to week %{last}',
  count: '%{count} template |||| %{count} templates',
  weeks: '%{count} week |||| %{count} weeks',
  filtered: '%{shown} of %{count} template |||| %{shown} of %{count} templates',
  matches: '%{count} template matches |||| %{count} templates match',
  loading: 'Loading post templates…',
  load_failed: 'Error loading post templates',
  empty: 'No post templates',
  empty_hint: 'The server has no post templates to list.',
  search: 'Search templates',
  search_hint: 'By name or format',
  no_match: 'No template matches “%{query}”.',
  table: '%{platform} post templates',
  columns: {
    id: 'ID',
    name: 'Name',
    week: 'Week',
    phase: 'Phase',
    format: 'Format',
    type: 'Type',
    active: 'Active',
  },
  week_hint: 'Weeks are counted from the launch week (0).',
  phase: {
    pre_launch: 'Pre-launch',
    launch: 'Launch',
    post_launch: 'Post-launch',
  },
  yes: 'Yes',
  no: 'No',
};

const fr: typeof en = {
  title: 'Modèles de publication',
  intro:
    'Chaque nouvelle campagne reçoit une publication par modèle actif sur ses plateformes, dans la semaine du modèle autour de la sortie. Les modèles sont en lecture seule ici.',
  summary: '%{templates} sur %{weeks}, de la semaine %{first} à la semaine %{last}',
  count: '%{count} modèle |||| %{count} modèles',
  weeks: '%{count} semaine |||| %{count} semaines',
  filtered: '%{shown} sur %{count} modèle |||| %{shown} sur %{count} modèles',
  matches: '%{count} modèle correspond |||| %{count} modèles correspondent',
  loading: 'Chargement des modèles de publication…',
  load_failed: 'Erreur lors du chargement des modèles de publication',
  empty: 'Aucun modèle de publication',
  empty_hint: 'Le serveur n’a aucun modèle de publication à lister.',
  search: 'Rechercher des modèles',
  search_hint: 'Par nom ou par format',
  no_match: 'Aucun modèle ne correspond à « %{query} ».',
  table: 'Modèles de publication %{platform}',
  columns: {
    id: 'ID',
    name: 'Nom',
    week: 'Semaine',
    phase: 'Phase',
    format: 'Format',
    type: 'Type',
    active: 'Actif',
  },
  week_hint: 'Les semaines sont comptées à partir de la semaine de sortie (0).',
  phase: {
    pre_launch: 'Avant la sortie',
    launch: 'Sortie',
    post_launch: 'Après la sortie',
  },
  yes: 'Oui',
  no: 'Non',
};

const es: typeof en = {
  title: 'Plantillas de publicación',
  intro:
    'Cada nueva campaña recibe una publicación por plantilla activa en sus plataformas, en la semana de la plantilla alrededor del lanzamiento. Aquí las plantillas son de solo lectura.',
  summary: '%{templates} en %{weeks}, de la semana %{first} a la semana %{last}',
  count: '%{count} plantilla |||| %{count} plantillas',
  weeks: '%{count} semana |||| %{count} semanas',
  filtered: '%{shown} de %{count} plantilla |||| %{shown} de %{count} plantillas',
  matches: '%{count} plantilla coincide |||| %{count} plantillas coinciden',
  loading: 'Cargando las plantillas de publicación…',
  load_failed: 'Error al cargar las plantillas de publicación',
  empty: 'No hay plantillas de publicación',
  empty_hint: 'El servidor no tiene plantillas de publicación que mostrar.',
  search: 'Buscar plantillas',
  search_hint: 'Por nombre o formato',
  no_match: 'Ninguna plantilla coincide con «%{query}».',
  table: 'Plantillas de publicación de %{platform}',
  columns: {
    id: 'N.º',
    name: 'Nombre',
    week: 'Semana',
    phase: 'Fase',
    format: 'Formato',
    type: 'Tipo',
    active: 'Activa',
  },
  week_hint: 'Las semanas se cuentan desde la semana del lanzamiento (0).',
  phase: {
    pre_launch: 'Prelanzamiento',
    launch: 'Lanzamiento',
    post_launch: 'Poslanzamiento',
  },
  yes: 'Sí',
  no: 'No',
};

export const postTemplatesMessages = { en, fr, es };
