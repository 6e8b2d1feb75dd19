import { createDecipheriv } from 'node:crypto';

/**
 * The wire protocol decoded with Node's own crypto, independent of the crypto-js code under test:
 * AES-128-ECB, PKCS#7, key = package name right-padded with '0' to 16 characters.
 */
export function nodeDecrypt(hex: string, packageName: string): string {
  const key = Buffer.from(packageName.padEnd(16, '0').slice(0, 16), 'utf8');
  const decipher = createDecipheriv('aes-128-ecb', key, null);
  return Buffer.concat([decipher.update(Buffer.from(hex, 'hex')), decipher.final()]).toString('utf8');
}
