import { expect, test } from './fixtures';
import { expectNoSeriousA11yViolations } from './a11y';
import { withTimeLimit } from './timeLimit';

// The checks themselves, on pages written here: a sandboxed frame's document is still read by
// axe (on its own page), and a call that never settles fails fast with its name.

const frameWith = (body: string) =>
  `<!doctype html><html lang="en"><head><title>Outer</title></head><body><main>` +
  `<h1>Outer page</h1><iframe title="Sandboxed part" sandbox="allow-popups" srcdoc="${body
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')}"></iframe></main></body></html>`;

const frameDocument = (content: string) =>
  `<!doctype html><html lang="en"><head><title>Inner</title></head><body><main>${content}</main></body></html>`;

test('a violation inside a sandboxed frame is found, and named after the frame', async ({
  page,
}) => {
  await page.setContent(frameWith(frameDocument('<a href="https://example.org/"></a>')));
  const failure = await expectNoSeriousA11yViolations(page).then(
    () => 'no violation reported',
    (error: Error) => error.message,
  );
  expect(failure).toContain('Sandboxed part');
  expect(failure).toContain('link-name (serious)');
});

test('a sandboxed frame with an accessible document passes', async ({ page }) => {
  await page.setContent(frameWith(frameDocument('<a href="https://example.org/">Listen</a>')));
  await expectNoSeriousA11yViolations(page);
});

test('a call that never settles fails within its limit, saying which one', async () => {
  const never = new Promise<void>(() => {});
  await expect(withTimeLimit(never, 200, 'axe on /smart-links')).rejects.toThrow(
    'axe on /smart-links did not finish within 0.2 s',
  );
  await expect(withTimeLimit(Promise.resolve('done'), 200, 'quick')).resolves.toBe('done');
});
