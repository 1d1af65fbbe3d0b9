// How a build problem reads in the interface language, numbers and lists included.
import { useCallback } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { platformName } from '@/lib/platformName';
import type { BuildProblem } from './buildRules';

const KEY = 'app.campaigns.build.errors';
const MB = 1024 * 1024;

export function useProblemText(platform: string) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return useCallback(
    (problem: BuildProblem): string => {
      const number = new Intl.NumberFormat(locale);
      const name = platformName(platform);
      switch (problem.key) {
        case 'caption_too_long':
          return translate(`${KEY}.caption_too_long`, {
            n: number.format(problem.max),
            platform: name,
          });
        case 'too_many_hashtags':
          return translate(`${KEY}.too_many_hashtags`, {
            max: number.format(problem.max),
            platform: name,
          });
        case 'media': {
          const media = problem.problem;
          if (media.type === 'too_large') {
            const gigabytes = media.maxBytes >= 1024 * MB;
            const size = new Intl.NumberFormat(locale, {
              style: 'unit',
              unit: gigabytes ? 'gigabyte' : 'megabyte',
              maximumFractionDigits: 0,
            }).format(media.maxBytes / (gigabytes ? 1024 * MB : MB));
            return translate(`${KEY}.${media.kind}_too_large`, { size, platform: name });
          }
          if (media.type === 'too_long') {
            return translate(`${KEY}.video_too_long`, {
              seconds: number.format(media.maxSeconds),
              platform: name,
            });
          }
          const ratios = new Intl.ListFormat(locale, { type: 'disjunction' }).format(
            media.ratios.map((ratio) => ratio.label),
          );
          return translate(`${KEY}.aspect_ratio`, { ratios, platform: name });
        }
        default:
          return translate(`${KEY}.${problem.key}`);
      }
    },
    [locale, platform, translate],
  );
}
