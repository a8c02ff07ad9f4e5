import type { BaseTranslation } from 'typesafe-i18n';

/**
 * The error catalogue by area (spec: onboarding §8, account §8, cashier §8): the player's
 * text for a ProviderError is `errors[area][key]`. Loaded when an error is to be shown, or
 * prefetched when a form is submitted; `errors.fallback` and `errors.general` live in
 * `common` so that a message shows even when this cannot load.
 */
const errors = {
  errors: {
    'sign-in': {
      'invalid-field-username': 'Invalid username',
      'invalid-field-password': 'Invalid password',
      'incorrect-credentials': 'Incorrect credentials',
      'unknown-error': 'Something went wrong.',
      'rate-limit': 'Try again in a few minutes',
      'player-self-blocked': 'Self blocked',
      'spel-paus-validation-error': 'You are not allowed to login. Player registred in Spelpaus.',
      blocked: 'Your account is blocked. There was a problem logging in. Please try again or {supportLink}.',
      'login-time-blocked': 'Your session limit is reached. There was a problem logging in. Please try again or {supportLink}.',
      blacklisted: 'There was a problem logging in. Please try again or {supportLink}.',
    },
    'sign-up': {
      'invalid-field-email': 'Invalid email',
      'invalid-field-dob': 'Invalid date of birth',
      'invalid-field-first-name': 'Invalid first name',
      'invalid-field-last-name': 'Invalid last name',
      'invalid-field-address': 'Invalid address',
      'invalid-field-city': 'Invalid city',
      'invalid-field-zip': 'Invalid zip',
      'invalid-field-region': 'Invalid region',
      'invalid-field-country': 'Invalid country',
      'invalid-field-phone': 'Invalid phone',
      'invalid-field-language': 'Invalid language',
      'invalid-field-gender': 'Invalid gender',
      'invalid-field-currency': 'Invalid currency',
      'invalid-field-jurisdiction': 'Invalid jurisdiction',
      'player-conflict': 'Player already exists',
      'player-under-age': 'You must be 18 or older to sign up',
      'country-invalid': 'Your country is not allowed',
      'invalid-email-domain': 'Email domain is restrected',
      'phone-exists': 'Phone already exists',
      'region-blocked': 'Region is blocked',
      blocked: 'You are not allowed to register. Please {supportLink}.',
      'spel-paus-validation-error': 'You are not allowed to register. Player registred in Spelpaus.',
      GamblingIssuesCrossBrand: 'You are not allowed to register. Please {supportLink}.',
      MissingNameOrAddress: 'No Swedish registered address was found. Please contact customer service.',
      'unknown-error': 'Something went wrong.',
    },
    'forgot-password': {
      'captcha-required': 'Let us know that you are a human.',
      'player-not-found': 'Player not found.',
    },
    'reset-password': {
      'player-not-found': 'Player not found.',
      'link-expired': 'Your reset password link has expired.',
      'session-expired': 'Your reset password session has expired',
      'invalid-token': 'Your reset password link is not valid.',
      'missing-token': 'Missing token',
    },
    activate: {
      'link-expired': 'Link expired',
      'player-not-found': 'Player not found',
      'already-activated': 'Already activated',
      'incorrect-code': 'Incorrect activation code. Try again or request a new activation code.',
    },
    terms: {
      'unknown-error': 'Something went wrong.',
    },
    player: {
      'incorrect-credentials': 'Your old password is incorrect.',
      'incorrect-password': 'Your password is incorrect.',
    },
    bonus: {
      'invalid-bonus': 'The bonus code is not valid.',
    },
    'bonus-selector': {
      'invalid-bonus': 'You are unfortunately not eligible for this bonus, please choose another one.',
    },
    'responsible-gaming': {
      'limit-locked': 'This limit is locked and cannot be changed.',
    },
    subscription: {
      'unknown-error': 'Something went wrong.',
    },
    'source-of-wealth': {
      'unknown-error': 'Something went wrong.',
    },
    unsubscribe: {
      'missing-token': 'Missing token',
    },
    kyc: {
      'invalid-file-type': 'Invalid file type.',
    },
    tournament: {
      'optin-not-required': 'Optin not required.',
      'already-optin': 'Already optined in.',
      'optin-not-allowed': 'Not allowed.',
      'not-found': 'Tournament not found.',
    },
    chat: {
      unavailable: 'The chat could not be started. Please try again later.',
    },
    cashier: {
      'load-failed': 'The cashier could not be loaded. Please try again.',
    },
  },
  /** The websocket platform's connection gave up after its retries (betr-message type="connection-lost"). */
  connectionLost: {
    title: 'Connection lost',
    body: 'We lost the connection to the casino and could not get it back. Check your internet connection and try again.',
  },
} satisfies BaseTranslation;

export default errors;
