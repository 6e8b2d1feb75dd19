import { describe, expect, it } from 'vitest';
import { VALIDATION_CODES } from '../../../services/validation/schemas/codes';
import * as options from '../../../services/options';
import { validationMessage } from '../../../ui/kyc/errorMessages';
import { optionLabelDescriptor } from '../../../ui/kyc/optionLabels';

describe('KYC messages', () => {
  it.each(VALIDATION_CODES)('validation code %s has an en/es message', (code) => {
    const message = validationMessage(code);
    expect(message, code).toBeDefined();
    expect(message.id).toBeTruthy();
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
});
