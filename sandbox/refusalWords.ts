/**
 * The refusals a borrower can meet in the loan, repay and support areas, in the request's language (the
 * app shows a business refusal's text as sent). Spanish in the app's register: "tú", Mexican usage.
 */
const REFUSALS = {
  loanNotFound: ['We could not find this loan. Go back to home to see where it stands.', 'No encontramos este préstamo. Vuelve al inicio para ver cómo va.'],
  loanMovedOn: [
    'Your loan has moved on since this screen opened. Go back to home to see where it stands.',
    'Tu préstamo avanzó desde que abriste esta pantalla. Vuelve al inicio para ver cómo va.',
  ],
  loanNotCancellable: ['This loan can no longer be cancelled.', 'Este préstamo ya no se puede cancelar.'],
  accountsDiffer: ['The two bank card numbers do not match', 'Los dos números de cuenta no coinciden'],
  accountInvalid: ['The bank account number is not valid', 'El número de cuenta no es válido'],
  bankUnknown: ['This bank cannot receive payouts. Choose another bank', 'Este banco no puede recibir depósitos. Elige otro banco'],
  formNotAccepted: [
    'Some of your details were not accepted. Check them and try again.',
    'Algunos de tus datos no fueron aceptados. Revísalos e inténtalo de nuevo.',
  ],
  clabeBankUnknown: [
    'This CLABE does not belong to a bank we can pay into. Check the first 3 digits.',
    'Esta CLABE no pertenece a un banco al que podamos depositar. Revisa los 3 primeros dígitos.',
  ],
  orderNoEmpty: ['orderNo cannot be empty', 'El número de orden no puede estar vacío'],
  noSuchOrder: ['no such order', 'No encontramos ese préstamo.'],
  amountNotWhole: ['The amount must be a whole number, without cents.', 'El monto debe ser entero, sin centavos.'],
  orderNotRepayable: ['this order cannot be repaid now', 'Este préstamo no se puede pagar ahora.'],
  payOrderIdEmpty: ['payOrderId cannot be empty, try again', 'El ID de pago no puede estar vacío, inténtalo de nuevo'],
  noSuchPayment: ['no such payment', 'No encontramos ese pago.'],
  methodNotOffered: ['This way of paying is not offered in your country.', 'Esta forma de pago no está disponible en tu país.'],
  receiptMissing: ['choose a receipt image', 'Elige una foto del comprobante.'],
  receiptType: ['the receipt must be a JPEG, PNG or WebP image', 'El comprobante debe ser una imagen JPEG, PNG o WebP.'],
  receiptNotMatched: ['The receipt could not be matched to a payment', 'No pudimos relacionar el comprobante con un pago.'],
  receiptSize: ['the receipt image is larger than 5 MB', 'La foto del comprobante pesa más de 5 MB.'],
  receiptNotUploaded: ['upload the receipt image again', 'Vuelve a subir la foto del comprobante.'],
  extensionNotOffered: ['extension is not offered', 'La prórroga no está disponible.'],
  noSuchExtension: ['no such extension order', 'No encontramos esa prórroga.'],
  noDrawChance: ['no lucky draw chance left', 'Ya no tienes oportunidades en el sorteo.'],
  couponNotUsable: ['this coupon cannot be used', 'Este cupón no se puede usar.'],
  feedbackNotFound: ['feedback not found', 'No encontramos ese reporte.'],
  feedbackOpenOfType: ['you already have an open ticket of this type', 'Ya tienes un reporte abierto de este tipo'],
  feedbackNotEditable: ['only a pending ticket can be edited', 'Solo puedes editar un reporte pendiente.'],
  feedbackOnlySolved: ['a borrower can only mark a ticket as solved', 'Solo puedes marcar el reporte como resuelto.'],
  feedbackClosed: ['this ticket is closed', 'Este reporte está cerrado.'],
  feedbackImageMissing: ['choose an image to upload', 'Elige una imagen para subir.'],
  feedbackImageType: ['only JPEG, PNG or WebP images are accepted', 'Solo se aceptan imágenes JPEG, PNG o WebP.'],
  feedbackImageSize: ['the image is larger than 2 MB', 'La imagen pesa más de 2 MB.'],
  feedbackImageNotUploaded: ['upload the images again', 'Vuelve a subir las imágenes.'],
  productNotFound: ['product not found', 'No encontramos ese producto.'],
  marketOrderOpen: ['you already have an open order with this product', 'Ya tienes una solicitud abierta con este producto.'],
  marketNoPrevious: ['no previous order with this product', 'No tienes una solicitud anterior con este producto.'],
  marketUseAgain: ['You have applied for this product before: apply again from its page in the loan marketplace.', 'Ya solicitaste este producto antes: vuelve a solicitarlo desde su página en el mercado de préstamos.'],
} as const satisfies Record<string, readonly [string, string]>;

export type Refusal = keyof typeof REFUSALS;

export function isRefusal(value: string): value is Refusal {
  return Object.hasOwn(REFUSALS, value);
}

export function refusal(ctx: { headers: { lang: string } }, which: Refusal): string {
  return REFUSALS[which][ctx.headers.lang === 'es' ? 1 : 0];
}

/** A marketplace product's one term, in the request's language. */
export function termRefusal(ctx: { headers: { lang: string } }, days: number): string {
  return ctx.headers.lang === 'es' ? `Este préstamo es a ${days} días.` : `This loan is for ${days} days.`;
}

/** "amount must be between MIN and MAX" for a marketplace product. */
export function amountRangeRefusal(ctx: { headers: { lang: string } }, min: number, max: number): string {
  const money = (amount: number) =>
    new Intl.NumberFormat(ctx.headers.lang === 'es' ? 'es-MX' : 'en-NG', { maximumFractionDigits: 0 }).format(amount);
  return ctx.headers.lang === 'es'
    ? `El monto debe estar entre ${money(min)} y ${money(max)}.`
    : `The amount must be between ${money(min)} and ${money(max)}.`;
}
