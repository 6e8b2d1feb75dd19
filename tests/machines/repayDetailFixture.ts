import type { RepayDetail } from '../../services/api/endpoints/repay';

/** A repaying order's detail, as the machine tests and the repayment flows read it from the server. */
export const repaying: RepayDetail = {
  orderNo: 'LN1',
  payOrderId: '',
  stepCode: 2,
  loanAmount: 5000,
  repayAmount: 5374,
  repaidAmount: 0,
  unrepaidAmount: 5374,
  dueDate: '2026-12-01',
  overdueDays: 0,
  penaltyRate: 0.02,
  penaltyAmount: 0,
  bankAccount: '•••• 7890',
  extensionEnabled: true,
  creditLimit: 5000,
};
