import { randomBytes } from 'node:crypto';
import { ErrorCode } from '../errors';
import { fail, ok, type HandlerContext, type HandlerResult } from '../handlers';
import type { UserRow } from '../db';
import { refusal } from '../refusalWords';
import { FEEDBACK_AREA } from './feedbackStore';

/**
 * Proof images of feedback tickets. The app downscales before sending, so a file over 2 MB or of
 * another type is refused as a business outcome, worded in the request's language (FAULTS F40). Kept
 * base64 in an area record and served back by the control routes at `/sandbox/files/feedback/<name>`.
 */
export const MAX_UPLOAD_BYTES = 2 * 1024 * 1024;
const FILE_ADDRESS = '/sandbox/files/feedback/';
const ACCEPTED = new Map([
  ['image/jpeg', 'jpg'],
  ['image/png', 'png'],
  ['image/webp', 'webp'],
]);

export interface StoredFile {
  type: string;
  base64: string;
}

export async function storeUpload(ctx: HandlerContext<UserRow>, kind: 'credential' | 'file'): Promise<HandlerResult> {
  const file = ctx.files.file?.[0];
  if (!file) return fail(ErrorCode.uploadRejected, refusal(ctx, 'feedbackImageMissing'));
  const extension = ACCEPTED.get(file.type);
  if (!extension) return fail(ErrorCode.uploadRejected, refusal(ctx, 'feedbackImageType'));
  if (file.size > MAX_UPLOAD_BYTES) return fail(ErrorCode.uploadRejected, refusal(ctx, 'feedbackImageSize'));
  const name = `${kind}-${ctx.user.id}-${randomBytes(6).toString('hex')}.${extension}`;
  const stored: StoredFile = { type: file.type, base64: Buffer.from(await file.arrayBuffer()).toString('base64') };
  await ctx.db.areaPut(FEEDBACK_AREA, ctx.user.id, `file-${name}`, stored, ctx.clock.now());
  return ok({ url: `${FILE_ADDRESS}${name}` });
}

/** Whether `url` is an address one of this borrower's uploads issued (a ticket names no one else's file). */
export async function isIssuedUpload(ctx: HandlerContext<UserRow>, url: string): Promise<boolean> {
  if (!url.startsWith(FILE_ADDRESS)) return false;
  const name = url.slice(FILE_ADDRESS.length);
  return ownerOf(name) === ctx.user.id && (await ctx.db.areaGet(FEEDBACK_AREA, ctx.user.id, `file-${name}`)) !== null;
}

/** The owner id is part of the name, so the control route can find the record without a login. */
export function ownerOf(name: string): number | null {
  const match = /^(?:credential|file)-(\d+)-[0-9a-f]+\.(?:jpg|png|webp)$/.exec(name);
  return match ? Number(match[1]) : null;
}
