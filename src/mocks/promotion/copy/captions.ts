// Caption phrase banks per post kind and language. Placeholders: {artist}, {album}, {song},
// {days}, {date}. Two variants each, so that regenerating gives a different caption.
import type { BaseLanguage, PostKind } from './kinds';

type Bank = Record<PostKind, [string, string]>;

const EN: Bank = {
  announce: [
    '{album} is coming {date}. A new chapter from {artist}, and we can’t wait for you to hear it.',
    'It’s official: {artist} returns with {album} on {date}. Mark your calendar.',
  ],
  teaser: [
    'A little taste of {song}… The full thing drops {date}. Who’s ready?',
    '15 seconds of {song}. The rest? {date}.',
  ],
  presave: [
    'Pre-save {album} now so it lands in your library the second it’s out. Link in bio.',
    'Be first in line: pre-save {album} by {artist} today.',
  ],
  countdown: [
    '{days} days until {album}. The countdown is on.',
    'Only {days} days left before {album} is everywhere. Are you ready?',
  ],
  outnow: [
    '{album} is out now everywhere. Turn it up and tell us your favourite track.',
    'It’s here. {album} by {artist}, streaming now on every platform.',
  ],
  video: [
    'The official video for {song} is live now. Watch it on YouTube.',
    'New visuals for {song}. Press play and watch till the end.',
  ],
  live: [
    '{song}, live and stripped back. This one hits different.',
    'We took {song} to the stage. Here’s how it sounded.',
  ],
  lyrics: [
    'That line in {song}… Which lyric stayed with you?',
    'Breaking down the words behind {song}, one line at a time.',
  ],
  fans: [
    'Your videos with {song} are unreal. Keep them coming, we’re watching every one.',
    'Duet {song} with {artist} and we’ll share our favourites.',
  ],
  behind: [
    'How {song} was born: late nights, one piano and too much coffee.',
    'Behind the scenes of {album}. The part you don’t usually see.',
  ],
  thanks: [
    'Thank you for the love on {album}. We read every message.',
    'One week of {album} and you’ve already made it yours. Thank you.',
  ],
  community: [
    'Ask {artist} anything about {album}. The best questions get answered this week.',
    'Which track from {album} should get a video next? Vote below.',
  ],
  next: [
    '{album} was just the beginning. Something new is on the way…',
    'What should come after {album}? Tell us in the comments.',
  ],
};

const FR: Bank = {
  announce: [
    '{album} arrive le {date}. Un nouveau chapitre pour {artist}, et on a hâte que vous l’entendiez.',
    'C’est officiel : {artist} revient avec {album} le {date}. À noter dans vos agendas.',
  ],
  teaser: [
    'Un petit avant-goût de {song}… La suite le {date}. Qui est prêt?',
    '15 secondes de {song}. Le reste? Le {date}.',
  ],
  presave: [
    'Pré-enregistrez {album} dès maintenant pour l’avoir dans votre bibliothèque dès sa sortie. Lien en bio.',
    'Soyez les premiers : pré-enregistrez {album} de {artist} aujourd’hui.',
  ],
  countdown: [
    'Plus que {days} jours avant {album}. Le compte à rebours est lancé.',
    'J-{days} avant {album}. Vous êtes prêts?',
  ],
  outnow: [
    '{album} est maintenant disponible partout. Montez le son et dites-nous votre titre préféré.',
    'C’est le jour J : {album} de {artist} est disponible sur toutes les plateformes.',
  ],
  video: [
    'Le clip officiel de {song} est en ligne. À voir sur YouTube.',
    'Nouvelles images pour {song}. Lancez la vidéo et regardez jusqu’au bout.',
  ],
  live: [
    '{song}, en live et tout en douceur. Celle-là fait quelque chose.',
    'On a amené {song} sur scène. Voici ce que ça donne.',
  ],
  lyrics: [
    'Cette phrase dans {song}… Quelle parole vous est restée?',
    'Les mots derrière {song}, une ligne à la fois.',
  ],
  fans: [
    'Vos vidéos sur {song} sont incroyables. Continuez, on les regarde toutes.',
    'Faites un duo sur {song} avec {artist} : on partagera nos préférés.',
  ],
  behind: [
    'La naissance de {song} : des nuits blanches, un piano et beaucoup trop de café.',
    'Les coulisses de {album}. Ce qu’on ne voit pas d’habitude.',
  ],
  thanks: [
    'Merci pour tout l’amour autour de {album}. On lit chaque message.',
    'Une semaine de {album} et vous l’avez déjà adopté. Merci.',
  ],
  community: [
    'Posez vos questions à {artist} sur {album}. Les meilleures auront une réponse cette semaine.',
    'Quel titre de {album} mérite un clip? Votez en commentaire.',
  ],
  next: [
    '{album}, ce n’était que le début. Quelque chose de nouveau se prépare…',
    'Et après {album}? Dites-nous ce que vous voulez entendre.',
  ],
};

const ES: Bank = {
  announce: [
    '{album} llega el {date}. Un nuevo capítulo de {artist} y no podemos esperar a que lo escuches.',
    'Es oficial: {artist} vuelve con {album} el {date}. Apúntalo en tu calendario.',
  ],
  teaser: [
    'Un adelanto de {song}… Lo demás, el {date}. ¿Listos?',
    '15 segundos de {song}. ¿El resto? El {date}.',
  ],
  presave: [
    'Haz pre-save de {album} y tenlo en tu biblioteca desde el primer segundo. Link en la bio.',
    'Sé de los primeros: haz pre-save de {album} de {artist} hoy.',
  ],
  countdown: [
    'Faltan {days} días para {album}. Empieza la cuenta atrás.',
    'Solo {days} días para que {album} esté en todas partes. ¿Preparados?',
  ],
  outnow: [
    '{album} ya está disponible en todas partes. Súbele el volumen y dinos tu canción favorita.',
    'Ya llegó. {album} de {artist}, disponible ahora en todas las plataformas.',
  ],
  video: [
    'El video oficial de {song} ya está en YouTube. ¡Dale play!',
    'Nuevas imágenes para {song}. Míralo hasta el final.',
  ],
  live: [
    '{song} en vivo y en versión íntima. Esta llega distinto.',
    'Llevamos {song} al escenario. Así sonó.',
  ],
  lyrics: [
    'Esa frase de {song}… ¿Qué letra se te quedó?',
    'Las palabras detrás de {song}, línea por línea.',
  ],
  fans: [
    'Sus videos con {song} son increíbles. Sigan así, los vemos todos.',
    'Haz un dueto de {song} con {artist} y compartiremos nuestros favoritos.',
  ],
  behind: [
    'Así nació {song}: noches largas, un piano y demasiado café.',
    'Detrás de cámaras de {album}. Lo que normalmente no se ve.',
  ],
  thanks: [
    'Gracias por todo el cariño a {album}. Leemos cada mensaje.',
    'Una semana de {album} y ya lo hicieron suyo. ¡Gracias!',
  ],
  community: [
    'Pregúntale lo que quieras a {artist} sobre {album}. Las mejores preguntas tendrán respuesta esta semana.',
    '¿Qué canción de {album} merece un video? Vota en los comentarios.',
  ],
  next: [
    '{album} fue solo el comienzo. Algo nuevo se acerca…',
    '¿Qué quieres escuchar después de {album}? Cuéntanos en los comentarios.',
  ],
};

export const CAPTIONS: Record<BaseLanguage, Bank> = { en: EN, fr: FR, es: ES };

/** The last countdown post reads better without a number. */
export const TOMORROW: Record<BaseLanguage, string> = {
  en: 'Tomorrow. {album}. Everywhere.',
  fr: 'Demain. {album}. Partout.',
  es: 'Mañana. {album}. En todas partes.',
};

export const SUBSCRIBE: Record<BaseLanguage, string> = {
  en: 'Subscribe for more 🔔',
  fr: 'Abonnez-vous pour la suite 🔔',
  es: 'Suscríbete para más 🔔',
};

export const LISTEN: Record<BaseLanguage, string> = {
  en: '🎧 Stream it on your favourite platform.',
  fr: '🎧 Disponible sur votre plateforme préférée.',
  es: '🎧 Escúchalo en tu plataforma favorita.',
};

export const NEW_MUSIC_TAGS: Record<string, string[]> = {
  en: ['#NewMusic', '#NowPlaying'],
  'fr-ca': ['#MusiqueQC', '#NouvelleMusique'],
  'fr-fr': ['#NouvelleMusique', '#MusiqueFrancaise'],
  es: ['#NuevaMusica', '#MusicaNueva'],
};

export const EMOJIS = ['🎶', '✨', '🔥', '🌙', '💫', '🎧', '🖤', '🌃'];
