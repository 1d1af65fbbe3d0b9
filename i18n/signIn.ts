// The texts the sign-in page needs before any screen (app.name, .loading, .errors, .login,
// .toasts, .layout). English ones are all the first download carries (src/providers/i18n.ts);
// every other text comes with the signed-in app.
const en = {
  name: 'Label Admin',
  loading: 'Loading...',
  texts_failed: 'The app could not be loaded. Check your connection and try again.',
  try_again: 'Try again',
  errors: {
    network: 'Unable to reach the server. Check your connection and try again.',
    invalid_format: 'Invalid data format received',
    session_expired: 'Your session has expired. Please sign in again.',
    not_supported: 'This action is not available.',
  },
  login: {
    email: 'Email',
    password: 'Password',
    sign_in: 'Sign in',
    signing_in: 'Signing in...',
    subtitle: 'Back office of the label',
    fill_all_fields: 'Please fill in all fields',
    invalid_credentials: 'Invalid email or password. Please try again.',
    failed: 'Login failed. Please check your credentials.',
    demo_title: 'Demo mode',
    demo_hint: 'This admin runs on built-in demo data. Sign in with:',
    demo_email: 'Email: %{email}',
    demo_password: 'Password: %{password}',
  },
  toasts: {
    close: 'Close notification',
    region: 'Messages',
  },
  layout: {
    language: 'Language',
  },
};

const fr: typeof en = {
  name: 'Label Admin',
  loading: 'Chargement...',
  texts_failed: "L'application n'a pas pu être chargée. Vérifiez votre connexion et réessayez.",
  try_again: 'Réessayer',
  errors: {
    network: 'Impossible de joindre le serveur. Vérifiez votre connexion et réessayez.',
    invalid_format: 'Format de données reçu invalide',
    session_expired: 'Votre session a expiré. Veuillez vous reconnecter.',
    not_supported: "Cette action n'est pas disponible.",
  },
  login: {
    email: 'Courriel',
    password: 'Mot de passe',
    sign_in: 'Se connecter',
    signing_in: 'Connexion...',
    subtitle: 'Administration du label',
    fill_all_fields: 'Veuillez remplir tous les champs',
    invalid_credentials: 'Courriel ou mot de passe invalide. Veuillez réessayer.',
    failed: 'Échec de la connexion. Veuillez vérifier vos identifiants.',
    demo_title: 'Mode démo',
    demo_hint:
      'Cette administration utilise des données de démonstration intégrées. Connectez-vous avec :',
    demo_email: 'Courriel : %{email}',
    demo_password: 'Mot de passe : %{password}',
  },
  toasts: {
    close: 'Fermer la notification',
    region: 'Messages',
  },
  layout: {
    language: 'Langue',
  },
};

const es: typeof en = {
  name: 'Label Admin',
  loading: 'Cargando...',
  texts_failed: 'No se pudo cargar la aplicación. Compruebe su conexión y vuelva a intentarlo.',
  try_again: 'Intentar de nuevo',
  errors: {
    network: 'No se puede contactar con el servidor. Compruebe su conexión y vuelva a intentarlo.',
    invalid_format: 'Se recibió un formato de datos no válido',
    session_expired: 'Su sesión ha caducado. Inicie sesión de nuevo.',
    not_supported: 'Esta acción no está disponible.',
  },
  login: {
    email: 'Correo',
    password: 'Contraseña',
    sign_in: 'Iniciar sesión',
    signing_in: 'Iniciando sesión...',
    subtitle: 'Administración del sello',
    fill_all_fields: 'Por favor, complete todos los campos',
    invalid_credentials: 'Correo o contraseña no válidos. Vuelva a intentarlo.',
    failed: 'Error al iniciar sesión. Compruebe sus credenciales.',
    demo_title: 'Modo demo',
    demo_hint: 'Esta administración usa datos de demostración integrados. Inicie sesión con:',
    demo_email: 'Correo: %{email}',
    demo_password: 'Contraseña: %{password}',
  },
  toasts: {
    close: 'Cerrar notificación',
    region: 'Mensajes',
  },
  layout: {
    language: 'Idioma',
  },
};

export const signInMessages = { en, fr, es };
