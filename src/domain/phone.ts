/** Spaces, dashes, dots and brackets a player types between digits; not part of the number. */
const SEPARATORS = /[\s\-.()]/g;

/** Phone: 6 to 12 digits (separators allowed while typing). */
export function isPhoneFormat(phone: string): boolean {
  return /^\d{6,12}$/.test(phone.replace(SEPARATORS, ''));
}

/**
 * Phone: leading zeros are stripped and the number is prefixed with the calling code,
 * e.g. '+46' and '070 123 45 67' → '+46701234567'.
 */
export function internationalPhone(callingCode: string, phone: string): string {
  const code = callingCode.trim().replace(/^\+?/, '+');
  return `${code}${phone.replace(SEPARATORS, '').replace(/^0+/, '')}`;
}
