/**
 * Spreadsheet apps read a CSV without a byte order mark in a legacy encoding and garble accented
 * names (Lune Rivière); with it they read UTF-8. Every download starts with it; the import drops it.
 */
export const UTF8_BOM = '\ufeff';
