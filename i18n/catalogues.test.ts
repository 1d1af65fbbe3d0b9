// The catalogues the app gets from the build (vite-plugins/builtCatalogues.ts, virtual modules)
// hold what react-admin's own mergeTranslations makes of the same sources at run time, as the
// app did before they were layered at build time.
import englishMessages from 'ra-language-english';
import frenchMessages from 'ra-language-french';
import spanishMessages from 'ra-language-spanish';
import { mergeTranslations } from 'react-admin';
import builtEnglish from 'virtual:catalogue/en';
import builtSpanish from 'virtual:catalogue/es';
import builtFrench from 'virtual:catalogue/fr';
import builtSignIn from 'virtual:catalogue/sign-in';
import { describe, expect, it } from 'vitest';
import { deployMessages } from './deploy';
import { en } from './en';
import { es } from './es';
import { fr } from './fr';
import { raSpanishCompletion } from './raSpanish';
import { signInMessages } from './signIn';

const english = mergeTranslations(englishMessages, en);

describe('the catalogues layered at build time', () => {
  it('English: react-admin under ours', () => {
    expect(builtEnglish).toEqual(english);
    expect(builtEnglish.ra.action.save).toBe('Save');
    expect(builtEnglish.app).toMatchObject({ artists: { list: { title: 'Artists' } } });
  });

  it('French and Spanish over English, so a missing key reads in English', () => {
    expect(builtFrench).toEqual(mergeTranslations(english, frenchMessages, fr));
    expect(builtSpanish).toEqual(
      mergeTranslations(english, spanishMessages, raSpanishCompletion, es),
    );
    expect(builtFrench.ra.action.save).toBe('Enregistrer');
  });

  it("the sign-in page's: react-admin's English and the sign-in texts only", () => {
    expect(builtSignIn).toEqual(
      mergeTranslations(englishMessages, {
        app: {
          ...signInMessages.en,
          deploy: { api_unreachable: deployMessages.en.api_unreachable },
        },
      }),
    );
    expect(builtSignIn.app).not.toHaveProperty('artists');
  });
});
