import { useLingui } from '@lingui/react';
import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { AnyActorRef } from 'xstate';
import type { ValidationCode } from '../../services/validation/schemas/codes';
import { validationMessage } from './errorMessages';

type FieldEvent<F extends string> = { type: 'field.changed'; field: F; value: string } | { type: 'field.blurred'; field: F };

/** A KYC step actor whose context holds `fields` and that takes the field events. */
interface FieldActor<F extends string, S> extends Pick<AnyActorRef, 'subscribe'> {
  getSnapshot: () => S;
  send: (event: FieldEvent<F>) => void;
}

/**
 * The props of one text field or select of a KYC step form (additional info, bank card): its value,
 * the change and blur events, and its shown error worded in the borrower's language.
 */
export function useFormField<F extends string, S extends { context: { fields: Record<F, string> } }>(
  actor: FieldActor<F, S>,
  field: F,
  shownError: (field: F) => (snapshot: S) => ValidationCode | null,
) {
  const { i18n } = useLingui();
  const errorSelector = useMemo(() => shownError(field), [shownError, field]);
  const value = useSelector(actor, (s: S) => s.context.fields[field]);
  const error = useSelector(actor, errorSelector);
  return {
    name: field,
    value,
    onValueChange: (next: string) => actor.send({ type: 'field.changed', field, value: next }),
    onBlur: () => actor.send({ type: 'field.blurred', field }),
    error: error ? i18n._(validationMessage(error)) : undefined,
  };
}
