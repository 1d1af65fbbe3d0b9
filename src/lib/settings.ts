// The label's settings (GET /settings) as more than one screen reads them: the one query key
// under which the answer is cached, so a save on one screen is seen by the other. (Their
// defaults are the contract's: api/settingsDefaults.ts.)
export const SETTINGS_QUERY_KEY = ['settings'];
