import type { SandboxDb } from '../db';
import type { Market } from '../phone';

/** The loan marketplace's partner products and the borrower's applications to them. */
export interface MarketProductRow {
  productId: string;
  name: string;
  minAmount: number;
  maxAmount: number;
  termDays: number;
  dailyRate: number;
  tags: string[];
}

const catalog: Record<Market, MarketProductRow[]> = {
  ng: [
    { productId: 'ng-quickpay', name: 'QuickPay Credit', minAmount: 3000, maxAmount: 50000, termDays: 91, dailyRate: 0.1, tags: ['fast'] },
    { productId: 'ng-naira-plus', name: 'Naira Plus', minAmount: 5000, maxAmount: 60000, termDays: 120, dailyRate: 0.09, tags: ['lowRate'] },
    { productId: 'ng-steady', name: 'Steady Loan', minAmount: 1000, maxAmount: 30000, termDays: 180, dailyRate: 0.08, tags: ['longTerm'] },
  ],
  mx: [
    { productId: 'mx-rapido', name: 'Crédito Rápido', minAmount: 1000, maxAmount: 50000, termDays: 91, dailyRate: 0.1, tags: ['fast'] },
    { productId: 'mx-plus', name: 'Préstamo Plus', minAmount: 2000, maxAmount: 60000, termDays: 120, dailyRate: 0.09, tags: ['lowRate'] },
    { productId: 'mx-confia', name: 'Confía Crédito', minAmount: 1000, maxAmount: 30000, termDays: 180, dailyRate: 0.08, tags: ['longTerm'] },
  ],
};

export function productsFor(market: Market): MarketProductRow[] {
  return catalog[market];
}

export function findProduct(market: Market, productId: string): MarketProductRow | undefined {
  return catalog[market].find((product) => product.productId === productId);
}

export type MarketOrderStatus = 'applying' | 'approved' | 'rejected' | 'repaying' | 'finished';

export interface MarketOrderRow {
  orderNo: string;
  productId: string;
  productName: string;
  amount: number;
  termDays: number;
  createTime: number;
  /** Set by an explicit outcome; otherwise the status follows the clock (see `statusAt`). */
  finalStatus: MarketOrderStatus | null;
}

export const MARKET_AREA = 'market';

export async function listMarketOrders(db: SandboxDb, userId: number): Promise<MarketOrderRow[]> {
  const records = await db.areaList<MarketOrderRow>(MARKET_AREA, userId);
  return records
    .filter((record) => record.key.startsWith('order-'))
    .map((record) => record.data)
    .sort((a, b) => b.createTime - a.createTime);
}

export function saveMarketOrder(db: SandboxDb, userId: number, order: MarketOrderRow, now: number) {
  return db.areaPut(MARKET_AREA, userId, `order-${order.orderNo}`, order, now);
}

/** A partner approves and pays out after the sandbox's assessment delay, like the main order. */
export function statusAt(order: MarketOrderRow, now: number, assessSeconds: number): MarketOrderStatus {
  if (order.finalStatus) return order.finalStatus;
  return now - order.createTime >= assessSeconds * 1000 ? 'repaying' : 'applying';
}

export function isOpen(status: MarketOrderStatus): boolean {
  return status === 'applying' || status === 'approved' || status === 'repaying';
}

/** Repayment due: principal plus daily interest over the term. */
export function repayAmount(order: MarketOrderRow, product: MarketProductRow | undefined): number {
  const rate = (product?.dailyRate ?? 0.1) / 100;
  return Math.round(order.amount * (1 + rate * order.termDays));
}
