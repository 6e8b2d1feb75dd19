import type { SnapshotFrom } from 'xstate';
import { versionedKey } from '../shared/idempotencyKey';
import type { TypedDraft } from '../shared/typedDraft';
import type { marketApplyMachine } from './marketApply.machine';
import type { MarketForm, MarketProduct, TypedApplication } from './marketApply.types';

type ApplySnapshot = SnapshotFrom<typeof marketApplyMachine>;

const FORM_FIELDS: readonly (keyof MarketForm)[] = ['amount', 'fullName', 'email', 'monthlyIncome', 'employment'];

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

const isFiniteNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

function isKeptProduct(value: unknown): value is MarketProduct {
  if (!isRecord(value)) return false;
  const { productId, name, minAmount, maxAmount, termDays, dailyRate, tags, appliedBefore, hasOpenOrder } = value;
  return (
    typeof productId === 'string' &&
    typeof name === 'string' &&
    [minAmount, maxAmount, termDays, dailyRate].every(isFiniteNumber) &&
    (minAmount as number) <= (maxAmount as number) &&
    Array.isArray(tags) &&
    tags.every((tag) => typeof tag === 'string') &&
    typeof appliedBefore === 'boolean' &&
    typeof hasOpenOrder === 'boolean'
  );
}

function isKeptForm(value: unknown): value is MarketForm {
  return isRecord(value) && FORM_FIELDS.every((field) => typeof value[field] === 'string');
}

function isTypedApplication(stored: unknown): stored is TypedApplication {
  if (!isRecord(stored)) return false;
  const { product, form, submissionKey, keyInDoubt } = stored;
  return isKeptProduct(product) && isKeptForm(form) && typeof submissionKey === 'string' && submissionKey !== '' && typeof keyInDoubt === 'boolean';
}

/** What to keep of the form now; null when nothing was typed, or the form was sent or closed. */
function toTypedApplication(snapshot: ApplySnapshot): TypedApplication | null {
  if (snapshot.status === 'done') return null;
  const { product, form, submissionKey, keyVersion } = snapshot.context;
  // A reload while the application is being made loses the answer: it may have been made.
  const keyInDoubt = snapshot.context.keyInDoubt || snapshot.matches('applying');
  const typedSomething = form.amount !== String(product.minAmount) || FORM_FIELDS.some((field) => field !== 'amount' && form[field] !== '');
  if (!typedSomething && !keyInDoubt) return null;
  return { product, form, submissionKey: versionedKey(submissionKey, keyVersion), keyInDoubt };
}

/** The marketplace application being filled in, kept until it is sent or the borrower closes it. */
export const TYPED_APPLICATION: TypedDraft<TypedApplication, ApplySnapshot> = {
  name: 'market.apply',
  version: 1,
  isKept: isTypedApplication,
  toKept: toTypedApplication,
};
