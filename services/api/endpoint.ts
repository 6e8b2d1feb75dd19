import * as v from 'valibot';

export type HttpMethod = 'GET' | 'POST' | 'MULTIPART';
/** `/api` for everything but the country look-ups, which go to `/cou` (SPEC section 7). */
export type ApiBase = 'api' | 'cou';

export interface Endpoint<Payload, Data> {
  readonly method: HttpMethod;
  readonly path: string;
  readonly base: ApiBase;
  readonly data: v.GenericSchema<unknown, Data>;
  /** Phantom: the payload type this call takes. */
  readonly _payload?: Payload;
}

/** Payloads we have not designed yet: any JSON object. */
export type AnyPayload = Record<string, unknown>;

export function defineEndpoint<Payload = AnyPayload, Data = unknown>(spec: {
  method: HttpMethod;
  path: string;
  base?: ApiBase;
  data?: v.GenericSchema<unknown, Data>;
}): Endpoint<Payload, Data> {
  return {
    method: spec.method,
    path: spec.path,
    base: spec.base ?? 'api',
    data: spec.data ?? (v.unknown() as unknown as v.GenericSchema<unknown, Data>),
  };
}

/** Multipart calls: file fields plus the encrypted extra object. */
export interface MultipartPayload {
  files: Record<string, Blob>;
  extra?: AnyPayload;
}
