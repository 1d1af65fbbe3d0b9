// Accessibility checks of the journeys (axe-core). axe runs its script inside every frame of a
// page, and a frame sandboxed without `allow-scripts` (the smart-link preview and the public
// page's rendition) cannot run it: older Chromium let axe through anyway, Chromium 156 leaves it
// waiting for ever. So such a frame is left out of its page's check and its document is checked
// on its own, in a page of the same size, with exactly the HTML the app gave the frame.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { withTimeLimit } from './timeLimit';

/** Frames the app sandboxes without scripts; axe cannot run inside them. */
export const SCRIPTLESS_FRAMES = 'iframe[sandbox]:not([sandbox~="allow-scripts"])';

/** One axe run on a large screen takes a few seconds, several on a busy machine; one that takes
 * this long is stuck. */
export const AXE_TIME_LIMIT_MS = 60_000;

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;

/** The serious and critical violations, one line each: rule, impact, and where. */
const seriousViolations = ({ violations }: AxeResults, where: string): string[] =>
  violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${where}: ${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    );

/**
 * An axe check of the page. Every rule runs on every element, but only the violations are
 * described element by element (`resultTypes`), not the thousands of passes nobody reads here:
 * half of axe's time on a list or the posts view (2.0 s and 3.0 to 4.3 s before, 0.9 s and 1.5 s
 * after), the same violations. First, since `options()` replaces what disableRules set.
 */
const axeOn = (page: Page): AxeBuilder =>
  new AxeBuilder({ page }).options({
    resultTypes: ['violations'],
    // WCAG 2.2's minimum target size (24 × 24 px or spaced apart), which axe leaves off by
    // default: a control covered by another's box, or too small to hit, is a serious violation.
    rules: { 'target-size': { enabled: true } },
  });

/**
 * One axe run, as a single `axe.run` in the page (axe's "legacy" mode). The default mode runs axe
 * in every frame and then finishes in a new blank page, injecting axe's half-megabyte script
 * again: a page opened per check, which made an axe-heavy journey about a quarter slower on the
 * busy 2-core machine. The app's only frames are the scriptless ones, checked on their own
 * (below), so both modes read the same documents.
 */
const analyze = (builder: AxeBuilder, what: string): Promise<AxeResults> =>
  withTimeLimit(builder.setLegacyMode(true).analyze(), AXE_TIME_LIMIT_MS, `axe on ${what}`);

interface ScriptlessFrame {
  title: string;
  html: string;
  width: number;
  height: number;
}

/** The sandboxed frames' documents as the app wrote them (their srcdoc), with their sizes. */
const scriptlessFrames = (page: Page): Promise<ScriptlessFrame[]> =>
  page.locator(SCRIPTLESS_FRAMES).evaluateAll((frames) =>
    frames.map((frame) => {
      const box = frame.getBoundingClientRect();
      return {
        title: frame.getAttribute('title') ?? '',
        html: frame.getAttribute('srcdoc') ?? '',
        width: Math.round(box.width),
        height: Math.round(box.height),
      };
    }),
  );

/** One sandboxed frame's document, loaded on its own page at the frame's size and checked. */
async function checkFrameDocument(page: Page, frame: ScriptlessFrame): Promise<string[]> {
  const where = `frame "${frame.title}"`;
  // A frame without srcdoc loads an address the page chose: nothing of ours to check apart.
  expect(frame.html, `${where} has no srcdoc document to check`).not.toBe('');
  const alone = await page.context().newPage();
  const refused: string[] = [];
  alone.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
  });
  try {
    await alone.setViewportSize({
      width: Math.max(frame.width, 200),
      height: Math.max(frame.height, 200),
    });
    await alone.setContent(frame.html);
    // Every rule but contrast: the page's colours are the theme the label chose for its public
    // page (the spec's default, white on #FF6B00, is itself 2.9:1), content the admin renders
    // faithfully, as it renders an uploaded photo. The admin's own colours are checked above.
    const builder = axeOn(alone).disableRules(['color-contrast']);
    const results = await analyze(builder, `the document of ${where}`);
    // The document's own policy allows inline styles and data: images only: it loads nothing.
    expect(refused, `${where}: Content-Security-Policy violations`).toEqual([]);
    return seriousViolations(results, where);
  } finally {
    await alone.close();
  }
}

/**
 * No serious or critical accessibility violation on the page as it is now, nor in the
 * documents of its sandboxed frames. A check that hangs fails within AXE_TIME_LIMIT_MS and
 * says which one.
 */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  const { pathname, search } = new URL(page.url());
  const path = `${pathname}${search}`;
  const frames = await scriptlessFrames(page);
  const onPage = await analyze(axeOn(page).exclude(SCRIPTLESS_FRAMES), path);
  const serious = seriousViolations(onPage, path);
  for (const frame of frames) serious.push(...(await checkFrameDocument(page, frame)));
  expect(serious).toEqual([]);
}
