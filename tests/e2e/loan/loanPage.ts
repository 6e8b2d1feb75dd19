import { expect, type Page } from '@playwright/test';

/** Words of the loan screens as a borrower reads them, per language (locales/{en,es}/loan.po). */
export const LOAN_WORDS = {
  en: {
    pitch: 'Cash in minutes, straight to your bank account',
    apply: 'Apply',
    chooseLoan: 'Choose your loan',
    amount: 'Amount',
    term: 'Term',
    canLoan: 'You can apply for a loan',
    confirmTitle: 'Confirm your loan',
    getMoneyTitle: 'Get your money',
    apr: 'Yearly cost (APR)',
    accept: 'I have read and accept the loan agreement',
    agreementRequired: 'Agreement must be accepted',
    submitApplication: 'Submit application',
    assessing: 'We are reviewing your application',
    approved: 'Your loan is approved',
    getMoney: 'Get money',
    lending: 'Your money is on its way',
    repaying: 'Your loan is active',
    overdue: 'Your loan is overdue',
    pay: 'Pay',
    rejected: 'Your application was not approved',
    backHome: 'Back to home',
    checkNow: 'Check now',
    mainTabs: 'Main',
    cannotApply: 'Cannot apply',
    applyAgainFrom: 'You can apply again from',
    failed: 'We could not send the money',
    bankNotSupported: /bank account not supported/i,
    edit: 'Edit',
    newAccount: 'New bank account number',
    confirmAccount: 'Confirm bank account number',
    saveCard: 'Save and send again',
    cancelTitle: 'Cancel the loan',
    reasonRequired: 'Cancellation reason must be chosen',
    reason: 'I no longer need the money',
    cancelled: 'Your loan was cancelled',
    detail: 'Detail',
  },
  es: {
    pitch: 'Dinero en minutos, directo a tu cuenta bancaria',
    apply: 'Solicitar',
    chooseLoan: 'Elige tu préstamo',
    amount: 'Monto',
    term: 'Plazo',
    canLoan: 'Puedes solicitar un préstamo',
    confirmTitle: 'Confirma tu préstamo',
    getMoneyTitle: 'Obtén tu dinero',
    apr: 'Costo anual (tasa simple)',
    accept: 'He leído y acepto el contrato de préstamo',
    agreementRequired: 'Debes aceptar el contrato',
    submitApplication: 'Enviar solicitud',
    assessing: 'Estamos revisando tu solicitud',
    approved: 'Tu préstamo está aprobado',
    getMoney: 'Obtener dinero',
    lending: 'Tu dinero va en camino',
    repaying: 'Tu préstamo está activo',
    overdue: 'Tu préstamo está vencido',
    pay: 'Pagar',
    rejected: 'Tu solicitud no fue aprobada',
    backHome: 'Volver al inicio',
    checkNow: 'Revisar ahora',
    mainTabs: 'Principal',
    cannotApply: 'No puedes solicitar',
    applyAgainFrom: 'Puedes volver a solicitar a partir del',
    failed: 'No pudimos enviar el dinero',
    bankNotSupported: 'No podemos depositar en esta cuenta bancaria.',
    edit: 'Editar',
    newAccount: 'Nuevo número de cuenta bancaria',
    confirmAccount: 'Confirma el número de cuenta bancaria',
    saveCard: 'Guardar y enviar de nuevo',
    cancelTitle: 'Cancelar el préstamo',
    reasonRequired: 'Debes elegir un motivo de cancelación',
    reason: 'Ya no necesito el dinero',
    cancelled: 'Tu préstamo fue cancelado',
    detail: 'Detalle',
  },
} as const;

export type LoanLang = keyof typeof LOAN_WORDS;

/** Page model of the loan screens, by role and accessible name. */
export function loanPage(page: Page, lang: LoanLang = 'en') {
  const words = LOAN_WORDS[lang];
  return {
    words,
    heading: (name: string) => page.getByRole('heading', { name, level: 1 }),
    button: (name: string) => page.getByRole('button', { name, exact: true }),
    async seeHeading(name: string, timeout = 10_000) {
      await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible({ timeout });
    },
    /** The hash route; a query the target screen adds itself (e.g. a wizard part) is ignored. */
    async seeRoute(path: string) {
      await expect.poll(() => currentRoute(page, path.includes('?'))).toBe(path);
    },
  };
}

/** Home, read fresh from the server (a hash change alone keeps the mounted screen). */
export async function openHome(page: Page) {
  await page.goto('/#/');
  await page.reload();
}

export function currentRoute(page: Page, withQuery: boolean): string {
  const hash = new URL(page.url()).hash.slice(1);
  return withQuery ? hash : hash.split('?')[0]!;
}
