export type Encoding = 'br' | 'gzip';

/**
 * The encoding to answer in, by the client's Accept-Encoding with its weights (RFC 9110 12.5.3):
 * brotli before gzip, never one it gave q=0 (`gzip, br;q=0` gets gzip); `*` stands for any it
 * did not name. Null: send the file as it is.
 */
export function chooseEncoding(header: string | undefined): Encoding | null {
  const weights = new Map<string, number>();
  for (const part of (header ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => param.trim().match(/^q=([\d.]+)$/)?.[1]).find((value) => value !== undefined);
    if (name) weights.set(name, q === undefined ? 1 : Number(q) || 0);
  }
  const accepted = (encoding: Encoding) => (weights.get(encoding) ?? weights.get('*') ?? 0) > 0;
  return accepted('br') ? 'br' : accepted('gzip') ? 'gzip' : null;
}
