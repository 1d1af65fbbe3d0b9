// Each catalogue health rule's title (what is wrong) and why it matters
// (app.catalogue_health.rules.<rule id>.title / .why, issue 40).
const en = {};

const fr: typeof en = {};

const es: typeof en = {};

export const catalogueHealthRulesMessages = { en, fr, es };
