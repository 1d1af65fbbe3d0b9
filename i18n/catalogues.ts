// Every language's whole catalogue, layered once when the app is built (vite-plugins/
// builtCatalogues.ts runs this module and hands the app the result as data), not at every start:
// react-admin's texts under ours, and English under French and Spanish, so that a key a catalogue
// lacks falls back to English.
import englishMessages from 'ra-language-english';
import frenchMessages from 'ra-language-french';
import spanishMessages from 'ra-language-spanish';
import { deployMessages } from './deploy';
import { en } from './en';
import { es } from './es';
import { fr } from './fr';
import { raSpanishCompletion } from './raSpanish';
import { signInMessages } from './signIn';

interface Tree {
  [key: string]: unknown;
}

const isTree = (value: unknown): value is Tree =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `over` laid on `under`, key by key at every depth (react-admin's mergeTranslations). */
function layered(under: Tree, over: Tree): Tree {
  const out: Tree = { ...under };
  for (const [key, value] of Object.entries(over)) {
    const below = out[key];
    out[key] = isTree(value) ? layered(isTree(below) ? below : {}, value) : value;
  }
  return out;
}

const layers = (...trees: object[]): Tree =>
  trees.reduce<Tree>((out, tree) => layered(out, tree as Tree), {});

export const english = layers(englishMessages, en);

export const catalogues = {
  // What the first download carries: react-admin's English texts and ours for the sign-in page;
  // it names the API it could not reach (loginError.ts).
  'sign-in': layers(englishMessages, {
    app: { ...signInMessages.en, deploy: { api_unreachable: deployMessages.en.api_unreachable } },
  }),
  en: english,
  fr: layers(english, frenchMessages, fr),
  // ra-language-spanish predates react-admin 5 and lacks many keys; raSpanish.ts completes it.
  es: layers(english, spanishMessages, raSpanishCompletion, es),
};

export type CatalogueName = keyof typeof catalogues;
