import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { afterEach, describe, expect, it } from 'vitest';
import { TICKET_STATUS_LABELS } from '../../../ui/support/common/supportMessages';

afterEach(async () => {
  const { messages } = (await import('../../../locales/en/support.po')) as { messages: Record<string, string> };
  i18n.load('en', messages);
  i18n.activate('en');
});

describe('the words of a ticket status', () => {
  it('in Spanish a settled ticket is "Resuelto", while the button that closes a form stays "Listo"', async () => {
    const { messages } = (await import('../../../locales/es/support.po')) as { messages: Record<string, string> };
    i18n.load('es', messages);
    i18n.activate('es');
    expect([1, 2, 3].map((status) => i18n._(TICKET_STATUS_LABELS[status as 1 | 2 | 3]))).toEqual(['Pendiente', 'En proceso', 'Resuelto']);
    expect(i18n._(msg`Done`)).toBe('Listo');
  });
});
