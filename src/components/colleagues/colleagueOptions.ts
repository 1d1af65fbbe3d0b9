import type { FieldShapes, Plain } from '../../lib/merge';
import type { FieldText } from './fieldText';

/** What a form several people may edit tells the kit about its record. */
export interface ColleagueOptions<V extends Plain> extends FieldText {
  /** The record as the server has it now, in the form's shape, read past every cache. */
  read: () => Promise<V>;
  /** How fields merge where inferring is not enough (a set of ids, a keyed list). */
  shapes?: FieldShapes;
  /** The record's name for the other tabs of this browser (`artists/12`); none: no notice. */
  presenceKey?: string;
  /** Besides resetting the form, what "Load theirs" does (store the record where screens read it). */
  onLoadTheirs?: (theirs: V) => void;
}
