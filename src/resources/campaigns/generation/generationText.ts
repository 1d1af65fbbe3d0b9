import type { TranslateFunction } from 'react-admin';
import type { GenerationSummary } from '@/api/types';
import { GENERATION_TIMED_OUT, type GenerationResult } from './generationStore';

const KEY = 'app.campaigns.posts.generation';

/** "Generated 78 posts", "Generated 70 posts, 8 errors", "No posts needed generating". */
export function summaryText(
  { successful, errors }: GenerationSummary,
  translate: TranslateFunction,
) {
  if (successful === 0 && errors === 0) return translate(`${KEY}.nothing`);
  const done = translate(`${KEY}.done`, { smart_count: successful });
  if (errors === 0) return done;
  return translate(`${KEY}.done_with_errors`, {
    done,
    errors: translate(`${KEY}.errors`, { smart_count: errors }),
  });
}

/**
 * The outcome of a run in words: its summary, the failure's text (the server's first), or, for
 * a run seen ending from another page, that it has finished.
 */
export function resultText(result: GenerationResult, translate: TranslateFunction): string {
  if ('summary' in result) return summaryText(result.summary, translate);
  if ('error' in result) return translate(result.error, { _: result.error });
  return translate('app.long_jobs.generation.finished');
}

/** How an outcome reads; a run nobody heard back from may still have written its posts. */
export function resultSeverity(result: GenerationResult): 'success' | 'info' | 'warning' | 'error' {
  if ('summary' in result) return summarySeverity(result.summary);
  if ('error' in result) return result.error === GENERATION_TIMED_OUT ? 'warning' : 'error';
  return 'success';
}

/**
 * How a summary reads: all went well, some posts failed, or none was generated. A run with
 * nothing to write did no work to celebrate: it is news, not a success.
 */
export function summarySeverity({ successful, errors }: GenerationSummary) {
  if (successful === 0 && errors === 0) return 'info' as const;
  if (errors === 0) return 'success' as const;
  return successful > 0 ? ('warning' as const) : ('error' as const);
}
