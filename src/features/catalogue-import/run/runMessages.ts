// The run's own texts (i18n/catalogueImportRun.ts), by what they say.
const PREFIX = 'app.catalogue_import_run';

export const RUN_MESSAGES = {
  unknownError: `${PREFIX}.reasons.unknown_error`,
  cancelled: `${PREFIX}.reasons.cancelled`,
  lostAnswer: `${PREFIX}.reasons.lost_answer`,
  reasonHeader: `${PREFIX}.csv.reason_header`,
} as const;

export const runText = (key: string): string => `${PREFIX}.${key}`;
