/**
 * An option the borrower picks. `value` is the stable code stored and sent to the server; `labelKey` is the
 * English label, used by ui/ as the key to its en/es message (the UI translates, options stay data).
 */
export interface Option<V extends string = string> {
  readonly value: V;
  readonly labelKey: string;
}

/** A proper name shown as is in every language (banks, lenders). */
export interface NamedOption {
  readonly value: string;
  readonly label: string;
}

export function optionValues<V extends string>(options: readonly Option<V>[]): V[] {
  return options.map((option) => option.value);
}
