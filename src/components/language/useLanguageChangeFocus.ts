import { useEffect, useRef } from 'react';
import { useLocaleState } from 'react-admin';

// The control that just changed the language, and to what. A change re-mounts every screen
// (react-admin re-renders the whole app in the new language), so this has to outlive it.
let pending: { owner: string; locale: string } | null = null;

/**
 * Keeps the focus on a language control across the re-mount its change causes: call the
 * returned function with the chosen language when the user picks one; the control mounted in
 * that language then focuses `target()`.
 */
export function useLanguageChangeFocus(
  owner: string,
  target: () => HTMLElement | null | undefined,
): (chosen: string) => void {
  const [locale] = useLocaleState();
  const mountedIn = useRef(locale);
  const targetRef = useRef(target);
  useEffect(() => {
    targetRef.current = target;
  });
  useEffect(() => {
    if (pending?.owner !== owner || pending.locale !== locale) return;
    targetRef.current()?.focus();
    // The instance that re-renders before the re-mount focuses too, but leaves the request
    // to the one mounted in the new language.
    if (mountedIn.current === locale) pending = null;
  }, [locale, owner]);
  return (chosen) => {
    pending = { owner, locale: chosen };
  };
}
