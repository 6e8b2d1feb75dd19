import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { TimeSource } from './clock';
import type { SandboxConfig } from './config';
import { createControlRoutes } from './control';
import { openDatabase } from './db';
import { COUNTRY_PATHS, createDispatcher } from './dispatch';
import { ErrorCode } from './errors';
import type { HandlerMap } from './handlers';
import { loadHandlers } from './routeModules';
import { securityHeaders } from './securityHeaders';
import { createStaticServer } from './staticFiles';
import { KYC_STEPS } from './orders/stepCodes';
import { createRepayControls } from './repay/repayControl';
import { createSupportControls } from './support/supportControl';
import { createForcedAnswerControls } from './forcedAnswers';

export interface SandboxOptions {
  /** A folder for PGlite, or 'memory://' for an in-memory database. */
  dataDir: string;
  assessSeconds?: number;
  disburseSeconds?: number;
  defaultMarket?: SandboxConfig['defaultMarket'];
  maxSkewSeconds?: number;
  /** The KYC steps' order for new orders (SANDBOX_KYC_ORDER); KYC_STEPS when left out. */
  kycOrder?: SandboxConfig['kycOrder'];
  /** SANDBOX_CODE_REQUIRED; true when left out. */
  codeRequired?: boolean;
  /** The sandbox's time source (ms); each user's clock adds their own offset. */
  clock?: TimeSource;
  /** Where the built app lives; without it only the API is served. */
  distDir?: string;
  /** Handlers added on top of sandbox/routes/*.ts (tests). */
  extraHandlers?: HandlerMap[];
}

export interface Sandbox {
  app: Hono;
  config: SandboxConfig;
  close(): Promise<void>;
}

const MAX_BODY_BYTES = 15 * 1024 * 1024;

export async function createSandbox(options: SandboxOptions): Promise<Sandbox> {
  const config: SandboxConfig = {
    assessSeconds: options.assessSeconds ?? 5,
    disburseSeconds: options.disburseSeconds ?? 5,
    defaultMarket: options.defaultMarket ?? 'ng',
    maxSkewSeconds: options.maxSkewSeconds ?? 36 * 3600,
    kycOrder: options.kycOrder ?? KYC_STEPS,
    codeRequired: options.codeRequired ?? true,
  };
  const time = options.clock ?? Date.now;
  const handlers = await loadHandlers(options.extraHandlers);
  const db = await openDatabase(options.dataDir);
  const deps = { db, handlers, config, time };

  const app = new Hono();
  app.use(securityHeaders);
  const limit = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: (c) => c.json({ code: ErrorCode.bodyTooLarge, msg: 'request body is larger than 15 MB', data: null }, 413),
  });
  app.use('/api/*', limit);
  app.use('/cou/*', limit);
  app.all('/api/:hex', createDispatcher('api', deps));
  app.all('/cou/:hex', createDispatcher('cou', deps));
  app.all('/api/*', (c) => c.json({ code: ErrorCode.unknownEndpoint, msg: 'unknown endpoint', data: null }, 400));
  app.all('/cou/*', (c) => c.json({ code: ErrorCode.unknownEndpoint, msg: 'unknown endpoint', data: null }, 400));
  app.route('/sandbox', createControlRoutes(deps));
  app.route('/sandbox', createRepayControls(deps));
  app.route('/sandbox', createSupportControls(deps));
  app.route('/sandbox', createForcedAnswerControls(deps));
  if (options.distDir) app.get('/*', createStaticServer(options.distDir));
  app.onError((error, c) => {
    console.error(`[sandbox] ${error.message}`);
    return c.json({ code: ErrorCode.internal, msg: 'internal error', data: null }, 500);
  });

  return { app, config, close: () => db.close() };
}

export { COUNTRY_PATHS };
