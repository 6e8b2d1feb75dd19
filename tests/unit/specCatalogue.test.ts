import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/** SPEC section 8 (the error catalogue), one name per item, in the order the spec lists them. */
const SPEC_ITEMS = [
  '10010301: user cannot log in',
  '10010303: token expired, please log in again',
  '10010304: account registered / logged in on another device',
  '100103: invalid token, log in again',
  'copy failed / copied',
  'no data',
  'logged out successfully',
  'please run in App',
  'agreement must be accepted',
  'answer questions first',
  'complete the credit-history questionnaire',
  'unanswered questions remain',
  'channelId cannot be empty',
  'orderNo cannot be empty',
  'payOrderId cannot be empty, try again',
  'email verification failed',
  'verification code cannot be empty',
  'invalid verification code',
  'incorrect bvn input',
  'OCR failed, restart authentication',
  'face recognition failed, retry',
  'front/back ID recognition failed, re-upload',
  'identity verification failed, keep card clear',
  'repeated contacts',
  'invalid captcha',
  'number already registered',
  'network failed, reload page',
  'request failed, try again',
  'sent successfully',
  'login successful',
  'email copied to clipboard',
  'cancellation reason must be chosen',
] as const;

type SpecItem = (typeof SPEC_ITEMS)[number];
type Catalog = 'auth' | 'kyc' | 'loan' | 'repay' | 'shell' | 'support';

interface Row {
  spec: SpecItem;
  catalog: Catalog;
  msgid: string;
}

const ROWS: readonly Row[] = [
  { spec: '10010301: user cannot log in', catalog: 'shell', msgid: 'This account cannot log in. Please contact customer support.' },
  { spec: '10010301: user cannot log in', catalog: 'auth', msgid: 'This account cannot log in. Please contact customer support.' },
  { spec: '10010303: token expired, please log in again', catalog: 'shell', msgid: 'Your session has expired, please log in again.' },
  {
    spec: '10010304: account registered / logged in on another device',
    catalog: 'shell',
    msgid: 'Your account was logged in on another device, please log in again.',
  },
  { spec: '100103: invalid token, log in again', catalog: 'shell', msgid: 'Invalid token, please log in again.' },
  { spec: 'copy failed / copied', catalog: 'repay', msgid: 'Copy failed. Write the number down instead.' },
  { spec: 'copy failed / copied', catalog: 'repay', msgid: 'Copied' },
  { spec: 'copy failed / copied', catalog: 'support', msgid: 'Copy failed' },
  { spec: 'no data', catalog: 'support', msgid: 'No data' },
  { spec: 'logged out successfully', catalog: 'shell', msgid: 'Logged out successfully.' },
  {
    spec: 'please run in App',
    catalog: 'kyc',
    msgid: 'Please run in the App to pick from your contacts. Here, type the name and number.',
  },
  { spec: 'agreement must be accepted', catalog: 'loan', msgid: 'Agreement must be accepted' },
  { spec: 'answer questions first', catalog: 'kyc', msgid: 'Answer questions first: unanswered questions remain.' },
  {
    spec: 'complete the credit-history questionnaire',
    catalog: 'kyc',
    msgid: 'Complete the credit-history questionnaire: every question needs an answer.',
  },
  { spec: 'unanswered questions remain', catalog: 'kyc', msgid: 'Answer questions first: unanswered questions remain.' },
  { spec: 'unanswered questions remain', catalog: 'kyc', msgid: 'Please answer this question' },
  { spec: 'channelId cannot be empty', catalog: 'repay', msgid: 'channelId cannot be empty: choose a way to pay below.' },
  { spec: 'orderNo cannot be empty', catalog: 'repay', msgid: 'orderNo cannot be empty' },
  { spec: 'payOrderId cannot be empty, try again', catalog: 'repay', msgid: 'payOrderId cannot be empty, try again' },
  {
    spec: 'email verification failed',
    catalog: 'kyc',
    msgid: 'Email verification failed: the mailbox format is incorrect, it cannot contain spaces or other characters',
  },
  { spec: 'verification code cannot be empty', catalog: 'auth', msgid: 'Verification code cannot be empty' },
  { spec: 'invalid verification code', catalog: 'auth', msgid: 'Invalid verification code' },
  { spec: 'incorrect bvn input', catalog: 'kyc', msgid: 'Incorrect BVN input: 11 digits' },
  { spec: 'OCR failed, restart authentication', catalog: 'kyc', msgid: 'OCR failed, restart authentication' },
  { spec: 'face recognition failed, retry', catalog: 'kyc', msgid: 'Face recognition failed, retry' },
  { spec: 'front/back ID recognition failed, re-upload', catalog: 'kyc', msgid: 'Front/back ID recognition failed, re-upload' },
  { spec: 'identity verification failed, keep card clear', catalog: 'kyc', msgid: 'Identity verification failed, keep card clear' },
  { spec: 'repeated contacts', catalog: 'kyc', msgid: 'Repeated contacts: the two phone numbers must differ' },
  // The captcha is the SMS verification code of "Login by mobile number and captcha" (SPEC), so it shares its message.
  { spec: 'invalid captcha', catalog: 'auth', msgid: 'Invalid verification code' },
  { spec: 'number already registered', catalog: 'auth', msgid: 'This number has been registered, please login directly' },
  { spec: 'network failed, reload page', catalog: 'auth', msgid: 'Network failed, reload page' },
  { spec: 'network failed, reload page', catalog: 'kyc', msgid: 'Network failed. Your information is saved; try again.' },
  { spec: 'network failed, reload page', catalog: 'loan', msgid: 'Network failed, please try again' },
  { spec: 'network failed, reload page', catalog: 'repay', msgid: 'Network failed. Check your connection and try again.' },
  { spec: 'network failed, reload page', catalog: 'support', msgid: 'Network failed, please try again.' },
  { spec: 'request failed, try again', catalog: 'auth', msgid: 'Request failed, try again' },
  { spec: 'request failed, try again', catalog: 'kyc', msgid: 'Request failed, try again' },
  { spec: 'request failed, try again', catalog: 'loan', msgid: 'Request failed, try again' },
  { spec: 'request failed, try again', catalog: 'repay', msgid: 'Request failed, try again' },
  { spec: 'request failed, try again', catalog: 'shell', msgid: 'Request failed, try again.' },
  { spec: 'request failed, try again', catalog: 'support', msgid: 'Request failed, try again.' },
  { spec: 'sent successfully', catalog: 'auth', msgid: 'Sent successfully. Enter the verification code we sent to {mobile}.' },
  { spec: 'login successful', catalog: 'auth', msgid: 'Login successful' },
  { spec: 'email copied to clipboard', catalog: 'support', msgid: 'Email copied to clipboard' },
  { spec: 'cancellation reason must be chosen', catalog: 'loan', msgid: 'Cancellation reason must be chosen' },
];

interface PoEntry {
  context: string | null;
  id: string;
  str: string;
}

type PoField = 'msgctxt' | 'msgid' | 'msgstr';

/** The entries of a PO file; a string split over `"..."` continuation lines is joined. */
function readPo(text: string): PoEntry[] {
  const entries: PoEntry[] = [];
  let fields: Partial<Record<PoField, string>> = {};
  let open: PoField | null = null;
  const flush = () => {
    if (fields.msgid !== undefined && fields.msgid !== '') {
      entries.push({ context: fields.msgctxt ?? null, id: fields.msgid, str: fields.msgstr ?? '' });
    }
    fields = {};
    open = null;
  };
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    const [, keyword, quoted] = /^(msgctxt|msgid|msgstr)\s+(".*")$/.exec(line) ?? [];
    if (keyword && quoted) {
      const name = keyword as PoField;
      if (name !== 'msgstr' && fields.msgid !== undefined) flush();
      fields[name] = JSON.parse(quoted) as string;
      open = name;
    } else if (line.startsWith('"') && open) {
      fields[open] += JSON.parse(line) as string;
    } else if (line === '') {
      flush();
    } else if (!line.startsWith('#')) {
      open = null;
    }
  }
  flush();
  return entries;
}

const localesDir = fileURLToPath(new URL('../../locales/', import.meta.url));
const catalogs = new Map<string, Map<string, string>>();

/** msgid -> msgstr of locales/<locale>/<catalog>.po, entries with a msgctxt left out. */
function catalog(locale: 'en' | 'es', name: Catalog): Map<string, string> {
  const key = `${locale}/${name}`;
  let messages = catalogs.get(key);
  if (!messages) {
    const entries = readPo(readFileSync(`${localesDir}${key}.po`, 'utf8'));
    messages = new Map(entries.filter((entry) => entry.context === null).map((entry) => [entry.id, entry.str]));
    catalogs.set(key, messages);
  }
  return messages;
}

describe('PO reader', () => {
  it('joins msgid and msgstr continued over several lines, and keeps a context apart', () => {
    const po = [
      'msgid ""',
      'msgstr ""',
      '"Language: es\\n"',
      '',
      '#: ui/x.ts:1',
      'msgid ""',
      '"Request failed, "',
      '"try \\"again\\""',
      'msgstr "La solicitud falló, "',
      '"inténtalo de nuevo"',
      '',
      'msgctxt "ticket status"',
      'msgid "Done"',
      'msgstr "Resuelto"',
    ].join('\n');
    expect(readPo(po)).toEqual([
      { context: null, id: 'Request failed, try "again"', str: 'La solicitud falló, inténtalo de nuevo' },
      { context: 'ticket status', id: 'Done', str: 'Resuelto' },
    ]);
  });
});

describe('SPEC section 8 error catalogue in the en and es catalogs', () => {
  const cases = ROWS.map((row) => [row.spec, row.msgid, row.catalog] as const);

  it('lists all 32 spec items', () => {
    expect(new Set(SPEC_ITEMS).size).toBe(32);
  });

  it('traces every spec item to at least one message', () => {
    const traced = new Set(ROWS.map((row) => row.spec));
    expect(SPEC_ITEMS.filter((item) => !traced.has(item))).toEqual([]);
  });

  it.each(cases)('%s: "%s" is in locales/en/%s.po', (_spec, msgid, name) => {
    expect(catalog('en', name).has(msgid), `"${msgid}" missing from locales/en/${name}.po`).toBe(true);
  });

  it.each(cases)('%s: "%s" has a Spanish translation in locales/es/%s.po', (_spec, msgid, name) => {
    const spanish = catalog('es', name).get(msgid);
    expect(spanish, `"${msgid}" missing from locales/es/${name}.po`).toBeDefined();
    expect(spanish?.trim(), `"${msgid}" has an empty msgstr in locales/es/${name}.po`).not.toBe('');
    expect(spanish, `"${msgid}" is not translated in locales/es/${name}.po`).not.toBe(msgid);
  });
});
