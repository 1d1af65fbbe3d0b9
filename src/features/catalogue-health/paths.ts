// The catalogue health screen's addresses: the one part of the screen that others (the
// dashboard's card, the menu) may know.

export const catalogueHealthPath = '/catalogue-health';

/** The query parameter that opens the screen on one group of findings. */
export const GROUP_PARAM = 'group';

/** The screen, opened on one group (the dashboard card's links). */
export const groupPath = (ruleId: string): string =>
  `${catalogueHealthPath}?${new URLSearchParams({ [GROUP_PARAM]: ruleId }).toString()}`;
