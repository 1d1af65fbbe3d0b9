// Texts of the page shown instead of the app when its config.json is wrong
// (src/config/startupErrorPage.ts). Not part of react-admin's catalogues: the page is shown
// before, and without, the app; it picks its language itself.
const en = {
  title: 'Label Admin cannot start',
  heading: {
    invalid: 'The file config.json is not valid',
    unreadable: 'The file config.json could not be read',
  },
  problems: {
    not_json: 'config.json is not valid JSON.',
    not_object: 'config.json must hold a JSON object, like the example below.',
    not_text: 'In config.json, “%{field}” must be an address, as text that is not empty.',
    not_http_url:
      'In config.json, “%{field}” must be a full address starting with https:// or http://. It is “%{value}”.',
    unreadable: 'The server answered with the error HTTP %{status} when asked for config.json.',
  },
  what_to_do: {
    invalid:
      'Whoever deployed the admin should correct config.json (served beside index.html), or remove it to use the API address chosen when the app was built, then reload this page.',
    unreadable:
      'Reload this page in a moment. If the error stays, whoever runs the web server should check that it serves config.json.',
  },
  example: 'A valid config.json (both fields are optional):',
  reload: 'Reload',
};

const fr: typeof en = {
  title: 'Label Admin ne peut pas démarrer',
  heading: {
    invalid: 'Le fichier config.json n’est pas valide',
    unreadable: 'Le fichier config.json n’a pas pu être lu',
  },
  problems: {
    not_json: 'config.json n’est pas du JSON valide.',
    not_object: 'config.json doit contenir un objet JSON, comme l’exemple ci-dessous.',
    not_text: 'Dans config.json, « %{field} » doit être une adresse, sous forme de texte non vide.',
    not_http_url:
      'Dans config.json, « %{field} » doit être une adresse complète commençant par https:// ou http://. Sa valeur est « %{value} ».',
    unreadable: 'Le serveur a répondu par l’erreur HTTP %{status} à la demande de config.json.',
  },
  what_to_do: {
    invalid:
      'La personne qui a déployé la console d’administration doit corriger config.json (servi à côté d’index.html), ou le supprimer pour utiliser l’adresse de l’API choisie à la construction de l’application, puis recharger cette page.',
    unreadable:
      'Rechargez cette page dans un instant. Si l’erreur persiste, la personne qui gère le serveur web doit vérifier qu’il sert bien config.json.',
  },
  example: 'Un config.json valide (les deux champs sont facultatifs) :',
  reload: 'Recharger',
};

const es: typeof en = {
  title: 'Label Admin no puede iniciarse',
  heading: {
    invalid: 'El archivo config.json no es válido',
    unreadable: 'No se pudo leer el archivo config.json',
  },
  problems: {
    not_json: 'config.json no es un JSON válido.',
    not_object: 'config.json debe contener un objeto JSON, como el del ejemplo de abajo.',
    not_text: 'En config.json, «%{field}» debe ser una dirección, en forma de texto no vacío.',
    not_http_url:
      'En config.json, «%{field}» debe ser una dirección completa que empiece por https:// o http://. Su valor es «%{value}».',
    unreadable: 'El servidor respondió con el error HTTP %{status} al pedir config.json.',
  },
  what_to_do: {
    invalid:
      'Quien haya desplegado el panel de administración debe corregir config.json (servido junto a index.html), o eliminarlo para usar la dirección de la API elegida al compilar la aplicación, y después recargar esta página.',
    unreadable:
      'Recargue esta página dentro de un momento. Si el error continúa, quien gestione el servidor web debe comprobar que sirve config.json.',
  },
  example: 'Un config.json válido (los dos campos son opcionales):',
  reload: 'Recargar',
};

export const startupErrorMessages = { en, fr, es };
