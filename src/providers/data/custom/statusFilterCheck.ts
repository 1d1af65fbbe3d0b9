// Whether a server honoured the `status` extension of GET /songs and GET /albums, from the
// answers to limit=1 calls: the unfiltered one and one per status. A server that ignores it
// answers every status with the unfiltered list and total.

export interface StatusAnswer {
  status: string;
  rows: ReadonlyArray<{ status?: unknown }>;
  total: number;
}

export function statusFilterHonoured(
  all: { rows: ReadonlyArray<{ status?: unknown }>; total: number },
  answers: readonly StatusAnswer[],
): boolean {
  // A record of another status in a filtered answer.
  if (answers.some((answer) => answer.rows.some((row) => row.status !== answer.status))) {
    return false;
  }
  const seen = new Set(
    [...all.rows, ...answers.flatMap((answer) => answer.rows)].map((r) => r.status),
  );
  // The unfiltered total for one status, while a record of another status exists.
  const wholeList = (answer: StatusAnswer) =>
    all.total > 0 &&
    answer.total === all.total &&
    [...seen].some((status) => status !== answer.status);
  if (answers.some(wholeList)) return false;
  // More records per status than in all.
  return answers.reduce((sum, answer) => sum + answer.total, 0) <= all.total;
}
