import type { BaseTranslation } from 'typesafe-i18n';

/**
 * Texts every widget may need: shared buttons and states, and the whole error catalogue
 * (spec: onboarding §8, account §8, cashier §8), keyed `errors[area][key]`.
 */
const common = {
  actions: {
    close: 'Close',
    continue: 'Continue',
    prev: 'Prev',
    submit: 'Submit',
    cancel: 'Cancel',
    confirm: 'Confirm',
    decline: 'Decline',
    signIn: 'Sign in',
    signOut: 'Sign out',
    tryAgain: 'Try again',
  },
  states: {
    loading: 'Loading...',
  },
  fields: {
    email: 'Email',
    password: 'Password',
    confirmPassword: 'Confirm password',
  },
  validation: {
    required: 'This is a required field',
    emailRequired: 'Must provide an email address',
    emailInvalid: 'Must provide an email address',
    passwordTooLong: 'Use at most 128 characters',
    emailTooLong: 'Use at most 254 characters',
    passwordRequired: 'Please enter your password',
    passwordStrength: 'Use at least 8 characters with a capital letter, a lowercase letter, a digit and a special character',
    passwordIncludesEmail: 'Password cannot include your email',
    confirmPasswordRequired: 'Confirm your password',
    passwordsMustMatch: 'Passwords must match',
    activationCodeRequired: 'Must provide an activation code',
  },
  popup: {
    dialogLabel: 'Dialog',
  },
  support: 'contact support',
  errors: {
    fallback: 'Something went wrong, please try again or contact support if the issue persists',
    general: {
      'unknown-error': 'Something went wrong.',
      timeout: 'The server took too long to answer. Please try again.',
      offline: 'Could not reach the server. Check your connection and try again.',
      'restricted-access': 'Not available in your country',
      'activation-required': 'Please activate your account first.',
      'not-implemented': 'This is not available here.',
      'session-expired': 'Your session has ended. Please sign in again.',
    },
  },
} satisfies BaseTranslation;

export default common;
