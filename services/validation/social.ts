/**
 * Optional social-media profiles of the work section (SPEC section 3: linkedin, facebook). Either a
 * profile link or the bare profile name is accepted; both are judged by the name they carry, so a
 * link to another site or a name with spaces is refused. Empty is fine (the fields are optional).
 */
const LINKEDIN_URL = /^(?:https?:\/\/)?(?:[a-z]{2,3}\.)?linkedin\.com\/(?:in|pub)\/([^/?#\s]+)(?:\/[^?#\s]*)?(?:[?#].*)?$/i;
const LINKEDIN_NAME = /^[\p{L}\p{N}-]{3,100}$/u;
const FACEBOOK_URL = /^(?:https?:\/\/)?(?:(?:www|m|web)\.)?(?:facebook|fb)\.com\/([^?#\s]+?)\/?(?:[?#].*)?$/i;
const FACEBOOK_PROFILE_ID = /^(?:https?:\/\/)?(?:(?:www|m|web)\.)?facebook\.com\/profile\.php\?id=\d{5,20}$/i;
const FACEBOOK_NAME = /^[A-Za-z0-9.]{3,50}$/;

export function isValidLinkedin(input: string): boolean {
  const value = input.trim();
  const name = LINKEDIN_URL.exec(value)?.[1] ?? value;
  return LINKEDIN_NAME.test(decodeURIComponentSafe(name));
}

export function isValidFacebook(input: string): boolean {
  const value = input.trim();
  if (FACEBOOK_PROFILE_ID.test(value)) return true;
  const name = FACEBOOK_URL.exec(value)?.[1] ?? value;
  return FACEBOOK_NAME.test(name);
}

function decodeURIComponentSafe(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** Nigerian postal codes (NIPOST) are 6 digits; Mexican códigos postales 5. */
export function isValidNgPostalCode(value: string): boolean {
  return /^\d{6}$/.test(value.trim());
}
