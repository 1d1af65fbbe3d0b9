// The project's own lint rules on imports (eslint.config.js turns them on; README: Where things
// go).
import { importDirectionRule } from './importDirection.js';
import noFarClimb from './noFarClimb.js';

export const layers = {
  rules: { 'import-direction': importDirectionRule, 'no-far-climb': noFarClimb },
};
