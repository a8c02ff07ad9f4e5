/** What the player is told about a payment: the cashier's outcomes (spec: transaction outcomes). */
export type PaymentOutcome = 'success' | 'failed' | 'pending' | 'unresolved' | 'cancelled' | 'validationFailed';

const STATUS: Readonly<Record<string, PaymentOutcome>> = {
  success: 'success',
  successful: 'success',
  completed: 'success',
  ok: 'success',
  failed: 'failed',
  failure: 'failed',
  fail: 'failed',
  error: 'failed',
  declined: 'failed',
  rejected: 'failed',
  pending: 'pending',
  waiting: 'pending',
  processing: 'pending',
  unresolved: 'unresolved',
  unknown: 'unresolved',
  cancelled: 'cancelled',
  canceled: 'cancelled',
  cancel: 'cancelled',
};

/**
 * The outcome a payment-status link names (the first platform's `?payment-status=`, back
 * from a payment provider's page), in any case; null for anything else.
 */
export function paymentOutcome(status: string | null | undefined): PaymentOutcome | null {
  return status ? (STATUS[status.trim().toLowerCase()] ?? null) : null;
}
