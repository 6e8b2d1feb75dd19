import { encodeRequest } from '../../services/protocol/envelope';
import { median } from './stats';

/** Time to encrypt one request (path + payload + field name) for a payload of about `bytes`. */
export function encryptionTime(bytes: number, iterations = 200): number {
  const payload = { note: 'x'.repeat(bytes) };
  const samples: number[] = [];
  for (let i = 0; i < iterations; i++) {
    const start = performance.now();
    encodeRequest({ path: '/user/saveBasicInfo', payload, packageName: 'com.swiftcash.ng', nowMs: Date.now() });
    samples.push(performance.now() - start);
  }
  return median(samples);
}
