// How the app is deployed, as its users see it (app.deploy): the sign-in page when the API could
// not be reached at all (api_unreachable, carried by the sign-in page's first download too:
// src/providers/i18nSignIn.ts), and the app bar's mark of a production build on its demo API.
const en = {
  api_unreachable:
    'The API at %{address} could not be reached. Check your connection and try again; if this keeps happening, tell your administrator.',
  demo_mark: {
    label: 'Demo data',
    explanation:
      'Demo data: this admin runs on its built-in demo API. Nothing here is the label’s real data, and changes are kept only in this browser.',
  },
};

const fr: typeof en = {
  api_unreachable:
    "L'API à l'adresse %{address} n'a pas pu être jointe. Vérifiez votre connexion et réessayez ; si le problème persiste, prévenez votre administrateur.",
  demo_mark: {
    label: 'Données de démo',
    explanation:
      'Données de démo : cette administration fonctionne avec son API de démonstration intégrée. Rien ici ne vient des vraies données du label, et les modifications ne sont conservées que dans ce navigateur.',
  },
};

const es: typeof en = {
  api_unreachable:
    'No se pudo contactar con la API en %{address}. Compruebe su conexión e inténtelo de nuevo; si el problema persiste, avise a su administrador.',
  demo_mark: {
    label: 'Datos de demostración',
    explanation:
      'Datos de demostración: esta administración funciona con su API de demostración integrada. Nada de lo que ve aquí son los datos reales del sello, y los cambios solo se guardan en este navegador.',
  },
};

export const deployMessages = { en, fr, es };
