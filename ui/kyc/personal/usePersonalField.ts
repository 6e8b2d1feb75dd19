import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { personalInfoMachine } from '../../../machines/personalInfo/personalInfo.machine';
import { selectIsVisible, selectShownError, selectValue } from '../../../machines/personalInfo/personalInfo.selectors';
import type { PersonalField } from '../../../services/kyc/personalInfo.fields';
import { useMemo } from 'react';

export type PersonalInfoActor = ActorRefFrom<typeof personalInfoMachine>;

/** One field's slice of the wizard: value, shown error code, visibility, and its two events. */
export function usePersonalField(actor: PersonalInfoActor, field: PersonalField) {
  const selectors = useMemo(
    () => ({ value: selectValue(field), error: selectShownError(field), visible: selectIsVisible(field) }),
    [field],
  );
  const value = useSelector(actor, selectors.value);
  const error = useSelector(actor, selectors.error);
  const visible = useSelector(actor, selectors.visible);
  return {
    value,
    error,
    visible,
    onValueChange: (next: string, chosen?: boolean) => actor.send({ type: 'field.changed', field, value: next, chosen }),
    onBlur: () => actor.send({ type: 'field.blurred', field }),
  };
}
