import type { Language } from '../storage/localStore';
import type { EmploymentType } from '../validation/formRules';

/** What differs between markets (DESIGN.md "Markets"). Views read the profile, never country names. */
export type MarketId = 'ng' | 'mx';

export type RepaymentMethod =
  | 'cardGateway'
  | 'payLink'
  | 'reservedAccount'
  | 'dedicatedAccount'
  | 'stpTransfer'
  | 'oxxoCash'
  | 'manualProof';

export interface MarketProfile {
  id: MarketId;
  packageName: string;
  appName: string;
  currency: 'NGN' | 'MXN';
  /** Intl locale for money and dates. */
  numberLocale: 'en-NG' | 'es-MX';
  defaultLanguage: Language;
  countryCallingCode: '234' | '52';
  mobileDigits: number;
  nationalId: 'bvn' | 'curp';
  bankAccount: 'nuban' | 'clabeOrCard';
  repaymentMethods: readonly RepaymentMethod[];
  /** Names may keep accents and ñ (mx) or are a-z only (ng). */
  nameLetters: 'ascii' | 'latin';
  /** Length of a postal code (NIPOST 6, código postal 5): the postal-code inputs take no more. */
  postalCodeDigits: number;
  /** The employment types the work form offers and accepts (SPEC section 4). */
  employmentTypes: readonly EmploymentType[];
  /** Device data collection (timeSDK) may be switched off per market. */
  collectDeviceData: boolean;
  /** Rollover: the newer text offers it; the older says none. */
  extensionEnabled: boolean;
  supportEmail: string;
}

export const markets: Record<MarketId, MarketProfile> = {
  ng: {
    id: 'ng',
    packageName: 'com.swiftcash.ng',
    appName: 'SwiftCash',
    currency: 'NGN',
    numberLocale: 'en-NG',
    defaultLanguage: 'en',
    countryCallingCode: '234',
    mobileDigits: 10,
    nationalId: 'bvn',
    bankAccount: 'nuban',
    repaymentMethods: ['cardGateway', 'payLink', 'reservedAccount', 'dedicatedAccount', 'manualProof'],
    nameLetters: 'ascii',
    postalCodeDigits: 6,
    employmentTypes: ['employee', 'selfEmployed', 'unemployed'],
    collectDeviceData: true,
    extensionEnabled: true,
    supportEmail: 'help@swiftcash.ng',
  },
  mx: {
    id: 'mx',
    packageName: 'com.swiftcash.mx',
    appName: 'SwiftCash',
    currency: 'MXN',
    numberLocale: 'es-MX',
    defaultLanguage: 'es',
    countryCallingCode: '52',
    mobileDigits: 10,
    nationalId: 'curp',
    bankAccount: 'clabeOrCard',
    repaymentMethods: ['stpTransfer', 'oxxoCash', 'manualProof'],
    nameLetters: 'latin',
    postalCodeDigits: 5,
    employmentTypes: ['employee', 'selfEmployed', 'unemployed', 'partTime', 'student', 'freelance', 'noWork', 'other'],
    collectDeviceData: true,
    extensionEnabled: true,
    supportEmail: 'ayuda@swiftcash.mx',
  },
};

export const DEFAULT_MARKET: MarketId = 'ng';

export function isMarketId(value: unknown): value is MarketId {
  return value === 'ng' || value === 'mx';
}

/** Each wrapper app has its own package, so the package name tells the market. */
export function marketForPackage(packageName: string | null | undefined): MarketProfile {
  const found = Object.values(markets).find((market) => market.packageName === packageName);
  return found ?? markets[DEFAULT_MARKET];
}
