import { msg } from '@lingui/core/macro';

/** The page's `<meta name="description">`, written into each prerendered page in its language. */
export const PAGE_DESCRIPTION = msg`Short-term personal loans`;
