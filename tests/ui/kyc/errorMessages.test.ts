import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { VALIDATION_CODES } from '../../../services/validation/schemas/codes';
import * as options from '../../../services/options';
import { validationMessage } from '../../../ui/kyc/errorMessages';
import { optionLabelDescriptor } from '../../../ui/kyc/optionLabels';

/** The Spanish catalog of the KYC screens, msgid (the English) to msgstr. */
function spanishKyc(): Map<string, string> {
  const po = readFileSync(resolve(process.cwd(), 'locales/es/kyc.po'), 'utf8');
  const unquote = (text: string) => JSON.parse(`"${text}"`) as string;
  return new Map([...po.matchAll(/^msgid "((?:[^"\\]|\\.)*)"\nmsgstr "((?:[^"\\]|\\.)*)"$/gm)].map((m) => [unquote(m[1]!), unquote(m[2]!)]));
}

/** How an option list shows its option `value` in Spanish, through the compiled KYC catalog. */
async function spanishLabelOf(value: string) {
  const { messages } = (await import('../../../locales/es/kyc.po')) as { messages: Record<string, string> };
  const es = setupI18n({ locale: 'es', messages: { es: messages } });
  return (list: readonly { value: string; labelKey: string }[]) =>
    es._(optionLabelDescriptor(list.find((option) => option.value === value)!.labelKey)!);
}

describe('KYC messages', () => {
  const es = spanishKyc();

  it.each(VALIDATION_CODES)('validation code %s has an en message and a Spanish translation', (code) => {
    const message = validationMessage(code);
    expect(message, code).toBeDefined();
    expect(message.message, code).toBeTruthy();
    expect(es.get(message.message!), `es for "${message.message}"`).toBeTruthy();
  });

  it('every translatable option label has a message', () => {
    const lists = [
      options.GENDERS, options.JOB_EXPERIENCE, options.RESIDENCE_TYPES, options.EMPLOYMENT_TYPES_ALL, options.INCOME_SOURCES,
      options.INDUSTRIES, options.CONTACT_RELATIONS, options.MARITAL_STATUSES, options.EDUCATION_LEVELS, options.LOAN_PURPOSES,
      options.PAY_FREQUENCIES, options.CARD_TYPES, options.SALARY_RANGES, options.WEEKDAYS,
    ];
    const questions = (['ng', 'mx'] as const).flatMap((market) => options.creditQuestionnaire(market));
    const keys = [
      ...lists.flat().map((option) => option.labelKey),
      ...questions.map((question) => question.labelKey),
      ...questions.filter((q) => !q.namedOptions).flatMap((q) => q.options.map((o) => o.labelKey)),
    ].filter((key) => !/^\d+$/.test(key));
    expect(keys.filter((key) => optionLabelDescriptor(key) === null)).toEqual([]);
  });

  it('in Spanish "Other" agrees with its list: Otra for the kind of home (vivienda), Otro for the others', async () => {
    const label = await spanishLabelOf('other');
    expect(label(options.RESIDENCE_TYPES)).toBe('Otra');
    expect(label(options.EMPLOYMENT_TYPES_ALL)).toBe('Otro');
  });
});

describe('"Education" in Spanish', () => {
  it('is the sector for the industry and studies for the loan\'s purpose, not the field\'s "Escolaridad"', async () => {
    const label = await spanishLabelOf('education');
    expect(label(options.INDUSTRIES)).toBe('Educación');
    expect(label(options.LOAN_PURPOSES)).toBe('Estudios');
  });
});
