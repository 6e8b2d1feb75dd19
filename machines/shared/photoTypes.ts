/**
 * The photo types every upload takes (ID and face, ticket images, the repayment receipt; FAULTS F40):
 * what every WebView can decode and re-encode before sending. HEIC (iPhone), PDF and anything else
 * are refused with a message before anything is sent.
 */
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

export function isPhotoType(type: string): boolean {
  return (PHOTO_TYPES as readonly string[]).includes(type);
}
