// Texts of the catalogue health screen and its dashboard card (app.catalogue_health.*, issue 40).
// The rules' own titles and explanations are in catalogueHealthRules.ts.
const en = {};

const fr: typeof en = {};

const es: typeof en = {};

export const catalogueHealthMessages = { en, fr, es };
