import { afterEach, describe, expect, it } from 'vitest';
import { markets } from '../../../services/markets/markets';
import { createServices } from '../../../ui/app/createServices';

const open = (search: string) => {
  window.history.replaceState(null, '', `/${search}`);
  return createServices({ activity: { change: () => undefined } as never, onSessionCode: () => undefined });
};

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('?market= in a plain browser', () => {
  it("another country's link signs out of this one and drops its drafts: its server knows neither", () => {
    localStorage.setItem('packageName', markets.ng.packageName);
    localStorage.setItem('token', 'T-ng');
    sessionStorage.setItem('draft:personalInfo', JSON.stringify({ version: 1, value: { firstName: 'Ada' } }));
    const services = open('?market=mx');
    expect(services.market.id).toBe('mx');
    expect(services.store.token()).toBeNull();
    expect(services.drafts.load('personalInfo', 1)).toBeNull();
  });

  it('a link to the same country keeps the session and the drafts', () => {
    localStorage.setItem('packageName', markets.ng.packageName);
    localStorage.setItem('token', 'T-ng');
    sessionStorage.setItem('draft:personalInfo', JSON.stringify({ version: 1, value: { firstName: 'Ada' } }));
    const services = open('?market=ng');
    expect(services.store.token()).toBe('T-ng');
    expect(services.drafts.load('personalInfo', 1)).toEqual({ firstName: 'Ada' });
  });
});
