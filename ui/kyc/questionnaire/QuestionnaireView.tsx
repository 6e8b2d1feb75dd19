import { useLingui } from '@lingui/react';
import { msg } from '@lingui/core/macro';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { questionnaireMachine } from '../../../machines/questionnaire/questionnaire.machine';
import {
  selectAnswers,
  selectIsBusy,
  selectIsOffline,
  selectIsReconciling,
  selectNextStepFailed,
  selectQuestions,
  selectShownUnanswered,
  selectSubmitError,
} from '../../../machines/questionnaire/questionnaire.selectors';
import { Select } from '../../shared/Select';
import { validationMessage } from '../errorMessages';
import { KycFormFrame } from '../KycFormFrame';
import { useKycFrame } from '../useKycFrame';
import { optionLabelDescriptor } from '../optionLabels';

export type QuestionnaireActor = ActorRefFrom<typeof questionnaireMachine>;

/** `/auth/loan_question`: the 11 credit-history questions, all required. */
export function QuestionnaireView({ actor }: { actor: QuestionnaireActor }) {
  const { i18n } = useLingui();
  const questions = useSelector(actor, selectQuestions);
  const answers = useSelector(actor, selectAnswers);
  const unanswered = useSelector(actor, selectShownUnanswered);
  const frame = useKycFrame(actor, { selectIsOffline, selectIsBusy, selectSubmitError, selectNextStepFailed, selectIsReconciling });
  const label = (key: string, named: boolean) => {
    const descriptor = named && key !== 'None' ? null : optionLabelDescriptor(key);
    return descriptor ? i18n._(descriptor) : key;
  };
  return (
    <KycFormFrame
      title={i18n._(msg`Credit history questionnaire`)}
      intro={i18n._(msg`Complete the credit-history questionnaire: every question needs an answer.`)}
      {...frame}
      footer={
        unanswered.length > 0 ? (
          <p role="alert" className="field-error">
            {i18n._(msg`Answer questions first: unanswered questions remain.`)}
          </p>
        ) : null
      }
    >
      {questions.map((question) => (
        <Select
          key={question.id}
          name={question.id}
          label={`${question.number}. ${label(question.labelKey, false)}`}
          value={answers[question.id]}
          placeholder={i18n._(msg`Please select`)}
          options={question.options.map((option) => ({ value: option.value, label: label(option.labelKey, question.namedOptions) }))}
          onValueChange={(value) => actor.send({ type: 'answer.chosen', question: question.id, value })}
          error={unanswered.includes(question.id) ? i18n._(validationMessage('questionnaire.unanswered')) : undefined}
        />
      ))}
    </KycFormFrame>
  );
}
