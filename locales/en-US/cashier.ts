import type { BaseTranslation } from 'typesafe-i18n';

/** The deposit screen and the cashier (spec: cashier §2, §8 deposit limit warnings; account §2.16), and Pay N Play. */
const cashier = {
  cashier: {
    depositTitle: 'Deposit',
    withdrawTitle: 'Withdraw',
    frameTitle: 'Payment cashier',
    signInFirst: 'Sign in to deposit or withdraw.',
    activate: 'Activate your account',
    withdrawBlockedByBonus:
      'Withdrawals are blocked while you have an active bonus. Complete its wagering or cancel the bonus to withdraw.',
    limitLeft: 'You have {remainingAmount:string} left to deposit.',
    limitReached: 'You have reached your limit.',
    seeLimits: 'See your limits here',
    outcome: {
      success: 'Payment complete. Your balance has been updated.',
      failed: 'The payment failed. Please try again or choose another payment method.',
      pending: 'The payment is pending. Your balance is updated as soon as it completes.',
      unresolved: 'The payment could not be confirmed yet. Check your balance shortly, or contact support if it does not change.',
      cancelled: 'The payment was cancelled.',
      validationFailed: 'Some payment details are not valid. Please check them and try again.',
    },
  },
  pnp: {
    title: 'Pay N Play',
    intro:
      'Choose how much to deposit, identify with BankID and play. No sign-up form: a new player only adds contact details and deposit limits.',
    amount: 'Amount ({currency:string})',
    presets: 'Suggested amounts',
    invalidAmount: 'Enter an amount above 0 and at most {max:string} {currency:string}.',
    start: 'Deposit and play',
    chosen: 'Your deposit: {amount:string}',
    change: 'Change amount',
    newPlayer: 'Welcome! Add your contact details and deposit limits; then your deposit is made.',
    done: 'Your deposit is made. Enjoy your game!',
  },
} satisfies BaseTranslation;

export default cashier;
