import * as v from 'valibot';
import { markets } from '../../markets/markets';
import {
  INCOME_SOURCES,
  INDUSTRIES,
  JOB_EXPERIENCE,
  PAY_FREQUENCIES,
  SALARY_RANGES,
  WEEKDAYS,
  optionValues,
} from '../../options';
import { DAYS_OF_MONTH, paydayKind, visibleWorkFields, type EmploymentType, type PayFrequency, type PaydayInput } from '../formRules';
import type { Market } from '../market';
import { selectRequired } from './codes';
import { select } from './fields';

const DAY_VALUES = DAYS_OF_MONTH.map(String);
const WEEKDAY_VALUES = optionValues(WEEKDAYS);
const INDUSTRY_VALUES: readonly string[] = optionValues(INDUSTRIES);
const JOB_EXPERIENCE_VALUES: readonly string[] = optionValues(JOB_EXPERIENCE);
const PAY_FREQUENCY_VALUES: readonly string[] = optionValues(PAY_FREQUENCIES);

function isPaydayValue(kind: PaydayInput, value: string): boolean {
  return (kind === 'dayOfMonth' ? DAY_VALUES : WEEKDAY_VALUES).includes(value);
}

function visible(employmentType: string) {
  return visibleWorkFields(employmentType as EmploymentType);
}

/**
 * Screen 3. Every key is sent as a string ('' when empty or hidden). Hidden fields (see visibleWorkFields) are not required; paydays follow paydayKind.
 * The form machine clears dependent values on change; this schema only judges what is shown.
 */
export function workSchema({ market }: { market: Market }) {
  // The same market trait that decides which employment types the form offers.
  const employmentTypes: readonly string[] = markets[market].employmentTypes;
  return v.pipe(
    v.object({
      employmentType: select('employmentType', employmentTypes),
      industry: v.string(),
      jobExperience: v.string(),
      monthlySalary: select('monthlySalary', optionValues(SALARY_RANGES)),
      payFrequency: v.string(),
      payday: v.string(),
      paydayTwo: v.string(),
      incomeSource: select('incomeSource', optionValues(INCOME_SOURCES)),
    }),
    v.forward(
      v.partialCheck(
        [['employmentType'], ['industry']],
        (input) => !visible(input.employmentType).industry || INDUSTRY_VALUES.includes(input.industry),
        selectRequired('industry'),
      ),
      ['industry'],
    ),
    v.forward(
      v.partialCheck(
        [['employmentType'], ['jobExperience']],
        (input) => !visible(input.employmentType).jobExperience || JOB_EXPERIENCE_VALUES.includes(input.jobExperience),
        selectRequired('jobExperience'),
      ),
      ['jobExperience'],
    ),
    v.forward(
      v.partialCheck(
        [['employmentType'], ['payFrequency']],
        (input) => !visible(input.employmentType).payFrequency || PAY_FREQUENCY_VALUES.includes(input.payFrequency),
        selectRequired('payFrequency'),
      ),
      ['payFrequency'],
    ),
    v.forward(
      v.partialCheck(
        [['employmentType'], ['payFrequency'], ['payday']],
        (input) => {
          const kind = paydayKind(input.payFrequency as PayFrequency);
          return !visible(input.employmentType).paydays || kind === null || isPaydayValue(kind.first, input.payday);
        },
        selectRequired('payday'),
      ),
      ['payday'],
    ),
    v.forward(
      v.partialCheck(
        [['employmentType'], ['payFrequency'], ['paydayTwo']],
        (input) => {
          const kind = paydayKind(input.payFrequency as PayFrequency);
          return !visible(input.employmentType).paydays || kind?.second == null || isPaydayValue(kind.second, input.paydayTwo);
        },
        selectRequired('paydayTwo'),
      ),
      ['paydayTwo'],
    ),
  );
}

export type WorkInput = v.InferInput<ReturnType<typeof workSchema>>;
