// Reading a JSON body field by field: each reader returns undefined when the field is absent
// (so updates can leave it unchanged) and records a field error, named as in the request,
// when the value is unusable. Strings are trimmed; an empty optional string becomes null.
import type { FieldError } from '@/api/types';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

function isDate(text: string): boolean {
  if (!DATE.test(text)) return false;
  const d = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === text;
}

const isIdList = (value: unknown): value is number[] =>
  Array.isArray(value) && value.every((v) => typeof v === 'number' && Number.isInteger(v) && v > 0);

export class Fields {
  readonly errors: FieldError[] = [];

  constructor(readonly body: Record<string, unknown>) {}

  has(name: string): boolean {
    return Object.prototype.hasOwnProperty.call(this.body, name) && this.body[name] !== undefined;
  }

  error(field: string, message: string): void {
    if (!this.errors.some((e) => e.field === field)) this.errors.push({ field, message });
  }

  /** Optional text: absent -> undefined, null or blank -> null. */
  text(name: string, label: string, max: number): string | null | undefined {
    if (!this.has(name)) return undefined;
    const value = this.body[name];
    if (value === null) return null;
    if (typeof value !== 'string') {
      this.error(name, `${label} must be a string`);
      return undefined;
    }
    const trimmed = value.trim();
    if (trimmed.length > max) {
      this.error(name, `${label} must be at most ${max} characters`);
      return undefined;
    }
    return trimmed === '' ? null : trimmed;
  }

  /** Text that may not be empty; `required` is the message when it is missing or blank. */
  requiredText(name: string, label: string, max: number, required: string): string | undefined {
    if (!this.has(name) || this.body[name] === null) {
      this.error(name, required);
      return undefined;
    }
    const value = this.text(name, label, max);
    if (value === null) this.error(name, required);
    return value ?? undefined;
  }

  bool(name: string, label: string): boolean | undefined {
    if (!this.has(name) || this.body[name] === null) return undefined;
    const value = this.body[name];
    if (typeof value !== 'boolean') {
      this.error(name, `${label} must be true or false`);
      return undefined;
    }
    return value;
  }

  /** A whole number in [min, max]; null is returned as null only when `nullable`. */
  int(
    name: string,
    options: { min: number; max: number; message: string; nullable?: boolean },
  ): number | null | undefined {
    if (!this.has(name)) return undefined;
    const value = this.body[name];
    if (value === null) {
      if (options.nullable) return null;
      this.error(name, options.message);
      return undefined;
    }
    if (typeof value !== 'number' || !Number.isInteger(value)) {
      this.error(name, options.message);
      return undefined;
    }
    if (value < options.min || value > options.max) {
      this.error(name, options.message);
      return undefined;
    }
    return value;
  }

  /** An id (positive integer), or null. */
  id(name: string, label: string): number | null | undefined {
    return this.int(name, {
      min: 1,
      max: Number.MAX_SAFE_INTEGER,
      message: `${label} must be a positive integer id`,
      nullable: true,
    });
  }

  oneOf<T extends string>(name: string, label: string, values: readonly T[]): T | undefined {
    if (!this.has(name) || this.body[name] === null) return undefined;
    const found = values.find((v) => v === this.body[name]);
    if (!found) this.error(name, `${label} must be one of: ${values.join(', ')}`);
    return found;
  }

  date(name: string, label: string): string | null | undefined {
    const value = this.text(name, label, 10);
    if (value === undefined || value === null) return value;
    if (!isDate(value)) {
      this.error(name, `${label} must be a date (YYYY-MM-DD)`);
      return undefined;
    }
    return value;
  }

  /** A list of positive integer ids, duplicates removed (first occurrence kept). */
  idList(name: string, label: string): number[] | undefined {
    if (!this.has(name)) return undefined;
    const value = this.body[name];
    if (value === null) return [];
    if (!isIdList(value)) {
      this.error(name, `${label} must be a list of ids`);
      return undefined;
    }
    return [...new Set(value)];
  }
}
