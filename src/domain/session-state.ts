/**
 * The websocket platform's `/sessionStateChange` codes (spec: onboarding §4, cashier §4):
 * code 0 means signed in; codes 1, 2, 3, 5 and 6 mean signed out. The spec names no other
 * code, so any other one (4, say) changes nothing: null.
 */
const SIGNED_OUT_CODES: readonly number[] = [1, 2, 3, 5, 6];

export function isSignedInByStateCode(code: number): boolean | null {
  if (code === 0) return true;
  return SIGNED_OUT_CODES.includes(code) ? false : null;
}
