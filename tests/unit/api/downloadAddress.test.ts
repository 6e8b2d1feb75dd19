import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { endpoints } from '../../../services/api/endpoints';

describe('the app download address', () => {
  const read = (url: unknown) => v.safeParse(endpoints.support.appDownloadAddress.data, { url, version: '2.1.0' });

  it('is a web address; an empty one (a link back to this page) or another scheme is a failed read, with Retry', () => {
    expect(read('https://play.google.com/store/apps/details?id=com.example.loan').success).toBe(true);
    expect(read('  http://example.com/app.apk ').success).toBe(true);
    for (const url of ['', '   ', 'javascript:alert(1)', 'intent://open', 'play.google.com/store']) expect(read(url).success, url).toBe(false);
  });
});
