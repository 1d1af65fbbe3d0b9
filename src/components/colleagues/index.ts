// Several people at once (issue 37): the merge before every save, the clash question, and open
// forms that keep abreast of a colleague's changes.
export { CATCH_UP_INTERVAL_MS, onCatchUpMoments } from './catchUp';
export { ClashDialog } from './ClashDialog';
export type { ColleagueOptions } from './colleagueOptions';
export { humanizePath, type FieldText } from './fieldText';
export { isSaveCancelled, SaveCancelled } from './saveCancelled';
export {
  pickFields,
  useColleagueSave,
  type ColleagueSave,
  type MergeOutcome,
} from './useColleagueSave';
export { formValuesOf } from './formValuesOf';
export {
  useRecordColleagues,
  type MergedUpdate,
  type RecordColleaguesOptions,
  type UpdateParams,
} from './useRecordColleagues';
export { useKeptTheirsToast } from './useKeptTheirsToast';
