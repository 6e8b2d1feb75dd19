import type { Voucher } from '../../services/api/endpoints/repay';
import type { ReceiptImage } from '../../services/images/receiptImage';
import type { RepayError } from '../repayment/repayment.types';

export type VouchersOutcome = { ok: true; vouchers: Voucher[]; orderNo?: string } | { ok: false; error: RepayError };
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
  submitted: boolean;
  idempotencyKey: string | null;
}

export type RepaymentProofEvent =
  | { type: 'proof.retryRequested' }
  | { type: 'proof.fileChosen'; file: Blob }
  | { type: 'proof.fileCleared' }
  | { type: 'proof.submitted' };
