import { isPlainObject, type Plain } from '../../lib/merge';

function deepMerge(target: Plain, source: Plain): Plain {
  const result: Plain = { ...target };
  for (const [key, value] of Object.entries(source)) {
    result[key] =
      isPlainObject(value) && isPlainObject(result[key])
        ? deepMerge(result[key] as Plain, value)
        : value;
  }
  return result;
}

/**
 * A record as a react-admin form holds it: the form's default values, the record's own values
 * over them (as react-admin's Form starts), so a record read again compares with the form's base.
 */
export const formValuesOf =
  <R extends object>(defaults: (record: R) => object) =>
  (record: R): Plain =>
    deepMerge(defaults(record) as Plain, record as Plain);
