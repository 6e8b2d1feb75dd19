import { createCipheriv, createDecipheriv } from 'node:crypto';
import { ErrorCode, RequestError } from './errors';

/**
 * The wire protocol decoded with Node's own crypto (DESIGN.md "Wire protocol"), written apart from
 * the client's crypto-js implementation so that each checks the other.
 * AES-128-ECB, PKCS#7, lower-case hex; key = package name right-padded with '0' to 16, cut to 16.
 */
export const FIELD_NAME = /^[A-Z]{5}[0-9]{3}$/;
const HEX = /^[0-9a-fA-F]*$/;
const PATH = /^\/[A-Za-z0-9_\-/.]{1,200}$/;
const utf8Strict = new TextDecoder('utf-8', { fatal: true });

export function keyFor(packageName: string): Buffer {
  const key = Buffer.from(packageName.padEnd(16, '0').slice(0, 16), 'utf8');
  if (packageName.length === 0 || key.length !== 16) {
    throw new RequestError(ErrorCode.badPackageName, 'packageName header is missing or not usable as a key');
  }
  return key;
}

export function encryptHex(plain: string, key: Buffer): string {
  const cipher = createCipheriv('aes-128-ecb', key, null);
  return Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]).toString('hex');
}

/** Decrypts hex ciphertext or throws a RequestError naming what is wrong with it. */
export function decryptHex(hex: string, key: Buffer, what: string): string {
  if (hex.length === 0) throw new RequestError(ErrorCode.badCipher, `${what} is empty`);
  if (!HEX.test(hex)) throw new RequestError(ErrorCode.badCipher, `${what} is not hex`);
  if (hex.length % 2 !== 0) throw new RequestError(ErrorCode.badCipher, `${what} has an odd number of hex digits`);
  if (hex.length % 32 !== 0) throw new RequestError(ErrorCode.badCipher, `${what} is not whole AES blocks`);
  let plain: Buffer;
  try {
    const decipher = createDecipheriv('aes-128-ecb', key, null);
    plain = Buffer.concat([decipher.update(Buffer.from(hex, 'hex')), decipher.final()]);
  } catch {
    throw new RequestError(ErrorCode.badCipher, `${what} did not decrypt (wrong key or bad padding)`);
  }
  try {
    return utf8Strict.decode(plain);
  } catch {
    throw new RequestError(ErrorCode.badCipher, `${what} did not decrypt to text (wrong key)`);
  }
}

export function decodePath(hex: string, key: Buffer): string {
  const path = decryptHex(hex, key, 'path');
  if (!PATH.test(path)) throw new RequestError(ErrorCode.unknownEndpoint, 'unknown endpoint');
  return path;
}

export type Payload = Record<string, unknown> & { timestamp: number };

/** Picks the one field named like `ABCDE123` out of query, JSON body or multipart fields. */
export function pickField(fields: Record<string, unknown>): string {
  const names = Object.keys(fields).filter((name) => FIELD_NAME.test(name));
  if (names.length === 0) {
    throw new RequestError(ErrorCode.missingField, 'no encrypted payload field (5 capital letters then 3 digits)');
  }
  if (names.length > 1) throw new RequestError(ErrorCode.missingField, 'more than one encrypted payload field');
  const value = fields[names[0] as string];
  if (typeof value !== 'string') throw new RequestError(ErrorCode.missingField, 'encrypted payload field is not text');
  return value;
}

export function decodePayload(hex: string, key: Buffer): Payload {
  const text = decryptHex(hex, key, 'payload');
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new RequestError(ErrorCode.badPayload, 'payload is not valid JSON');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new RequestError(ErrorCode.badPayload, 'payload is not a JSON object');
  }
  const timestamp = (parsed as Record<string, unknown>).timestamp;
  if (typeof timestamp !== 'number' || !Number.isInteger(timestamp) || timestamp <= 0) {
    throw new RequestError(ErrorCode.badPayload, 'payload timestamp is missing or not an integer');
  }
  if (timestamp >= 1e11) throw new RequestError(ErrorCode.badPayload, 'payload timestamp must be Unix seconds, not milliseconds');
  return parsed as Payload;
}

/** Encodes a request the way a client does; for tests and tools (independent of crypto-js). */
export function encodeRequestNode(path: string, payload: Record<string, unknown>, packageName: string, nowMs: number) {
  const key = keyFor(packageName);
  return {
    encryptedPath: encryptHex(path, key),
    encryptedPayload: encryptHex(JSON.stringify({ ...payload, timestamp: Math.floor(nowMs / 1000) }), key),
  };
}
