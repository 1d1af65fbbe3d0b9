// Texts of the Smart Links Manager's Streaming Platforms and Social Platforms cards
// (app.smart_links.platforms.*). Platform names (Spotify, Instagram…) are brands: never translated.
const en = {
  streaming: {
    title: 'Streaming Platforms',
    add: 'Add streaming platform',
    empty: 'No streaming platforms yet.',
  },
  social: {
    title: 'Social Platforms',
    add: 'Add social platform',
    empty: 'No social platforms yet.',
  },
  order_hint:
    'Drag an entry by its handle, or use its Move up and Move down buttons, to change the order.',
  fields: {
    platform: 'Platform',
    display_name: 'Display name',
    profile_url: 'Profile URL',
  },
  no_platform: 'No platform',
  used_elsewhere: '%{name} (also in another entry)',
  // How an entry without a platform yet is named in its buttons: "Remove entry 2".
  entry: 'entry %{position}',
  hidden: 'Hidden',
  show: 'Show %{name} on the page',
  move_up: 'Move %{name} up',
  move_down: 'Move %{name} down',
  remove: 'Remove %{name}',
  moved: '%{name} moved to position %{position} of %{total}',
  removed: '%{name} removed',
  foreign_host: 'This address is not on %{platform} (%{host})',
  validation: {
    url_required: 'Enter the profile URL',
    url_http: 'Enter an address starting with http:// or https://',
    platform_required: 'Choose the platform of this address',
  },
  drag: {
    handle: 'Drag %{name}',
    role: 'sortable entry',
    instructions:
      'To pick up an entry, press Space or Enter. Use the arrow keys to move it, then Space or Enter to drop it in its new place, or Escape to cancel.',
    picked_up: 'Picked up %{title}, entry %{position} of %{total}.',
    over: '%{title} is over position %{position} of %{total}.',
    outside: '%{title} is no longer over the list.',
    dropped: '%{title} dropped, still entry %{position} of %{total}.',
    cancelled: 'Move cancelled: %{title} stays entry %{position} of %{total}.',
  },
};

const fr: typeof en = {
  streaming: {
    title: 'Plateformes de streaming',
    add: 'Ajouter une plateforme de streaming',
    empty: 'Aucune plateforme de streaming pour l’instant.',
  },
  social: {
    title: 'Réseaux sociaux',
    add: 'Ajouter un réseau social',
    empty: 'Aucun réseau social pour l’instant.',
  },
  order_hint:
    'Faites glisser une entrée par sa poignée, ou utilisez ses boutons Monter et Descendre, pour changer l’ordre.',
  fields: {
    platform: 'Plateforme',
    display_name: 'Nom affiché',
    profile_url: 'URL du profil',
  },
  no_platform: 'Aucune plateforme',
  used_elsewhere: '%{name} (déjà dans une autre entrée)',
  entry: 'l’entrée %{position}',
  hidden: 'Masquée',
  show: 'Afficher %{name} sur la page',
  move_up: 'Monter %{name}',
  move_down: 'Descendre %{name}',
  remove: 'Retirer %{name}',
  moved: '%{name} est maintenant en position %{position} sur %{total}',
  removed: 'Entrée retirée : %{name}',
  foreign_host: 'Cette adresse n’est pas sur %{platform} (%{host})',
  validation: {
    url_required: 'Saisissez l’URL du profil',
    url_http: 'Saisissez une adresse commençant par http:// ou https://',
    platform_required: 'Choisissez la plateforme de cette adresse',
  },
  drag: {
    handle: 'Faire glisser %{name}',
    role: 'entrée déplaçable',
    instructions:
      'Pour saisir une entrée, appuyez sur Espace ou Entrée. Déplacez-la avec les flèches, puis appuyez sur Espace ou Entrée pour la déposer à sa nouvelle place, ou sur Échap pour annuler.',
    picked_up: 'Entrée saisie : %{title}, position %{position} sur %{total}.',
    over: '%{title} est au-dessus de la position %{position} sur %{total}.',
    outside: '%{title} n’est plus au-dessus de la liste.',
    dropped: 'Entrée déposée : %{title}, toujours en position %{position} sur %{total}.',
    cancelled: 'Déplacement annulé : %{title} reste en position %{position} sur %{total}.',
  },
};

const es: typeof en = {
  streaming: {
    title: 'Plataformas de streaming',
    add: 'Añadir plataforma de streaming',
    empty: 'Todavía no hay plataformas de streaming.',
  },
  social: {
    title: 'Redes sociales',
    add: 'Añadir red social',
    empty: 'Todavía no hay redes sociales.',
  },
  order_hint:
    'Arrastre una entrada por su asa, o use sus botones Subir y Bajar, para cambiar el orden.',
  fields: {
    platform: 'Plataforma',
    display_name: 'Nombre visible',
    profile_url: 'URL del perfil',
  },
  no_platform: 'Ninguna plataforma',
  used_elsewhere: '%{name} (ya en otra entrada)',
  entry: 'la entrada %{position}',
  hidden: 'Oculta',
  show: 'Mostrar %{name} en la página',
  move_up: 'Subir %{name}',
  move_down: 'Bajar %{name}',
  remove: 'Quitar %{name}',
  moved: '%{name} está ahora en la posición %{position} de %{total}',
  removed: 'Entrada quitada: %{name}',
  foreign_host: 'Esta dirección no está en %{platform} (%{host})',
  validation: {
    url_required: 'Introduzca la URL del perfil',
    url_http: 'Introduzca una dirección que empiece por http:// o https://',
    platform_required: 'Elija la plataforma de esta dirección',
  },
  drag: {
    handle: 'Arrastrar %{name}',
    role: 'entrada ordenable',
    instructions:
      'Para tomar una entrada, pulse Espacio o Intro. Muévala con las flechas y pulse Espacio o Intro para soltarla en su nuevo lugar, o Escape para cancelar.',
    picked_up: 'Entrada tomada: %{title}, posición %{position} de %{total}.',
    over: '%{title} está sobre la posición %{position} de %{total}.',
    outside: '%{title} ya no está sobre la lista.',
    dropped: 'Entrada soltada: %{title}, sigue en la posición %{position} de %{total}.',
    cancelled: 'Movimiento cancelado: %{title} sigue en la posición %{position} de %{total}.',
  },
};

export const smartLinkPlatformsMessages = { en, fr, es };
