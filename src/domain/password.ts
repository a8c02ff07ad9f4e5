/** Minimum password length (spec: 8). */
export const MIN_PASSWORD_LENGTH = 8;

/**
 * The shared password rule: at least 8 characters, a capital letter, a lowercase letter,
 * a digit and a special character (checked on the trimmed value).
 */
export function isStrongPassword(password: string): boolean {
  const p = password.trim();
  return p.length >= MIN_PASSWORD_LENGTH && /\p{Lu}/u.test(p) && /\p{Ll}/u.test(p) && /\p{Nd}/u.test(p) && /[^\p{L}\p{Nd}\s]/u.test(p);
}

/**
 * A password must not contain the player's email; we also refuse the email's local part
 * (the name before @) when it is 3 characters or longer, since that is what a player
 * types when told not to use their email.
 */
export function passwordIncludesEmail(password: string, email: string | undefined): boolean {
  const e = email?.trim().toLowerCase();
  if (!e) return false;
  const p = password.trim().toLowerCase();
  const local = e.split('@')[0] ?? '';
  return p.includes(e) || (local.length >= 3 && p.includes(local));
}
