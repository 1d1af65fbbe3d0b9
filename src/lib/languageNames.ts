// Languages named by their code in the interface language (Intl.DisplayNames): the API names
// them in English only, so a French screen would otherwise say "Spanish" for "espagnol".

const namesByLocale = new Map<string, Intl.DisplayNames>();

type Display = Intl.DisplayNamesOptions['languageDisplay'];

function namesIn(locale: string, languageDisplay: Display): Intl.DisplayNames {
  const key = `${locale}|${languageDisplay}`;
  let names = namesByLocale.get(key);
  if (!names) {
    // `none`: a code Intl does not know gives undefined instead of the code itself.
    names = new Intl.DisplayNames([locale, 'en'], {
      type: 'language',
      fallback: 'none',
      languageDisplay,
    });
    namesByLocale.set(key, names);
  }
  return names;
}

/**
 * The name of language `code` in `locale`, starting with a capital as a label does ("Espagnol",
 * where running French text says "espagnol"); `fallback` for a code Intl does not know.
 * `standard` names a regional variant "French (Canada)" where `dialect` says "Canadian French".
 */
export function languageName(
  code: string | null | undefined,
  locale: string,
  fallback: string,
  languageDisplay: Display = 'dialect',
) {
  if (!code) return fallback;
  let name: string | undefined;
  try {
    name = namesIn(locale, languageDisplay).of(code);
  } catch {
    // Not a well-formed language tag (RangeError): the server's own name is all there is.
    return fallback;
  }
  return name ? name.charAt(0).toLocaleUpperCase(locale) + name.slice(1) : fallback;
}
