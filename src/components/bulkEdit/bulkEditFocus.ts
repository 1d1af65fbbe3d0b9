// Where the keyboard focus goes as the bulk edit's dialog moves from step to step, and once it
// has closed. MUI's own return to the opener fails here: the "Edit N selected" button is hidden
// with the selection the run clears, and an Undo (in the toast or the bar above the list) goes
// as soon as it is used.

const CONTROL = [
  'input:not([disabled]):not([type="hidden"]):not([tabindex="-1"])',
  'button:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex="0"]',
].join(', ');

/** Marks the element a step's focus goes to (a heading or a message, given tabIndex -1). */
export const STEP_START = { 'data-step-start': true, tabIndex: -1 } as const;

/** Focuses the step's start in `content`, or else its first control. */
export function focusStepIn(content: HTMLElement) {
  const target =
    content.querySelector<HTMLElement>('[data-step-start]') ??
    content.querySelector<HTMLElement>(CONTROL);
  target?.focus();
}

const isShown = (element: Element | null): element is HTMLElement =>
  element instanceof HTMLElement &&
  element.isConnected &&
  !element.closest('[hidden]') &&
  !(element instanceof HTMLButtonElement && element.disabled);

/**
 * Back into the list once the dialog has closed: to the control that opened it if it is still
 * shown, else the first row's checkbox, else the list's heading.
 */
export function focusBackInto(list: HTMLElement | null, opener: Element | null) {
  if (!list) return;
  if (opener && list.contains(opener) && isShown(opener)) {
    opener.focus();
    return;
  }
  const checkbox = list.querySelector('tbody input[type="checkbox"]');
  if (isShown(checkbox)) {
    checkbox.focus();
    return;
  }
  const heading = list.querySelector<HTMLElement>('h1');
  if (!heading) return;
  heading.tabIndex = -1;
  heading.focus();
}
