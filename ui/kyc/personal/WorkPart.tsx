import { useLingui } from '@lingui/react';
import { msg } from '@lingui/core/macro';
import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import {
  DAYS_OF_MONTH,
  INCOME_SOURCES,
  INDUSTRIES,
  JOB_EXPERIENCE,
  PAY_FREQUENCIES,
  SALARY_RANGES,
  WEEKDAYS,
  employmentTypeOptions,
  selectMarket,
  selectPaydayKinds,
} from '../../../machines/personalInfo/personalInfo.selectors';
import { PersonalSelect } from './fields';
import type { PersonalInfoActor } from './usePersonalField';

const DAY_OPTIONS = DAYS_OF_MONTH.map((day) => ({ value: String(day), label: String(day) }));

/** Part 3: work; which fields show follows the employment type and pay frequency (SPEC section 4). */
export function WorkPart({ actor }: { actor: PersonalInfoActor }) {
  const { i18n } = useLingui();
  const offered = useSelector(actor, (s) => selectMarket(s).employmentTypes);
  const employmentTypes = useMemo(() => employmentTypeOptions(offered), [offered]);
  const kinds = useSelector(actor, selectPaydayKinds);
  const payday = (kind: 'dayOfMonth' | 'weekday' | null | undefined) => (kind === 'weekday' ? { options: WEEKDAYS } : { labelled: DAY_OPTIONS });
  return (
    <>
      <PersonalSelect
        actor={actor}
        field="employmentType"
        label={i18n._(msg`Employment type`)}
        options={employmentTypes}
      />
      <PersonalSelect actor={actor} field="industry" label={i18n._(msg`Industry`)} options={INDUSTRIES} />
      <PersonalSelect actor={actor} field="jobExperience" label={i18n._(msg`Job experience`)} options={JOB_EXPERIENCE} />
      <PersonalSelect actor={actor} field="monthlySalary" label={i18n._(msg`Monthly income`)} options={SALARY_RANGES} />
      <PersonalSelect actor={actor} field="incomeSource" label={i18n._(msg`Income source`)} options={INCOME_SOURCES} />
      <PersonalSelect actor={actor} field="payFrequency" label={i18n._(msg`Pay frequency`)} options={PAY_FREQUENCIES} />
      <PersonalSelect
        actor={actor}
        field="payday"
        label={kinds?.first === 'weekday' ? i18n._(msg`Payday (weekday)`) : i18n._(msg`Payday (day of the month)`)}
        {...payday(kinds?.first)}
      />
      <PersonalSelect
        actor={actor}
        field="paydayTwo"
        label={kinds?.second === 'weekday' ? i18n._(msg`Second payday (weekday)`) : i18n._(msg`Second payday (day of the month)`)}
        {...payday(kinds?.second)}
      />
    </>
  );
}
