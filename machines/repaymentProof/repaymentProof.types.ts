import type { Voucher } from '../../services/api/endpoints/repay';
import type { ReceiptImage } from '../../services/images/receiptImage';
import type { RepayError } from '../repayment/repayment.types';

/**
 * The loan's receipts; `listError` when the loan is known but its list could not be read: a receipt
 * can still be sent (the list only informs), the list says it failed and offers Retry.
 */
export type VouchersOutcome = { ok: true; vouchers: Voucher[]; orderNo?: string; listError?: RepayError } | { ok: false; error: RepayError };
/** The chosen file, downscaled and re-encoded (no EXIF), or why it cannot be sent. */
export type PreparedImage = ReceiptImage;
/** The file types the receipt picker offers, and the only ones prepared (HEIC, PDF are refused). */
export { PHOTO_TYPES as RECEIPT_IMAGE_TYPES } from '../shared/photoTypes';
export type SubmitProofOutcome = { ok: true } | { ok: false; error: RepayError };

export interface RepaymentProofInput {
  orderNo: string | null;
}

export interface RepaymentProofContext {
  orderNo: string | null;
  vouchers: Voucher[];
  image: Blob | null;
  error: RepayError | null;
  /** The receipts sent could not be read (the list shows it, with Retry); sending one still works. */
  listError: RepayError | null;
  submitted: boolean;
  idempotencyKey: string | null;
}

export type RepaymentProofEvent =
  | { type: 'proof.retryRequested' }
  | { type: 'proof.fileChosen'; file: Blob }
  | { type: 'proof.fileCleared' }
  | { type: 'proof.submitted' };
