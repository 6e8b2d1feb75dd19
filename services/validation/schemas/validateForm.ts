import * as v from 'valibot';
import type { ValidationCode } from './codes';

/** Field path ('email', 'contact2.phone') -> the first error code on it. Form-level codes sit under '' . */
export type FieldErrors = Partial<Record<string, ValidationCode>>;

export type FormResult<T> = { ok: true; value: T } | { ok: false; errors: FieldErrors };

type AnySchema = v.GenericSchema<unknown, unknown>;

export function validateForm<TSchema extends AnySchema>(
  schema: TSchema,
  values: unknown,
): FormResult<v.InferOutput<TSchema>> {
  const result = v.safeParse(schema, values);
  if (result.success) return { ok: true, value: result.output };
  const errors: FieldErrors = {};
  for (const issue of result.issues) {
    const path = v.getDotPath(issue) ?? '';
    if (!(path in errors)) errors[path] = issue.message as ValidationCode;
  }
  return { ok: false, errors };
}

/** The code of one field, for validating on blur. */
export function fieldError<TSchema extends AnySchema>(schema: TSchema, values: unknown, path: string): ValidationCode | null {
  const result = validateForm(schema, values);
  return result.ok ? null : (result.errors[path] ?? null);
}
