// Texts of the connection notices and of the API client's own failures (src/layout/connection,
// src/api/errors.ts): offline, reconnecting after a failed token refresh, a request timed out.
const en = {
  offline_banner: 'You are offline. Changes cannot be saved until the connection returns.',
  reconnecting: 'Connection interrupted. Reconnecting…',
  offline_write:
    'You are offline: nothing was sent. Your changes are still here; save again when the connection returns.',
  offline_read: 'You are offline: this could not be loaded. Try again when the connection returns.',
  timeout: 'The server did not answer in time. Check your connection and try again.',
};

const fr: typeof en = {
  offline_banner:
    'Vous êtes hors ligne. Les modifications ne pourront pas être enregistrées avant le retour de la connexion.',
  reconnecting: 'Connexion interrompue. Reconnexion…',
  offline_write:
    'Vous êtes hors ligne : rien n’a été envoyé. Vos modifications sont toujours là ; enregistrez de nouveau quand la connexion sera revenue.',
  offline_read:
    'Vous êtes hors ligne : ce contenu n’a pas pu être chargé. Réessayez quand la connexion sera revenue.',
  timeout: 'Le serveur n’a pas répondu à temps. Vérifiez votre connexion et réessayez.',
};

const es: typeof en = {
  offline_banner:
    'Está sin conexión. Los cambios no se podrán guardar hasta que vuelva la conexión.',
  reconnecting: 'Conexión interrumpida. Reconectando…',
  offline_write:
    'Está sin conexión: no se ha enviado nada. Sus cambios siguen aquí; guarde de nuevo cuando vuelva la conexión.',
  offline_read:
    'Está sin conexión: no se ha podido cargar este contenido. Vuelva a intentarlo cuando vuelva la conexión.',
  timeout: 'El servidor no respondió a tiempo. Compruebe su conexión y vuelva a intentarlo.',
};

export const connectionMessages = { en, fr, es };
