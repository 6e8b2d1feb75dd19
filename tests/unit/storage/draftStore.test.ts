import { describe, expect, it } from 'vitest';
import { createDraftStore, screenDrafts, signedInDrafts } from '../../../services/storage/draftStore';
import { createMemoryBackend } from '../../../services/storage/localStore';

/** What the store holds, as session storage lists it. */
const keysIn = (backend: ReturnType<typeof createMemoryBackend>) => Array.from({ length: backend.length }, (_, index) => backend.key(index));

describe('draft store (FAULTS F15, F16, F26, F27)', () => {
  it('gives back what was saved under the same version', () => {
    const drafts = createDraftStore(createMemoryBackend());
    drafts.save('personalInfo', 3, { step: 2, firstName: 'Ada' });
    expect(drafts.load('personalInfo', 3)).toEqual({ step: 2, firstName: 'Ada' });
  });

  it('discards an old version and removes it', () => {
    const backend = createMemoryBackend();
    const drafts = createDraftStore(backend);
    drafts.save('personalInfo', 2, { step: 1 });
    expect(drafts.load('personalInfo', 3)).toBeNull();
    expect(backend.length).toBe(0);
  });

  it.each([['{garbage'], ['"a string"'], ['{"version":3}'], ['null']])('discards a corrupt draft %s', (raw) => {
    const backend = createMemoryBackend({ 'draft:personalInfo': raw });
    expect(createDraftStore(backend).load('personalInfo', 3)).toBeNull();
    expect(backend.getItem('draft:personalInfo') !== null).toBe(false);
  });

  it('clearAll removes every draft and nothing else', () => {
    const backend = createMemoryBackend({ other: 'keep' });
    const drafts = createDraftStore(backend);
    drafts.save('a', 1, {});
    drafts.save('b', 1, {});
    drafts.clearAll();
    expect(keysIn(backend)).toEqual(['other']);
  });

  it('clearAll drops the drafts kept in memory too, where the WebView has storage turned off', () => {
    const drafts = createDraftStore(createMemoryBackend());
    drafts.save('personalInfo', 1, { firstName: 'Ada' });
    drafts.setOwner('8031234567');
    drafts.clearAll();
    expect(drafts.owner()).toBeNull();
    expect(drafts.load('personalInfo', 1)).toBeNull();
  });

  it("drafts kept for a signed-out borrower are held until released, and their owner survives a new store (reload)", () => {
    const backend = createMemoryBackend();
    const drafts = createDraftStore(backend);
    drafts.save('personalInfo', 1, { firstName: 'Ada' });
    drafts.setOwner('8031234567');
    const afterReload = createDraftStore(backend);
    expect(afterReload.owner()).toBe('8031234567');
    expect(afterReload.load('personalInfo', 1)).toBeNull();
    afterReload.setOwner(null);
    expect(afterReload.owner()).toBeNull();
    expect(afterReload.load('personalInfo', 1)).toEqual({ firstName: 'Ada' });
  });

  it('the sign-in form, typed by whoever signs in next, is given even while the drafts are held', () => {
    const drafts = createDraftStore(createMemoryBackend());
    drafts.save('signIn.mobile', 1, { mobile: '08031234567' });
    drafts.setOwner('8039999999');
    expect(drafts.load('signIn.mobile', 1)).toBeNull();
    expect(drafts.load('signIn.mobile', 1, { whileHeld: true })).toEqual({ mobile: '08031234567' });
  });

  it('clearAll also forgets the owner', () => {
    const backend = createMemoryBackend();
    const drafts = createDraftStore(backend);
    drafts.save('a', 1, {});
    drafts.setOwner('8031234567');
    drafts.clearAll();
    expect(drafts.owner()).toBeNull();
    expect(backend.length).toBe(0);
  });

  it('drafts whose owner cannot be stored are dropped: after a reload anyone could have them', () => {
    const backend = createMemoryBackend();
    const drafts = createDraftStore(backend);
    drafts.save('a', 1, { firstName: 'Ada' });
    backend.setItem = () => {
      throw new Error('QuotaExceededError');
    };
    drafts.setOwner('8031234567');
    expect(backend.length).toBe(0);
  });

  it('a full storage keeps the app going', () => {
    const backend = createMemoryBackend();
    backend.setItem = () => {
      throw new Error('QuotaExceededError');
    };
    expect(() => createDraftStore(backend).save('a', 1, { big: true })).not.toThrow();
  });
});

describe('signed-in drafts (FAULTS F17, F18)', () => {
  it('a screen opened before the drafts were dropped cannot write back: another borrower on the phone gets none of its form', () => {
    const backend = createMemoryBackend();
    const store = createDraftStore(backend);
    const screen = screenDrafts(store, () => 'T');
    screen.save('personalInfo', 1, { firstName: 'Chinedu' });
    expect(backend.length).toBe(1);
    store.clearAll(); // another borrower signed in (or a session code, a sign-out)
    screen.save('personalInfo', 1, { firstName: 'Chinedu' });
    expect(backend.length).toBe(0);
    // The next screen, opened for the new borrower, saves as usual.
    screenDrafts(store, () => 'T').save('personalInfo', 1, { firstName: 'Bola' });
    expect(store.load('personalInfo', 1)).toEqual({ firstName: 'Bola' });
  });

  it('a screen opened while the drafts are held for a signed-out borrower neither saves over them nor clears them (F15)', () => {
    const store = createDraftStore(createMemoryBackend());
    screenDrafts(store, () => 'T').save('questionnaire', 1, { answers: [1, 2] });
    store.setOwner('08031234567'); // a session code kept the drafts for this borrower
    // The step opened again, by a link, before they sign back in: it starts empty.
    const reopened = screenDrafts(store, () => null);
    reopened.save('questionnaire', 1, { answers: [] });
    expect(store.load('questionnaire', 1, { whileHeld: true })).toEqual({ answers: [1, 2] });
    reopened.clear('questionnaire');
    store.setOwner(null); // the same borrower signed back in
    expect(store.load('questionnaire', 1)).toEqual({ answers: [1, 2] });
  });

  it('saves nothing once signed out, so an answer that lands after the drafts were cleared cannot write one back', () => {
    const backend = createMemoryBackend();
    let signedIn = true;
    const drafts = signedInDrafts(createDraftStore(backend), () => signedIn);
    drafts.save('additionalInfo', 1, { companyName: 'Acme' });
    expect(drafts.load('additionalInfo', 1)).toEqual({ companyName: 'Acme' });
    drafts.clearAll();
    signedIn = false;
    drafts.save('additionalInfo', 1, { companyName: 'Acme' });
    expect(backend.length).toBe(0);
    signedIn = true;
    drafts.save('additionalInfo', 1, { companyName: 'Zenith' });
    expect(drafts.load('additionalInfo', 1)).toEqual({ companyName: 'Zenith' });
  });
});
