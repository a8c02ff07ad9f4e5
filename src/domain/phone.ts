import { check, nonEmpty, pipe, string, trim } from 'valibot';

/** Spaces, dashes, dots and brackets a player types between digits; not part of the number. */
const SEPARATORS = /[\s\-.()]/g;

/**
 * Phone: 6 to 12 digits (separators allowed while typing). A leading + is the international
 * form in which a profile holds the number (calling code included).
 */
export function isPhoneFormat(phone: string): boolean {
  return /^\+?\d{6,12}$/.test(phone.replace(SEPARATORS, ''));
}

/**
 * The one phone rule of sign-up and edit profile: required, then 6 to 12 digits. The
 * message keys are the caller's (each form's own `validation` texts: 'Enter phone',
 * 'Invalid format').
 */
export function phoneRule(requiredKey: string, formatKey: string) {
  return pipe(string(), trim(), nonEmpty(requiredKey), check(isPhoneFormat, formatKey));
}

/**
 * Phone: leading zeros are stripped and the number is prefixed with the calling code,
 * e.g. '+46' and '070 123 45 67' → '+46701234567'. A number typed with its own + is
 * already international and kept as it is.
 */
export function internationalPhone(callingCode: string, phone: string): string {
  const number = phone.replace(SEPARATORS, '');
  if (number.startsWith('+')) return number;
  const code = callingCode.trim().replace(/^\+?/, '+');
  return `${code}${number.replace(/^0+/, '')}`;
}
