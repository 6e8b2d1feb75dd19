import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { endpoints } from '../../../services/api/endpoints';

describe('the app download address', () => {
  const read = (url: unknown) => v.parse(endpoints.support.appDownloadAddress.data, { url, version: '2.1.0' }).url;

  it('is an https address; an empty one (a link back to this page), plain http or another scheme is none (the screen says so)', () => {
    expect(read(' https://play.google.com/store/apps/details?id=com.example.loan ')).toBe('https://play.google.com/store/apps/details?id=com.example.loan');
    for (const url of ['', '   ', 'http://example.com/app.apk', 'javascript:alert(1)', 'intent://open', 'file:///sdcard/app.apk', 'play.google.com/store', null, 7]) {
      expect(read(url), String(url)).toBe('');
    }
  });
});

describe('the new version notice', () => {
  const linkOf = (url: unknown) => v.parse(endpoints.support.newVersion.data, { hasNew: true, version: '2.2.0', url }).url;

  it('links only to an https address: any other is dropped, and the notice stays without a link', () => {
    expect(linkOf(' https://play.google.com/store/apps/details?id=com.example.loan')).toBe('https://play.google.com/store/apps/details?id=com.example.loan');
    for (const url of ['intent://scan/#Intent;package=com.other;end', 'data:text/html,<b>hi</b>', 'file:///sdcard/x.apk', 'http://example.com/app.apk', 'javascript:alert(1)', '', null, undefined, 7]) {
      expect(linkOf(url), String(url)).toBe('');
    }
  });
});
