// When an action takes the last row out of a status tab, the table hides and says that the tab
// is empty: the focus goes to that tab, from which the user picks another.
export const currentStatusTab = (inside: Element): HTMLElement | null =>
  inside
    .closest('[role="dialog"]')
    ?.querySelector<HTMLElement>('[role="tablist"] [role="tab"][aria-selected="true"]') ?? null;
