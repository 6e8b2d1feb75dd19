import type { Quote } from './pricing';

/** The loan agreement as plain text paragraphs (no HTML: the app renders it as text). */
export interface AgreementDocument {
  title: string;
  content: string;
}

const money = (amount: number, currency: string, lang: string) =>
  new Intl.NumberFormat(lang === 'es' ? 'es-MX' : 'en-NG', { style: 'currency', currency }).format(amount);

export function loanAgreement(q: Quote, currency: string, lang: string, orderNo: string | null): AgreementDocument {
  const m = (amount: number) => money(amount, currency, lang);
  // Written "2%", as the app writes rates in both languages.
  const yearly = `${(q.interestRatePerYear * 100).toFixed(0)}%`;
  const feeRate = `${(q.processingFeeRatePerDay * 100).toFixed(2)}%`;
  const penalty = `${(q.penaltyRate * 100).toFixed(0)}%`;
  if (lang === 'es') {
    return {
      title: 'Contrato de préstamo',
      content: [
        `Orden: ${orderNo ?? 'por asignar'}.`,
        `Monto del préstamo: ${m(q.loanAmount)}, plazo de ${q.duration} días.`,
        `Comisión por apertura: ${feeRate} diario, ${m(q.fee)}, más impuesto del 18% (${m(q.feeTax)}), descontados al depositar. Recibirás ${m(q.disbursalAmount)}.`,
        `Interés: ${yearly} anual, ${m(q.interest)}. Total a pagar al vencimiento: ${m(q.repayAmount)}.`,
        `Pago tardío: penalización del ${penalty} diario sobre el monto del préstamo; el total de penalizaciones nunca supera el monto del préstamo.`,
        'Solo puedes tener un préstamo a la vez.',
      ].join('\n\n'),
    };
  }
  return {
    title: 'Loan agreement',
    content: [
      `Order: ${orderNo ?? 'to be assigned'}.`,
      `Loan amount: ${m(q.loanAmount)} for ${q.duration} days.`,
      `Processing fee: ${feeRate} per day, ${m(q.fee)}, plus 18% tax (${m(q.feeTax)}), deducted when the money is sent. You receive ${m(q.disbursalAmount)}.`,
      `Interest: ${yearly} a year, ${m(q.interest)}. Total to repay on the due date: ${m(q.repayAmount)}.`,
      `Late payment: a penalty of ${penalty} of the loan amount per day; all penalties together never exceed the loan amount.`,
      'You can have one loan at a time.',
    ].join('\n\n'),
  };
}
