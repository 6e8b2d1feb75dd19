/**
 * Nigerian banks and wallets for the payout account, with the bank codes Paystack's bank list uses (the
 * backend's /app/paystack/bank-list answers with the same codes; this list is the offline fallback and the
 * validator's table). Source: Paystack bank list as republished by nigerianbanks.xyz (tomiiide/nigerian-banks).
 *
 * `kind`: commercial and merchant banks carry the 3-digit CBN code on which the NUBAN check digit is computed
 * (`checksNuban`). Wallets, PSBs and MFBs often issue phone-number accounts (OPay, PalmPay, 9PSB) or use
 * Paystack codes that are not their CBN institution code, so only the 10-digit shape is checked for them.
 */
export type NgBankKind = 'commercial' | 'merchant' | 'fintech' | 'psb' | 'microfinance' | 'mortgage';

export interface NgBank {
  code: string;
  label: string;
  kind: NgBankKind;
}

export const NG_BANKS: readonly NgBank[] = [
  { code: '044', label: 'Access Bank', kind: 'commercial' },
  { code: '063', label: 'Access Bank (Diamond)', kind: 'commercial' },
  { code: '023', label: 'Citibank Nigeria', kind: 'commercial' },
  { code: '050', label: 'Ecobank Nigeria', kind: 'commercial' },
  { code: '070', label: 'Fidelity Bank', kind: 'commercial' },
  { code: '011', label: 'First Bank of Nigeria', kind: 'commercial' },
  { code: '214', label: 'First City Monument Bank', kind: 'commercial' },
  { code: '00103', label: 'Globus Bank', kind: 'commercial' },
  { code: '058', label: 'Guaranty Trust Bank', kind: 'commercial' },
  { code: '301', label: 'Jaiz Bank', kind: 'commercial' },
  { code: '082', label: 'Keystone Bank', kind: 'commercial' },
  { code: '303', label: 'Lotus Bank', kind: 'commercial' },
  { code: '561', label: 'Nova Bank', kind: 'commercial' },
  { code: '107', label: 'Optimus Bank', kind: 'commercial' },
  { code: '104', label: 'Parallex Bank', kind: 'commercial' },
  { code: '076', label: 'Polaris Bank', kind: 'commercial' },
  { code: '105', label: 'PremiumTrust Bank', kind: 'commercial' },
  { code: '101', label: 'Providus Bank', kind: 'commercial' },
  { code: '106', label: 'Signature Bank', kind: 'commercial' },
  { code: '221', label: 'Stanbic IBTC Bank', kind: 'commercial' },
  { code: '068', label: 'Standard Chartered Bank', kind: 'commercial' },
  { code: '232', label: 'Sterling Bank', kind: 'commercial' },
  { code: '100', label: 'Suntrust Bank', kind: 'commercial' },
  { code: '302', label: 'TAJ Bank', kind: 'commercial' },
  { code: '102', label: 'Titan Trust Bank', kind: 'commercial' },
  { code: '032', label: 'Union Bank of Nigeria', kind: 'commercial' },
  { code: '033', label: 'United Bank For Africa', kind: 'commercial' },
  { code: '215', label: 'Unity Bank', kind: 'commercial' },
  { code: '035', label: 'Wema Bank', kind: 'commercial' },
  { code: '057', label: 'Zenith Bank', kind: 'commercial' },
  { code: '108', label: 'Alpha Morgan Bank', kind: 'commercial' },
  { code: '559', label: 'Coronation Merchant Bank', kind: 'merchant' },
  { code: '501', label: 'FSDH Merchant Bank', kind: 'merchant' },
  { code: '562', label: 'Greenwich Merchant Bank', kind: 'merchant' },
  { code: '502', label: 'Rand Merchant Bank', kind: 'merchant' },
  { code: '035A', label: 'ALAT by Wema', kind: 'fintech' },
  { code: '565', label: 'Carbon', kind: 'fintech' },
  { code: '50126', label: 'Eyowo', kind: 'fintech' },
  { code: '51318', label: 'FairMoney Microfinance Bank', kind: 'fintech' },
  { code: '100022', label: 'GoMoney', kind: 'fintech' },
  { code: '50211', label: 'Kuda Bank', kind: 'fintech' },
  { code: '50515', label: 'Moniepoint MFB', kind: 'fintech' },
  { code: '999992', label: 'OPay', kind: 'fintech' },
  { code: '100002', label: 'Paga', kind: 'fintech' },
  { code: '999991', label: 'PalmPay', kind: 'fintech' },
  { code: '125', label: 'Rubies MFB', kind: 'fintech' },
  { code: '51310', label: 'Sparkle Microfinance Bank', kind: 'fintech' },
  { code: '566', label: 'VFD Microfinance Bank', kind: 'fintech' },
  { code: '51269', label: 'Tangerine Money', kind: 'fintech' },
  { code: '100025', label: 'KongaPay', kind: 'fintech' },
  { code: '120001', label: '9mobile 9Payment Service Bank', kind: 'psb' },
  { code: '120002', label: 'HopePSB', kind: 'psb' },
  { code: '120003', label: 'MTN MoMo PSB', kind: 'psb' },
  { code: '120004', label: 'Airtel Smartcash PSB', kind: 'psb' },
  { code: '602', label: 'Accion Microfinance Bank', kind: 'microfinance' },
  { code: '50315', label: 'Aella MFB', kind: 'microfinance' },
  { code: '50162', label: 'Dot Microfinance Bank', kind: 'microfinance' },
  { code: '50304', label: 'Mint MFB', kind: 'microfinance' },
  { code: '51113', label: 'Safe Haven MFB', kind: 'microfinance' },
  { code: '090420', label: 'Letshego Microfinance Bank', kind: 'microfinance' },
  { code: '50563', label: 'Mayfair MFB', kind: 'microfinance' },
  { code: '50629', label: 'NPF Microfinance Bank', kind: 'microfinance' },
  { code: '404', label: 'Abbey Mortgage Bank', kind: 'mortgage' },
  { code: '401', label: 'ASO Savings and Loans', kind: 'mortgage' },
];

/** The NUBAN check digit is enforced only for banks with a 3-digit CBN code. */
export function checksNuban(bank: NgBank): boolean {
  return (bank.kind === 'commercial' || bank.kind === 'merchant') && /^\d{3}$/.test(bank.code);
}

export function ngBankByCode(code: string): NgBank | undefined {
  return NG_BANKS.find((bank) => bank.code === code);
}
