import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';

/** Renders a descriptor or server text (as text, never HTML). */
export function useText(): (message: MessageDescriptor | string) => string {
  const { i18n } = useLingui();
  return (message) => (typeof message === 'string' ? message : i18n._(message));
}
