import frenchMessages from 'ra-language-french';
import spanishMessages from 'ra-language-spanish';
import { mergeTranslations } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { es } from './es';
import { fr } from './fr';
import { raSpanishCompletion } from './raSpanish';
import { startupErrorMessages } from './startupError';

/** Every leaf of a catalogue as [dotted key, text]. */
function leaves(tree: object, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]): [string, string][] =>
    value !== null && typeof value === 'object'
      ? leaves(value as object, `${prefix}${key}.`)
      : [[`${prefix}${key}`, String(value)]],
  );
}

// What each language shows, react-admin's own texts included, without the English fallback.
const spanish = [
  ...leaves(mergeTranslations(spanishMessages, raSpanishCompletion, es)),
  ...leaves({ startup: startupErrorMessages.es }),
];
const french = [
  ...leaves(mergeTranslations(frenchMessages, fr)),
  ...leaves({ startup: startupErrorMessages.fr }),
];

// A sentence's first word: where an imperative stands (inside a sentence, "vuelve" or "usa"
// are as often a third person: "Cada campo vuelve a su valor").
const opening = String.raw`(?:^|[.:;!?¿¡]\s+|\(\s*)`;
// Word edges that know accented letters (\b takes "ê" for an edge: "requêtes" would hold "tes").
const word = (words: string) => String.raw`(?<!\p{L})(?:${words})(?!\p{L})`;
// Adjectives that read like an imperative ("Activa", "Active") are left out.
const SPANISH_TU = new RegExp(
  word(
    'tú|tu|tus|te|ti|contigo|tuyo|tuya|tuyos|tuyas|puedes|quieres|tienes|debes|estás|eres|has|' +
      'sabes|necesitas|deseas|prefieres|podrás|verás|tendrás',
  ) +
    '|' +
    opening +
    word(
      'selecciona|elige|introduce|escribe|haz|intenta|inténtalo|vuelve|comprueba|revisa|' +
        'espera|pulsa|añade|arrastra|suelta|guarda|guárdalos|crea|conecta|sube|descarta|cierra|' +
        'abre|inicia|recarga|copia|cópialo|deja|déjalo|marca|permite|confirma|indica|elimina|' +
        'quita|pega|usa|cambia|prueba|busca|filtra|ordena|genera|envía|envíalo|mueve|consulta|pasa',
    ),
  'iu',
);
// "ton" is left out: it is also the tone ("Ton de publication").
const FRENCH_TU = new RegExp(
  word('tu|te|toi|ta|tes|peux|veux|dois') +
    String.raw`|(?<!\p{L})t['’](?=\p{L})` +
    '|' +
    opening +
    word(
      'choisis|saisis|clique|sélectionne|réessaie|vérifie|ajoute|glisse|dépose|ouvre|ferme|' +
        'recharge|copie|enregistre|connecte|attends|reviens|utilise|appuie|relance|tape|essaie|' +
        'indique|rafraîchis',
    ),
  'iu',
);

const informal = (texts: [string, string][], pattern: RegExp) =>
  texts.filter(([, text]) => pattern.test(text)).map(([key, text]) => `${key}: ${text}`);

// One register per language: Spanish speaks to the user as "usted" (most of its texts did, and
// react-admin's), French as "vous".
describe('the way the interface addresses the user', () => {
  it.each([
    ['Spanish', SPANISH_TU, 'Selecciona un artista…'],
    ['Spanish', SPANISH_TU, 'Guardado. Vuelve a intentarlo'],
    ['Spanish', SPANISH_TU, 'No puedes borrar tu álbum'],
    ['French', FRENCH_TU, 'Choisis un artiste'],
    ['French', FRENCH_TU, 'Es-tu sûr ?'],
    ['French', FRENCH_TU, 'Tu t’es trompé'],
  ])('%s: finds the familiar form in "%s"', (_language, pattern, text) => {
    expect(pattern.test(text)).toBe(true);
  });

  it.each([
    ['Spanish', SPANISH_TU, 'Seleccione un artista…'],
    ['Spanish', SPANISH_TU, 'Cada campo vuelve a su valor predeterminado'],
    ['French', FRENCH_TU, 'Êtes-vous sûr de vouloir supprimer ces requêtes ?'],
  ])('%s: lets the polite form in "%s" pass', (_language, pattern, text) => {
    expect(pattern.test(text)).toBe(false);
  });

  it('is "usted" throughout in Spanish', () => {
    expect(spanish.length).toBeGreaterThan(1000);
    expect(informal(spanish, SPANISH_TU)).toEqual([]);
  });

  it('is "vous" throughout in French', () => {
    expect(french.length).toBeGreaterThan(1000);
    expect(informal(french, FRENCH_TU)).toEqual([]);
  });
});
