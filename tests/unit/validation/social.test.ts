import { describe, expect, it } from 'vitest';
import { isValidFacebook, isValidLinkedin, isValidNgPostalCode } from '../../../services/validation/social';

describe('optional social profiles of the work section', () => {
  it.each([
    'https://www.linkedin.com/in/williamhgates/', // a public profile link as LinkedIn prints it
    'linkedin.com/in/satyanadella',
    'https://mx.linkedin.com/in/jos%C3%A9-n%C3%BA%C3%B1ez', // country subdomain, percent-encoded accents
    'https://www.linkedin.com/pub/ada-okafor/12/345/678',
    'ada-okafor',
    'josé-núñez',
  ])('accepts the LinkedIn profile %s', (value) => expect(isValidLinkedin(value)).toBe(true));

  it.each(['https://example.com/in/ada', 'ada okafor', 'ab', 'https://www.linkedin.com/company/microsoft'])(
    'refuses the LinkedIn value %s',
    (value) => expect(isValidLinkedin(value)).toBe(false),
  );

  it.each([
    'https://www.facebook.com/zuck', // Facebook's own example of a profile username link
    'facebook.com/ada.okafor',
    'https://m.facebook.com/profile.php?id=100004567891234',
    'fb.com/ada.okafor',
    'ada.okafor',
  ])('accepts the Facebook profile %s', (value) => expect(isValidFacebook(value)).toBe(true));

  it.each(['http://evil.example/x', 'ada okafor', 'ab', 'facebook.com/ada okafor', '<script>'])(
    'refuses the Facebook value %s',
    (value) => expect(isValidFacebook(value)).toBe(false),
  );

  it('takes 6-digit Nigerian postal codes (NIPOST: 100001 Ikeja)', () => {
    expect(isValidNgPostalCode('100001')).toBe(true);
    expect(isValidNgPostalCode('10001')).toBe(false);
    expect(isValidNgPostalCode('1000011')).toBe(false);
  });
});
