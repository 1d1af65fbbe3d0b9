// Each catalogue health rule's title (what is wrong) and why it matters
// (app.catalogue_health.rules.<rule id>.title / .why, issue 40). The rule ids' dots are the
// keys' levels: songs.published_without_audio → songs: { published_without_audio: … }.
const en = {
  songs: {
    published_without_audio: {
      title: 'Published without an audio file',
      why: 'Distributors cannot deliver a song to the stores without its master recording.',
    },
    published_without_isrc: {
      title: 'Published without an ISRC',
      why: 'Stores and collecting societies identify a recording by its ISRC: without one, its streams cannot be reported or paid.',
    },
    isrc_malformed: {
      title: 'ISRC malformed',
      why: 'Distributors reject an ISRC that is not two letters, three letters or digits and seven digits.',
    },
    isrc_duplicate: {
      title: 'Same ISRC on two songs',
      why: 'An ISRC names one recording: shared, the streams of one song are paid to the other.',
    },
    published_without_release_date: {
      title: 'Published without a release date',
      why: 'Stores need the date a song came out to place it in the artist’s discography.',
    },
    without_duration: {
      title: 'No duration',
      why: 'Stores show a song’s length, and distributors check it against the audio file.',
    },
  },
  albums: {
    published_without_upc: {
      title: 'Published without a UPC',
      why: 'A release needs a barcode (UPC or EAN) to be delivered and sold in the stores.',
    },
    upc_malformed: {
      title: 'UPC malformed',
      why: 'Distributors reject a barcode with anything but digits or with a wrong check digit.',
    },
    upc_duplicate: {
      title: 'Same UPC on two albums',
      why: 'A barcode names one release: shared, the stores merge the two albums or refuse the second.',
    },
    without_cover: {
      title: 'No cover',
      why: 'Stores do not list a release without its cover art.',
    },
    without_tracks: {
      title: 'No tracks',
      why: 'An album without songs has nothing to deliver.',
    },
    draft_past_release: {
      title: 'Still a draft after its release date',
      why: 'The release date has passed and the album was never published: it is missing from the stores.',
    },
    published_future_release: {
      title: 'Published with a future release date',
      why: 'The album is marked published although it is only announced: check its status or its date.',
    },
  },
  artists: {
    without_profile_image: {
      title: 'No profile image',
      why: 'The artist’s page, smart link and press material all show this picture.',
    },
    email_unreachable: {
      title: 'No reachable email',
      why: 'The label cannot write to the artist: campaign reviews and song requests go by email.',
    },
    bio_missing_en: {
      title: 'No bio in English',
      why: 'Stores, playlists and the press use the artist’s English bio.',
    },
    bio_missing_fr: {
      title: 'No bio in French',
      why: 'French-speaking stores, playlists and press need the artist’s French bio.',
    },
    bio_missing_es: {
      title: 'No bio in Spanish',
      why: 'Spanish-speaking stores, playlists and press need the artist’s Spanish bio.',
    },
    active_without_songs: {
      title: 'Active but with no song',
      why: 'An active artist with no song in the catalogue is either missing their songs or no longer active.',
    },
  },
  campaigns: {
    review_before_launch: {
      title: 'Posts to review before launch',
      why: 'The campaign launches within 14 days and posts not reviewed by then cannot go out on time.',
    },
  },
  smartLinks: {
    url_warning: {
      title: 'Smart link addresses to check',
      why: 'A platform’s button that leads elsewhere (a Deezer address under Spotify) loses the fan who taps it.',
    },
  },
};

const fr: typeof en = {
  songs: {
    published_without_audio: {
      title: 'Publiée sans fichier audio',
      why: 'Les distributeurs ne peuvent pas livrer une chanson aux plateformes sans son enregistrement maître.',
    },
    published_without_isrc: {
      title: 'Publiée sans ISRC',
      why: 'Les plateformes et les sociétés de gestion identifient un enregistrement par son ISRC : sans lui, ses écoutes ne peuvent être ni déclarées ni payées.',
    },
    isrc_malformed: {
      title: 'ISRC mal formé',
      why: 'Les distributeurs refusent un ISRC qui n’est pas fait de deux lettres, trois lettres ou chiffres et sept chiffres.',
    },
    isrc_duplicate: {
      title: 'Même ISRC sur deux chansons',
      why: 'Un ISRC désigne un seul enregistrement : partagé, les écoutes d’une chanson sont payées à l’autre.',
    },
    published_without_release_date: {
      title: 'Publiée sans date de sortie',
      why: 'Les plateformes ont besoin de la date de sortie d’une chanson pour la placer dans la discographie de l’artiste.',
    },
    without_duration: {
      title: 'Sans durée',
      why: 'Les plateformes affichent la durée d’une chanson, et les distributeurs la comparent au fichier audio.',
    },
  },
  albums: {
    published_without_upc: {
      title: 'Publié sans UPC',
      why: 'Une sortie a besoin d’un code-barres (UPC ou EAN) pour être livrée et vendue sur les plateformes.',
    },
    upc_malformed: {
      title: 'UPC mal formé',
      why: 'Les distributeurs refusent un code-barres contenant autre chose que des chiffres ou dont la clé de contrôle est fausse.',
    },
    upc_duplicate: {
      title: 'Même UPC sur deux albums',
      why: 'Un code-barres désigne une seule sortie : partagé, les plateformes fusionnent les deux albums ou refusent le second.',
    },
    without_cover: {
      title: 'Sans pochette',
      why: 'Les plateformes ne référencent pas une sortie sans sa pochette.',
    },
    without_tracks: {
      title: 'Sans titres',
      why: 'Un album sans chansons n’a rien à livrer.',
    },
    draft_past_release: {
      title: 'Toujours brouillon après sa date de sortie',
      why: 'La date de sortie est passée et l’album n’a jamais été publié : il manque sur les plateformes.',
    },
    published_future_release: {
      title: 'Publié avec une date de sortie à venir',
      why: 'L’album est marqué publié alors qu’il n’est qu’annoncé : vérifiez son statut ou sa date.',
    },
  },
  artists: {
    without_profile_image: {
      title: 'Sans photo de profil',
      why: 'La page de l’artiste, son lien intelligent et le matériel de presse affichent tous cette photo.',
    },
    email_unreachable: {
      title: 'Aucun courriel joignable',
      why: 'Le label ne peut pas écrire à l’artiste : les révisions de campagne et les demandes de chansons passent par courriel.',
    },
    bio_missing_en: {
      title: 'Sans biographie en anglais',
      why: 'Les plateformes, les listes de lecture et la presse utilisent la biographie anglaise de l’artiste.',
    },
    bio_missing_fr: {
      title: 'Sans biographie en français',
      why: 'Les plateformes, les listes de lecture et la presse francophones ont besoin de la biographie française de l’artiste.',
    },
    bio_missing_es: {
      title: 'Sans biographie en espagnol',
      why: 'Les plateformes, les listes de lecture et la presse hispanophones ont besoin de la biographie espagnole de l’artiste.',
    },
    active_without_songs: {
      title: 'Actif mais sans chanson',
      why: 'Un artiste actif sans aucune chanson au catalogue : soit ses chansons manquent, soit il n’est plus actif.',
    },
  },
  campaigns: {
    review_before_launch: {
      title: 'Publications à réviser avant le lancement',
      why: 'La campagne est lancée d’ici 14 jours et les publications non révisées d’ici là ne pourront pas partir à temps.',
    },
  },
  smartLinks: {
    url_warning: {
      title: 'Adresses de liens intelligents à vérifier',
      why: 'Le bouton d’une plateforme qui mène ailleurs (une adresse Deezer sous Spotify) perd le fan qui le touche.',
    },
  },
};

const es: typeof en = {
  songs: {
    published_without_audio: {
      title: 'Publicada sin archivo de audio',
      why: 'Los distribuidores no pueden entregar una canción a las tiendas sin su grabación maestra.',
    },
    published_without_isrc: {
      title: 'Publicada sin ISRC',
      why: 'Las tiendas y las sociedades de gestión identifican una grabación por su ISRC: sin él, sus reproducciones no se pueden declarar ni pagar.',
    },
    isrc_malformed: {
      title: 'ISRC mal formado',
      why: 'Los distribuidores rechazan un ISRC que no tenga dos letras, tres letras o dígitos y siete dígitos.',
    },
    isrc_duplicate: {
      title: 'Mismo ISRC en dos canciones',
      why: 'Un ISRC designa una sola grabación: compartido, las reproducciones de una canción se pagan a la otra.',
    },
    published_without_release_date: {
      title: 'Publicada sin fecha de lanzamiento',
      why: 'Las tiendas necesitan la fecha de lanzamiento de una canción para ubicarla en la discografía del artista.',
    },
    without_duration: {
      title: 'Sin duración',
      why: 'Las tiendas muestran la duración de una canción y los distribuidores la comparan con el archivo de audio.',
    },
  },
  albums: {
    published_without_upc: {
      title: 'Publicado sin UPC',
      why: 'Un lanzamiento necesita un código de barras (UPC o EAN) para entregarse y venderse en las tiendas.',
    },
    upc_malformed: {
      title: 'UPC mal formado',
      why: 'Los distribuidores rechazan un código de barras con algo más que dígitos o con un dígito de control erróneo.',
    },
    upc_duplicate: {
      title: 'Mismo UPC en dos álbumes',
      why: 'Un código de barras designa un solo lanzamiento: compartido, las tiendas fusionan los dos álbumes o rechazan el segundo.',
    },
    without_cover: {
      title: 'Sin portada',
      why: 'Las tiendas no publican un lanzamiento sin su portada.',
    },
    without_tracks: {
      title: 'Sin pistas',
      why: 'Un álbum sin canciones no tiene nada que entregar.',
    },
    draft_past_release: {
      title: 'Aún en borrador tras su fecha de lanzamiento',
      why: 'La fecha de lanzamiento ya pasó y el álbum nunca se publicó: falta en las tiendas.',
    },
    published_future_release: {
      title: 'Publicado con una fecha de lanzamiento futura',
      why: 'El álbum figura como publicado aunque solo está anunciado: revise su estado o su fecha.',
    },
  },
  artists: {
    without_profile_image: {
      title: 'Sin imagen de perfil',
      why: 'La página del artista, su enlace inteligente y el material de prensa muestran esta imagen.',
    },
    email_unreachable: {
      title: 'Sin correo electrónico válido',
      why: 'El sello no puede escribir al artista: las revisiones de campaña y las solicitudes de canciones van por correo electrónico.',
    },
    bio_missing_en: {
      title: 'Sin biografía en inglés',
      why: 'Las tiendas, las listas de reproducción y la prensa usan la biografía en inglés del artista.',
    },
    bio_missing_fr: {
      title: 'Sin biografía en francés',
      why: 'Las tiendas, las listas de reproducción y la prensa francófonas necesitan la biografía en francés del artista.',
    },
    bio_missing_es: {
      title: 'Sin biografía en español',
      why: 'Las tiendas, las listas de reproducción y la prensa hispanohablantes necesitan la biografía en español del artista.',
    },
    active_without_songs: {
      title: 'Activo pero sin canciones',
      why: 'Un artista activo sin ninguna canción en el catálogo: o faltan sus canciones, o ya no está activo.',
    },
  },
  campaigns: {
    review_before_launch: {
      title: 'Publicaciones por revisar antes del lanzamiento',
      why: 'La campaña se lanza en los próximos 14 días y las publicaciones no revisadas para entonces no saldrán a tiempo.',
    },
  },
  smartLinks: {
    url_warning: {
      title: 'Direcciones de enlaces inteligentes por revisar',
      why: 'El botón de una plataforma que lleva a otro sitio (una dirección de Deezer bajo Spotify) pierde al fan que lo pulsa.',
    },
  },
};

export const catalogueHealthRulesMessages = { en, fr, es };
