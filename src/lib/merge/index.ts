export { isEmptyValue, isPlainObject, sameValue, type Plain } from './sameValue';
export {
  choicesResolver,
  clashKey,
  threeWayMerge,
  type Clash,
  type FieldShapes,
  type MergeResult,
  type MergeShape,
  type Resolve,
  type Side,
} from './threeWayMerge';
export { isLongText, textDiff, type DiffPart } from './textDiff';
