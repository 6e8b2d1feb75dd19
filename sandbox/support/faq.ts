/** The help-centre questions (`/feedback/list/question_answer`), in the `lang` header's language. */
interface Faq {
  question: string;
  answer: string;
}

const en: Faq[] = [
  {
    question: 'How long does the assessment take?',
    answer: 'Usually about 10 minutes, at most 24 hours. You get a decision within 1 working day.',
  },
  {
    question: 'When will I receive the money?',
    answer: 'After approval, the deposit usually arrives within 10 to 60 minutes; in rare cases within 8 hours.',
  },
  {
    question: 'I paid but my loan still shows unpaid. What should I do?',
    answer:
      'Payments usually reflect within 15 minutes. If not, open a payment ticket in the feedback centre with your receipt; we review proofs within 48 hours.',
  },
  {
    question: 'Can I extend my repayment date?',
    answer: 'Where offered, a rollover delays the repayment by 7 days for a fee shown before you confirm.',
  },
  {
    question: 'What happens if I repay late?',
    answer: 'A penalty of 2% of the loan amount is added for each overdue day, never more than the loan amount in all, and future limits may drop.',
  },
  {
    question: 'My application was rejected. When can I apply again?',
    answer: 'You can reapply after 30 days. Meanwhile the loan marketplace may recommend other products.',
  },
];

const es: Faq[] = [
  {
    question: '¿Cuánto tarda la evaluación?',
    answer: 'Normalmente unos 10 minutos, como máximo 24 horas. Recibes una decisión en 1 día hábil.',
  },
  {
    question: '¿Cuándo recibiré el dinero?',
    answer: 'Tras la aprobación, el depósito suele llegar en 10 a 60 minutos; en casos raros, en 8 horas.',
  },
  {
    question: 'Ya pagué, pero mi préstamo sigue apareciendo como no pagado. ¿Qué hago?',
    answer:
      'Los pagos suelen reflejarse en 15 minutos. Si no, abre un reporte de pago en «Mis reportes» con tu comprobante; revisamos los comprobantes en 48 horas.',
  },
  {
    question: '¿Puedo prorrogar mi fecha de vencimiento?',
    answer: 'Cuando está disponible, la prórroga retrasa el pago 7 días por una comisión que ves antes de confirmar.',
  },
  {
    question: '¿Qué pasa si pago tarde?',
    answer: 'Se suma una penalización del 2% del monto del préstamo por cada día de atraso, sin superar en total el monto del préstamo, y tus límites futuros pueden bajar.',
  },
  {
    question: 'Rechazaron mi solicitud. ¿Cuándo puedo volver a solicitar?',
    answer: 'Puedes volver a solicitar después de 30 días. Mientras tanto, el mercado de préstamos puede recomendarte otros productos.',
  },
];

export function faqFor(lang: string) {
  return (lang === 'es' ? es : en).map((item, index) => ({ id: index + 1, ...item }));
}
