import { describe, expect, it, vi } from 'vitest';
import { isInspectorWanted, maskPersonalData, sanitizeEvent, sanitizeSnapshot, startInspector } from '../../../ui/app/inspector';

const storageWith = (value: string | null) => ({ getItem: (key: string) => (key === 'inspect' ? value : null) });

describe('live inspector', () => {
  it('masks personal data at any depth, keeping the rest readable', () => {
    const context = {
      mobile: '5512345678',
      form: { firstName: 'Ana', curp: 'GOMA800101MDFRRN09', employment: 'salaried', bankCard: '4111111111111111' },
      contacts: [{ whatsapp: '5599999999', relation: 'sister' }],
      stepCode: 6,
      attempts: 2,
    };
    expect(sanitizeSnapshot(context)).toEqual({
      mobile: '***',
      form: { firstName: '***', curp: '***', employment: 'salaried', bankCard: '***' },
      contacts: [{ whatsapp: '***', relation: 'sister' }],
      stepCode: '***',
      attempts: 2,
    });
    expect(context.mobile).toBe('5512345678'); // the real context is untouched
  });

  it('masks event payloads but keeps the event type', () => {
    expect(sanitizeEvent({ type: 'signIn.codeEntered', code: '123456', token: 'abc', remember: true })).toEqual({
      type: 'signIn.codeEntered',
      code: '***',
      token: '***',
      remember: true,
    });
    expect(maskPersonalData({ email: 'a@b.c', account: { id: 1 }, address: ['x'], birthday: '1990-01-01', nss: '1', rfc: '2', bvn: '3', phone: '4', name: 'n' })).toEqual({
      email: '***', account: '***', address: '***', birthday: '***', nss: '***', rfc: '***', bvn: '***', phone: '***', name: '***',
    });
  });

  it('is wanted only in development with an explicit opt-in, never in tests', () => {
    expect(isInspectorWanted({ dev: true, mode: 'development', storage: storageWith('1') })).toBe(true);
    expect(isInspectorWanted({ dev: true, mode: 'development', flag: '1' })).toBe(true);
    expect(isInspectorWanted({ dev: true, mode: 'development', storage: storageWith(null) })).toBe(false);
    expect(isInspectorWanted({ dev: false, mode: 'production', flag: '1', storage: storageWith('1') })).toBe(false);
    expect(isInspectorWanted({ dev: true, mode: 'test', flag: '1', storage: storageWith('1') })).toBe(false);
    const blocked = { getItem: () => { throw new Error('SecurityError'); } };
    expect(isInspectorWanted({ dev: true, mode: 'development', storage: blocked })).toBe(false);
  });

  it('does not load @statelyai/inspect unless wanted, and gives its inspect option with masking when it is', async () => {
    const inspect = { next: vi.fn() };
    const createBrowserInspector = vi.fn(() => ({ inspect }));
    const load = vi.fn(async () => ({ createBrowserInspector }) as never);

    await expect(startInspector({ dev: true, mode: 'test', flag: '1' }, load)).resolves.toBeUndefined();
    expect(load).not.toHaveBeenCalled();

    await expect(startInspector({ dev: true, mode: 'development', storage: storageWith('1') }, load)).resolves.toBe(inspect);
    const options = (createBrowserInspector.mock.calls[0] as unknown as [{ sanitizeContext: (c: object) => object; sanitizeEvent: (e: object) => object }])[0];
    expect(options.sanitizeContext({ mobile: '55', step: 1 })).toEqual({ mobile: '***', step: 1 });
    expect(options.sanitizeEvent({ type: 'x', token: 't' })).toEqual({ type: 'x', token: '***' });
  });
});
