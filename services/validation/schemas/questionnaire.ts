import * as v from 'valibot';
import { creditQuestionnaire, type QuestionId } from '../../options';
import type { Market } from '../market';
import type { ValidationCode } from './codes';

/** All 11 questions must be answered with one of their options: 'questionnaire.unanswered' per question. */
export function questionnaireSchema({ market }: { market: Market }) {
  const entries = creditQuestionnaire(market).map((question) => {
    const allowed = question.options.map((option) => option.value);
    const schema = v.pipe(
      v.optional(v.string(), ''),
      v.check((value: string) => allowed.includes(value), 'questionnaire.unanswered' satisfies ValidationCode),
    );
    return [question.id, schema] as const;
  });
  return v.object(Object.fromEntries(entries) as Record<QuestionId, (typeof entries)[number][1]>);
}

export type QuestionnaireAnswers = Record<QuestionId, string>;
