import { encryptText } from './cipher';

export type RandomSource = () => number;

export function randomFieldName(random: RandomSource = Math.random): string {
  const letters = Array.from({ length: 5 }, () => String.fromCharCode(65 + Math.floor(random() * 26)));
  const digits = Array.from({ length: 3 }, () => String(Math.floor(random() * 10)));
  return letters.join('') + digits.join('');
}

/** Unix time in whole seconds (a 10-digit integer), never milliseconds. */
export function unixSeconds(nowMs: number): number {
  return Math.floor(nowMs / 1000);
}

export interface EncodedRequest {
  /** Hex ciphertext of the plain path, sent as the last URL segment. */
  encryptedPath: string;
  field: string;
  /** Hex ciphertext of the JSON payload with `timestamp`. */
  encryptedPayload: string;
}

export interface EncodeInput {
  path: string;
  payload: Record<string, unknown> | undefined;
  packageName: string;
  nowMs: number;
  random?: RandomSource;
}

export function encodeRequest({ path, payload, packageName, nowMs, random }: EncodeInput): EncodedRequest {
  const body = { ...(payload ?? {}), timestamp: unixSeconds(nowMs) };
  return {
    encryptedPath: encryptText(path, packageName),
    field: randomFieldName(random),
    encryptedPayload: encryptText(JSON.stringify(body), packageName),
  };
}
