import AES from 'crypto-js/aes';
import Utf8 from 'crypto-js/enc-utf8';
import Hex from 'crypto-js/enc-hex';
import ECB from 'crypto-js/mode-ecb';
import Pkcs7 from 'crypto-js/pad-pkcs7';

/**
 * The backend's request obfuscation (DESIGN.md "Wire protocol"): AES-128-ECB, PKCS#7, lower-case
 * hex, keyed by the package name right-padded with '0' to 16 characters. The key is public; TLS is
 * what protects the wire.
 */
export function cipherKeyText(packageName: string): string {
  return packageName.padEnd(16, '0').slice(0, 16);
}

function keyFor(packageName: string) {
  // A parsed WordArray key; a string key would switch crypto-js into passphrase mode (AES-256 + salt).
  return Utf8.parse(cipherKeyText(packageName));
}

export function encryptText(plain: string, packageName: string): string {
  const encrypted = AES.encrypt(Utf8.parse(plain), keyFor(packageName), { mode: ECB, padding: Pkcs7 });
  return encrypted.ciphertext.toString(Hex);
}

/** Throws when the hex is malformed or the padding does not check out. */
export function decryptText(hex: string, packageName: string): string {
  if (hex.length === 0 || hex.length % 32 !== 0 || !/^[0-9a-fA-F]+$/.test(hex)) {
    throw new Error('ciphertext is not whole AES blocks of hex');
  }
  const ciphertext = Hex.parse(hex);
  const decrypted = AES.decrypt({ ciphertext } as Parameters<typeof AES.decrypt>[0], keyFor(packageName), {
    mode: ECB,
    padding: Pkcs7,
  });
  if (decrypted.sigBytes <= 0) throw new Error('ciphertext did not decrypt');
  return decrypted.toString(Utf8);
}

