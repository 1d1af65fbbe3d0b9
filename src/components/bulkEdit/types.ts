import type { ComponentType } from 'react';
import type { RaRecord } from 'react-admin';
import type { Values } from '../../lib/bulkEdit/engine';

/** A text to translate: an i18n key and its arguments. */
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
  Fields: ComponentType<BulkEditFieldsProps<S>>;
  /** The summary lines of a complete choice, or why it is not complete yet. */
  describe: (state: S) => { lines: Message[] } | { error: Message };
  /** The new values of the chosen fields for one record (the record's own field names). */
  edit: (state: S) => (record: R) => Values;
  labelOf: (record: R) => string;
  /** i18n key of "On N records:" in the resource's words. */
  summaryOn: string;
}
