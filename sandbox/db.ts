import { PGlite } from '@electric-sql/pglite';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createRequire } from 'node:module';
import type { Market } from './phone';

/**
 * The sandbox's embedded Postgres (PGlite). All SQL lives in this file; handlers use the small
 * helpers below. `dataDir` 'memory://' keeps everything in memory (tests).
 */
const SCHEMA = `
create table if not exists users (
  id serial primary key,
  mobile text not null,
  market text not null,
  created_at bigint not null,
  clock_offset_ms bigint not null default 0,
  pending_session_code integer,
  unique (market, mobile)
);
create table if not exists sessions (
  token text primary key,
  user_id integer not null references users(id) on delete cascade,
  created_at bigint not null
);
create table if not exists profiles (
  user_id integer primary key references users(id) on delete cascade,
  data jsonb not null default '{}'::jsonb
);
create table if not exists orders (
  id serial primary key,
  order_no text not null unique,
  user_id integer not null references users(id) on delete cascade,
  state text not null,
  step_code integer not null,
  data jsonb not null,
  created_at bigint not null,
  updated_at bigint not null
);
create index if not exists orders_user on orders(user_id, id desc);
create table if not exists idempotency_keys (
  scope text not null,
  key text not null,
  path text not null,
  response jsonb not null,
  created_at bigint not null,
  primary key (scope, key)
);
create table if not exists area_records (
  area text not null,
  user_id integer not null references users(id) on delete cascade,
  key text not null,
  data jsonb not null,
  updated_at bigint not null,
  primary key (area, user_id, key)
);
create table if not exists settings (
  key text primary key,
  value jsonb not null
);
`;

export interface UserRow {
  id: number;
  mobile: string;
  market: Market;
  createdAt: number;
  clockOffsetMs: number;
  pendingSessionCode: number | null;
}

export interface OrderRow<Data = Record<string, unknown>> {
  id: number;
  orderNo: string;
  userId: number;
  state: string;
  stepCode: number;
  data: Data;
  createdAt: number;
  updatedAt: number;
}

export interface StoredResponse {
  code: number;
  msg: string;
  data: unknown;
}

type Row = Record<string, unknown>;

function toUser(row: Row): UserRow {
  return {
    id: Number(row.id),
    mobile: String(row.mobile),
    market: row.market as Market,
    createdAt: Number(row.created_at),
    clockOffsetMs: Number(row.clock_offset_ms),
    pendingSessionCode: row.pending_session_code === null ? null : Number(row.pending_session_code),
  };
}

function toOrder<Data>(row: Row): OrderRow<Data> {
  return {
    id: Number(row.id),
    orderNo: String(row.order_no),
    userId: Number(row.user_id),
    state: String(row.state),
    stepCode: Number(row.step_code),
    data: row.data as Data,
    createdAt: Number(row.created_at),
    updatedAt: Number(row.updated_at),
  };
}

/**
 * A fresh in-memory PGlite spends most of its start in initdb (20-40 s on a busy 2-core machine).
 * The freshly initialised cluster is kept once as a tarball in the OS temp folder and loaded from
 * there afterwards (about 5 s); the schema is applied after loading, so the cache never goes stale.
 */
function pgliteVersion(): string {
  try {
    const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
    const manifest = JSON.parse(readFileSync(join(dirname(entry), '..', 'package.json'), 'utf8')) as { version?: string };
    return manifest.version ?? 'unknown';
  } catch {
    return 'unknown';
  }
}
const PGLITE_VERSION = pgliteVersion();
const EMPTY_CLUSTER = join(tmpdir(), `sandbox-pglite-${PGLITE_VERSION}-empty.tar`);

async function openInMemory(): Promise<PGlite> {
  if (existsSync(EMPTY_CLUSTER)) {
    try {
      return await PGlite.create({ loadDataDir: new Blob([readFileSync(EMPTY_CLUSTER)]) });
    } catch {
      // A damaged cache: start from scratch below and write it again.
    }
  }
  const pg = await PGlite.create();
  try {
    const dump = await pg.dumpDataDir('none');
    const partial = `${EMPTY_CLUSTER}.${process.pid}.${randomBytes(4).toString('hex')}`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, EMPTY_CLUSTER);
  } catch {
    // The cache only saves time; without it every start is a fresh initdb.
  }
  return pg;
}

export async function openDatabase(dataDir: string) {
  const pg = dataDir.startsWith('memory://') ? await openInMemory() : await PGlite.create(dataDir);
  await pg.exec(SCHEMA);

  async function rows(sql: string, params: unknown[] = []): Promise<Row[]> {
    return (await pg.query<Row>(sql, params)).rows;
  }
  async function one(sql: string, params: unknown[] = []): Promise<Row | undefined> {
    return (await rows(sql, params))[0];
  }

  /** Work queued per key (one user's order changes, one idempotency key) so that it never interleaves. */
  const queues = new Map<string, Promise<unknown>>();
  function serialize<T>(key: string, run: () => Promise<T>): Promise<T> {
    const previous = queues.get(key) ?? Promise.resolve();
    const next = previous.catch(() => undefined).then(run);
    queues.set(key, next);
    void next.finally(() => {
      if (queues.get(key) === next) queues.delete(key);
    }).catch(() => undefined);
    return next;
  }

  return {
    close: () => pg.close(),
    serialize,

    /** Empties every table (POST /sandbox/reset). */
    async reset(): Promise<void> {
      await pg.exec(
        'truncate users, sessions, profiles, orders, idempotency_keys, area_records, settings restart identity cascade',
      );
    },

    // users and sessions
    async findUser(market: Market, mobile: string): Promise<UserRow | null> {
      const row = await one('select * from users where market = $1 and mobile = $2', [market, mobile]);
      return row ? toUser(row) : null;
    },
    async findUsersByMobile(mobile: string): Promise<UserRow[]> {
      return (await rows('select * from users where mobile = $1 order by id', [mobile])).map(toUser);
    },
    async getUser(id: number): Promise<UserRow | null> {
      const row = await one('select * from users where id = $1', [id]);
      return row ? toUser(row) : null;
    },
    async createUser(market: Market, mobile: string, now: number): Promise<UserRow> {
      const row = await one('insert into users (market, mobile, created_at) values ($1, $2, $3) returning *', [
        market,
        mobile,
        now,
      ]);
      return toUser(row as Row);
    },
    async createSession(userId: number, now: number): Promise<string> {
      const token = randomBytes(24).toString('hex');
      await pg.query('insert into sessions (token, user_id, created_at) values ($1, $2, $3)', [token, userId, now]);
      return token;
    },
    async userByToken(token: string): Promise<UserRow | null> {
      const row = await one('select u.* from sessions s join users u on u.id = s.user_id where s.token = $1', [token]);
      return row ? toUser(row) : null;
    },
    async setPendingSessionCode(userId: number, code: number | null): Promise<void> {
      await pg.query('update users set pending_session_code = $2 where id = $1', [userId, code]);
    },
    /** Returns the pending session code (if any) and clears it, so it answers exactly once. */
    async takePendingSessionCode(userId: number): Promise<number | null> {
      const row = await one(
        `update users u set pending_session_code = null from (select id, pending_session_code as code from users where id = $1) old
         where u.id = old.id and old.code is not null returning old.code`,
        [userId],
      );
      return row ? Number(row.code) : null;
    },
    async advanceUserClock(userId: number, ms: number): Promise<void> {
      await pg.query('update users set clock_offset_ms = clock_offset_ms + $2 where id = $1', [userId, ms]);
    },

    // profiles (one JSONB document per user; areas merge their part in)
    async getProfile(userId: number): Promise<Record<string, unknown>> {
      const row = await one('select data from profiles where user_id = $1', [userId]);
      return (row?.data as Record<string, unknown>) ?? {};
    },
    /** Shallow-merges `patch` into the profile document and returns the result. */
    async mergeProfile(userId: number, patch: Record<string, unknown>): Promise<Record<string, unknown>> {
      const row = await one(
        `insert into profiles (user_id, data) values ($1, $2::jsonb)
         on conflict (user_id) do update set data = profiles.data || excluded.data returning data`,
        [userId, JSON.stringify(patch)],
      );
      return row?.data as Record<string, unknown>;
    },

    /** Removes `keys` from the profile document (what a deletion rule says must go). */
    async dropProfileKeys(userId: number, keys: readonly string[]): Promise<void> {
      await pg.query('update profiles set data = data - $2::text[] where user_id = $1', [userId, [...keys]]);
    },

    // orders
    async latestOrder<Data>(userId: number): Promise<OrderRow<Data> | null> {
      const row = await one('select * from orders where user_id = $1 order by id desc limit 1', [userId]);
      return row ? toOrder<Data>(row) : null;
    },
    async listOrders<Data>(userId: number): Promise<OrderRow<Data>[]> {
      return (await rows('select * from orders where user_id = $1 order by id desc', [userId])).map(toOrder<Data>);
    },
    async orderByNo<Data>(orderNo: string): Promise<OrderRow<Data> | null> {
      const row = await one('select * from orders where order_no = $1', [orderNo]);
      return row ? toOrder<Data>(row) : null;
    },
    async insertOrder<Data>(o: Omit<OrderRow<Data>, 'id'>): Promise<OrderRow<Data>> {
      const row = await one(
        `insert into orders (order_no, user_id, state, step_code, data, created_at, updated_at)
         values ($1, $2, $3, $4, $5::jsonb, $6, $7) returning *`,
        [o.orderNo, o.userId, o.state, o.stepCode, JSON.stringify(o.data), o.createdAt, o.updatedAt],
      );
      return toOrder<Data>(row as Row);
    },
    async updateOrder<Data>(o: OrderRow<Data>): Promise<void> {
      await pg.query('update orders set state = $2, step_code = $3, data = $4::jsonb, updated_at = $5 where id = $1', [
        o.id,
        o.state,
        o.stepCode,
        JSON.stringify(o.data),
        o.updatedAt,
      ]);
    },
    async countOrders(): Promise<number> {
      const row = await one('select count(*)::int as n from orders');
      return Number(row?.n ?? 0);
    },

    // idempotency
    async findIdempotent(scope: string, key: string): Promise<{ path: string; response: StoredResponse } | null> {
      const row = await one('select path, response from idempotency_keys where scope = $1 and key = $2', [scope, key]);
      return row ? { path: String(row.path), response: row.response as StoredResponse } : null;
    },
    async saveIdempotent(scope: string, key: string, path: string, response: StoredResponse, now: number) {
      await pg.query(
        `insert into idempotency_keys (scope, key, path, response, created_at) values ($1, $2, $3, $4::jsonb, $5)
         on conflict do nothing`,
        [scope, key, path, JSON.stringify(response), now],
      );
    },

    // generic per-area records: one JSONB document per (area, user, key)
    async areaGet<T = unknown>(area: string, userId: number, key: string): Promise<T | null> {
      const row = await one('select data from area_records where area = $1 and user_id = $2 and key = $3', [
        area,
        userId,
        key,
      ]);
      return row ? (row.data as T) : null;
    },
    async areaPut<T>(area: string, userId: number, key: string, data: T, now: number): Promise<void> {
      await pg.query(
        `insert into area_records (area, user_id, key, data, updated_at) values ($1, $2, $3, $4::jsonb, $5)
         on conflict (area, user_id, key) do update set data = excluded.data, updated_at = excluded.updated_at`,
        [area, userId, key, JSON.stringify(data), now],
      );
    },
    /** Every record of an area for a user, newest first. */
    async areaList<T = unknown>(area: string, userId: number): Promise<{ key: string; data: T; updatedAt: number }[]> {
      return (
        await rows('select key, data, updated_at from area_records where area = $1 and user_id = $2 order by updated_at desc, key', [
          area,
          userId,
        ])
      ).map((r) => ({ key: String(r.key), data: r.data as T, updatedAt: Number(r.updated_at) }));
    },
    async areaDelete(area: string, userId: number, key: string): Promise<void> {
      await pg.query('delete from area_records where area = $1 and user_id = $2 and key = $3', [area, userId, key]);
    },

    // settings (sandbox-wide switches such as the market answered by /country/meta/ip)
    async getSetting<T>(key: string): Promise<T | null> {
      const row = await one('select value from settings where key = $1', [key]);
      return row ? (row.value as T) : null;
    },
    async putSetting<T>(key: string, value: T): Promise<void> {
      await pg.query(
        'insert into settings (key, value) values ($1, $2::jsonb) on conflict (key) do update set value = excluded.value',
        [key, JSON.stringify(value)],
      );
    },
  };
}

export type SandboxDb = Awaited<ReturnType<typeof openDatabase>>;
