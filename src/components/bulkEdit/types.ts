import type { ComponentType, LazyExoticComponent } from 'react';
import type { RaRecord } from 'react-admin';
import type { Values, ValuesOf } from '../../lib/bulkEdit/engine';

/**
 * A text to translate: an i18n key and its arguments. An argument may itself be a Message (e.g.
 * a status name), translated first.
 */
export interface Message {
  key: string;
  args?: Record<string, unknown>;
}

export interface BulkEditFieldsProps<S> {
  value: S;
  onChange: (next: S) => void;
}

/** What a list gives the shared bulk edit: its fields, how they read, and what they change. */
export interface BulkEditConfig<R extends RaRecord, S> {
  resource: string;
  /** The choice when the dialog opens: nothing ticked. */
  initial: S;
  /** Its fields, loaded with the dialog or when it first opens (`lazy`). */
  Fields:
    | ComponentType<BulkEditFieldsProps<S>>
    | LazyExoticComponent<ComponentType<BulkEditFieldsProps<S>>>;
  /**
   * The summary lines of a complete choice, or why it is not complete yet; `locale` is the
   * interface language, for names the server gives in several languages (e.g. genres).
   */
  describe: (state: S, locale: string) => { lines: Message[] } | { error: Message };
  /** The new values of the chosen fields for one record (as `valuesOf` names them). */
  edit: (state: S) => (record: R) => Values;
  /**
   * The record's fields as the save payload names them, when the two differ (an artist's
   * `genres` are saved as `genreIds`); by default the record itself.
   */
  valuesOf?: ValuesOf<R>;
  labelOf: (record: R) => string;
  /** i18n key of "On N records:" in the resource's words. */
  summaryOn: string;
}
