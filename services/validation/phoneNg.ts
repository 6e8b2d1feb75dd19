/**
 * Nigerian phone numbers. SPEC section 5: picked numbers are normalised by stripping all non-digits and a
 * leading 2340, 234 or 0, leaving the 10-digit national significant number ('8034567890').
 */

/**
 * Mobile prefixes (the 3 digits after the trunk 0) allocated by the NCC to mobile operators:
 * MTN 703 706 803 806 810 813 814 816 903 906 913 916 704 707; Airtel 701 708 802 808 812 901 902 904 907 912;
 * Airtel also 911; Glo 705 805 807 811 815 905 915; 9mobile 809 817 818 908 909; others (Ntel 804, Smile 702,
 * Mafab 801, Multi-Links 709, Starcomms 819).
 */
export const NG_MOBILE_PREFIXES = [
  '701', '702', '703', '704', '705', '706', '707', '708', '709',
  '801', '802', '803', '804', '805', '806', '807', '808', '809',
  '810', '811', '812', '813', '814', '815', '816', '817', '818', '819',
  '901', '902', '903', '904', '905', '906', '907', '908', '909',
  '911', '912', '913', '915', '916',
] as const;

export function normalizeNgPhone(input: string): string {
  // '00234...' is the international dialling form of '+234...'.
  const digits = input.replace(/\D/g, '').replace(/^00(?=234)/, '');
  if (digits.startsWith('2340')) return digits.slice(4);
  if (digits.startsWith('234')) return digits.slice(3);
  if (digits.startsWith('0')) return digits.slice(1);
  return digits;
}

export function isValidNgMobile(input: string): boolean {
  const national = normalizeNgPhone(input);
  return /^\d{10}$/.test(national) && (NG_MOBILE_PREFIXES as readonly string[]).includes(national.slice(0, 3));
}
