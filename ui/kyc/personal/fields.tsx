import { useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import type { Option } from '../../../services/options/types';
import type { PersonalField } from '../../../services/kyc/personalInfo.fields';
import { Select, type SelectOption } from '../../shared/Select';
import { TextField } from '../../shared/TextField';
import { validationMessage } from '../errorMessages';
import { translateOptions } from '../optionLabels';
import { usePersonalField, type PersonalInfoActor } from './usePersonalField';
import { msg } from '@lingui/core/macro';

interface FieldProps {
  actor: PersonalInfoActor;
  field: PersonalField;
  label: ReactNode;
}

/** A text input bound to one wizard field; hidden when the form rules hide it. */
export function PersonalText({
  actor,
  field,
  label,
  ...rest
}: FieldProps & { inputMode?: 'text' | 'numeric' | 'tel' | 'email'; type?: string; maxLength?: number; autoComplete?: string; hint?: ReactNode; min?: string; max?: string }) {
  const { i18n } = useLingui();
  const bound = usePersonalField(actor, field);
  if (!bound.visible) return null;
  return (
    <TextField
      {...rest}
      name={field}
      label={label}
      value={bound.value}
      onValueChange={bound.onValueChange}
      onBlur={bound.onBlur}
      error={bound.error ? i18n._(validationMessage(bound.error)) : undefined}
    />
  );
}

/** A select bound to one wizard field; options are codes with translated labels. */
export function PersonalSelect({
  actor,
  field,
  label,
  options,
  labelled,
  placeholder,
}: FieldProps & { options?: readonly Option[]; labelled?: readonly SelectOption[]; placeholder?: string }) {
  const { i18n } = useLingui();
  const bound = usePersonalField(actor, field);
  if (!bound.visible) return null;
  return (
    <Select
      name={field}
      label={label}
      value={bound.value}
      options={labelled ?? translateOptions(options ?? [], (d) => i18n._(d))}
      placeholder={placeholder ?? i18n._(msg`Please select`)}
      onValueChange={(value) => {
        bound.onValueChange(value, true);
        bound.onBlur();
      }}
      onBlur={bound.onBlur}
      error={bound.error ? i18n._(validationMessage(bound.error)) : undefined}
    />
  );
}
