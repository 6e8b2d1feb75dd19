import type { SandboxDb } from '../db';

/**
 * Device-data upload flags for `/time/upload/uploadStatus` (SPEC section 4). The native collector
 * uploads on its own; the sandbox pretends it finished after a couple of polls ('auto'). QA can make
 * it finish at once ('done'), never ('stuck', FAULTS F37), stop half-way ('partial': app list, device
 * and location arrive, SMS, photos' data and contacts never), or not be needed for the order at all
 * ('notRequired': `/time/upload/enable` answers false) with POST /sandbox/users/:mobile/upload.
 */
export const UPLOAD_MODES = ['auto', 'done', 'stuck', 'partial', 'notRequired'] as const;
export type UploadMode = (typeof UPLOAD_MODES)[number];
export const UPLOAD_FLAGS = ['appList', 'sms', 'exif', 'device', 'contact', 'location'] as const;
export type UploadFlags = Record<(typeof UPLOAD_FLAGS)[number], boolean>;
/** In 'auto' mode the flags turn true on this poll of an order. */
export const POLLS_UNTIL_DONE = 2;

const AREA = 'timeUpload';
interface UploadState {
  mode: UploadMode;
  polls: Record<string, number>;
}

async function load(db: SandboxDb, userId: number): Promise<UploadState> {
  return (await db.areaGet<UploadState>(AREA, userId, 'state')) ?? { mode: 'auto', polls: {} };
}

/** Whether the order needs the device data at all (`/time/upload/enable`). */
export async function isUploadRequired(db: SandboxDb, userId: number): Promise<boolean> {
  return (await load(db, userId)).mode !== 'notRequired';
}

export async function setUploadMode(db: SandboxDb, userId: number, mode: UploadMode, now: number): Promise<void> {
  await db.areaPut(AREA, userId, 'state', { ...(await load(db, userId)), mode }, now);
}

const allFlags = (value: boolean): UploadFlags =>
  Object.fromEntries(UPLOAD_FLAGS.map((flag) => [flag, value])) as UploadFlags;

/** Counts this poll and answers the flags as they now are. */
export async function pollUploadStatus(db: SandboxDb, userId: number, orderNo: string, now: number): Promise<UploadFlags> {
  const state = await load(db, userId);
  const polls = (state.polls[orderNo] ?? 0) + 1;
  await db.areaPut(AREA, userId, 'state', { ...state, polls: { ...state.polls, [orderNo]: polls } }, now);
  if (state.mode === 'stuck') return allFlags(false);
  if (state.mode === 'partial') return { ...allFlags(false), appList: true, device: true, location: true };
  return allFlags(state.mode === 'done' || polls >= POLLS_UNTIL_DONE);
}
