import { describe, expect, it } from 'vitest';
import { filterNameInput, isValidName, nameError } from '../../../services/validation';

describe('filterNameInput (FAULTS F44: never silently mangle)', () => {
  it('keeps accents, ñ, ü, apostrophe and hyphen in Mexico', () => {
    expect(filterNameInput('José Núñez', 'mx')).toEqual({ value: 'José Núñez', removed: false });
    expect(filterNameInput("O'Neil Güemes-Pérez", 'mx')).toEqual({ value: "O'Neil Güemes-Pérez", removed: false });
  });

  it('drops accents in Nigeria but says so', () => {
    expect(filterNameInput('José', 'ng')).toEqual({ value: 'Jos', removed: true });
    expect(filterNameInput('Chukwuemeka Obi', 'ng')).toEqual({ value: 'Chukwuemeka Obi', removed: false });
  });

  it('drops emoji, digits and symbols in both markets and reports it', () => {
    expect(filterNameInput('Ada 😀', 'ng')).toEqual({ value: 'Ada ', removed: true });
    expect(filterNameInput('María👩🏽‍💻', 'mx')).toEqual({ value: 'María', removed: true });
    expect(filterNameInput('Ada2', 'mx')).toEqual({ value: 'Ada', removed: true });
  });

  it('treats a decomposed accent (e + combining mark) as one letter', () => {
    expect(filterNameInput('Jose\u0301', 'mx')).toEqual({ value: 'José', removed: false });
  });

  it('does not accept non-Latin scripts as names', () => {
    expect(filterNameInput('Иван', 'mx').removed).toBe(true);
  });
});

describe('isValidName', () => {
  it('requires 3 or more letters for first and last names', () => {
    expect(nameError('', 'ng')).toBe('name.required');
    expect(nameError('  ', 'ng')).toBe('name.required');
    expect(nameError('Jo', 'ng')).toBe('name.tooShort');
    expect(nameError("O'N", 'mx')).toBe('name.tooShort');
    expect(isValidName('Ada', 'ng')).toBe(true);
    expect(isValidName('Ñoño', 'mx')).toBe(true);
  });

  it('lets the middle name be empty, an initial or two letters, but not other characters', () => {
    expect(isValidName('', 'ng', false)).toBe(true);
    expect(nameError('A', 'ng', false)).toBeNull();
    expect(nameError('Jo', 'ng', false)).toBeNull();
    expect(nameError('A.', 'ng', false)).toBe('name.lettersAToZ');
    expect(nameError('É', 'ng', false)).toBe('name.lettersAToZ');
  });

  it('takes at most 50 letters (the field would cut the rest silently otherwise)', () => {
    expect(nameError('A'.repeat(50), 'ng')).toBeNull();
    expect(nameError('A'.repeat(51), 'ng')).toBe('name.tooLong');
    expect(nameError('Á'.repeat(51), 'mx', false)).toBe('name.tooLong');
  });

  it('flags characters the market does not allow', () => {
    // Nigeria says which letters, since é and ọ are letters too (Adébáyọ̀).
    expect(nameError('Adébáyọ̀', 'ng')).toBe('name.lettersAToZ');
    expect(nameError('José', 'ng')).toBe('name.lettersAToZ');
    expect(nameError('Ada😀', 'mx')).toBe('name.invalidChars');
  });
});
