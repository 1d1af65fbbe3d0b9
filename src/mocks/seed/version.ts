/** Bump when the row shapes or the seed change, so a stored demo database is replaced. */
export const DB_VERSION_FOR_SEED = 2;
