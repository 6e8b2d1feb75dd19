/**
 * Code 128 (ISO/IEC 15417) encoder for the cash-payment reference: even-length digit strings use
 * code set C (two digits per symbol, a shorter barcode that store scanners read more easily), any
 * other printable ASCII uses code set B. Output: bar/space widths in modules, bar first.
 */
// Widths of symbol values 0..106 (the standard table); 106 is STOP including its termination bar.
const PATTERNS: readonly string[] = [
  '212222', '222122', '222221', '121223', '121322', '131222', '122213', '122312', '132212', '221213',
  '221312', '231212', '112232', '122132', '122231', '113222', '123122', '123221', '223211', '221132',
  '221231', '213212', '223112', '312131', '311222', '321122', '321221', '312212', '322112', '322211',
  '212123', '212321', '232121', '111323', '131123', '131321', '112313', '132113', '132311', '211313',
  '231113', '231311', '112133', '112331', '132131', '113123', '113321', '133121', '313121', '211331',
  '231131', '213113', '213311', '213131', '311123', '311321', '331121', '312113', '312311', '332111',
  '314111', '221411', '431111', '111224', '111422', '121124', '121421', '141122', '141221', '112214',
  '112412', '122114', '122411', '142112', '142211', '241211', '221114', '413111', '241112', '134111',
  '111242', '121142', '121241', '114212', '124112', '124211', '411212', '421112', '421211', '212141',
  '214121', '412121', '111143', '111341', '131141', '114113', '114311', '411113', '411311', '113141',
  '114131', '311141', '411131', '211412', '211214', '211232', '2331112',
];
const START_B = 104;
const START_C = 105;
const STOP = 106;

/** Whether `text` can be drawn as Code 128 here: printable ASCII, at least one character. */
export function canEncodeCode128(text: string): boolean {
  return /^[\x20-\x7E]+$/.test(text);
}

/** Symbol values including start and checksum, without stop. */
export function code128Values(text: string): number[] {
  if (text.length === 0) throw new Error('nothing to encode');
  let values: number[];
  if (/^(\d\d)+$/.test(text)) {
    values = [START_C];
    for (let i = 0; i < text.length; i += 2) values.push(Number(text.slice(i, i + 2)));
  } else {
    values = [START_B];
    for (const ch of text) {
      const code = ch.charCodeAt(0);
      if (code < 32 || code > 126) throw new Error('only printable ASCII can be encoded');
      values.push(code - 32);
    }
  }
  const checksum = values.reduce((sum, value, i) => sum + value * (i === 0 ? 1 : i), 0) % 103;
  return [...values, checksum];
}

/** Module widths of the whole symbol (bar, space, bar, ...), quiet zones not included. */
export function code128Widths(text: string): number[] {
  return [...code128Values(text), STOP].flatMap((value) => [...(PATTERNS[value] as string)].map(Number));
}
