import type { Market } from '../../services/validation/market';
import { QUESTION_IDS } from '../../services/options/questionnaire';
import { isRestoredFormState, restoredForm } from '../shared/reconcileStep';
import { DRAFTED_FORM_STATES } from '../shared/submitStep';

/** The answers survive a reload; a submit in flight comes back checking whether it was saved (`restoredForm`). Nothing here is sensitive. */
export const QUESTIONNAIRE_DRAFT = { name: 'questionnaire', version: 1 } as const;

interface PersistedShape {
  status?: unknown;
  value?: { form?: unknown };
  context?: { answers?: Record<string, unknown> } & Record<string, unknown>;
}

export function toQuestionnaireDraft(persisted: unknown): unknown | null {
  const snapshot = persisted as PersistedShape;
  if (!DRAFTED_FORM_STATES.includes(snapshot.value?.form as string)) return null;
  const form = restoredForm(snapshot, 'checkAnswersSaved');
  return { ...snapshot, value: form.value, context: { ...snapshot.context, submitError: form.submitError }, children: form.children };
}

/** `current`: the app's market now; a draft typed in another market is not restored (its rules and payload differ). */
export function isQuestionnaireDraft(stored: unknown, current?: { market: Market }): boolean {
  const snapshot = stored as PersistedShape | null;
  if (current && snapshot?.context?.market !== current.market) return false;
  const answers = snapshot?.context?.answers;
  return snapshot?.status === 'active' && isRestoredFormState(snapshot) && !!answers && QUESTION_IDS.every((id) => typeof answers[id] === 'string');
}
