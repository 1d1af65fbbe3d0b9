// One e-mail rule for every place that checks one (the artist form, the catalogue import): a
// light shape check, the server having the last word.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const isValidEmail = (value: string): boolean => EMAIL.test(value.trim());
