import { screen } from '@testing-library/react';
import { onTestFinished } from 'vitest';

/**
 * The text of every error or warning toast (role="alert") shown in the toasts' region from now
 * on, in order, including those that have hidden themselves since: a toast's time on screen is
 * real time, which a slow machine can let run out before the test looks. Call it once the app
 * (with its stacked toasts) is rendered.
 */
export function alertToastsSeen(
  region: HTMLElement = screen.getByRole('region', { name: 'Messages' }),
): string[] {
  const seen: string[] = [];
  const known = new WeakSet<Element>();
  const collect = () => {
    for (const alert of region.querySelectorAll('[role="alert"]')) {
      if (known.has(alert)) continue;
      known.add(alert);
      seen.push(alert.textContent ?? '');
    }
  };
  const observer = new MutationObserver(collect);
  observer.observe(region, { childList: true, subtree: true });
  onTestFinished(() => observer.disconnect());
  return seen;
}
