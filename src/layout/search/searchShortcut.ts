// The global search's keyboard shortcuts: Ctrl+K (⌘K on a Mac) anywhere, and `/` when the
// focus is not in a text field (where it is a character to type).

/** Apple's keyboards have ⌘ where others have Ctrl. */
export function isApplePlatform(): boolean {
  return /Mac|iPhone|iPad|iPod/.test(navigator.userAgent);
}

/** The value of the opener's aria-keyshortcuts. */
export const searchKeyShortcuts = (): string => `${isApplePlatform() ? 'Meta' : 'Control'}+K /`;

function isTextEntry(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  if (!(target instanceof HTMLInputElement)) return false;
  const notText = ['button', 'checkbox', 'radio', 'range', 'color', 'file', 'submit', 'reset'];
  return !notText.includes(target.type);
}

/** Whether a key press asks for the search. */
export function isSearchShortcut(event: KeyboardEvent): boolean {
  if (event.defaultPrevented || event.isComposing || event.altKey) return false;
  if (event.key.toLowerCase() === 'k') {
    return isApplePlatform() ? event.metaKey && !event.ctrlKey : event.ctrlKey && !event.metaKey;
  }
  // Shift is allowed: on many keyboards (AZERTY, QWERTZ) `/` is a shifted key.
  return event.key === '/' && !event.ctrlKey && !event.metaKey && !isTextEntry(event.target);
}
