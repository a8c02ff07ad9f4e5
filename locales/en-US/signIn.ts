import type { BaseTranslation } from 'typesafe-i18n';

/** The sign-in family: sign-in, forgot and reset password, activation, welcome, message, terms. */
const signIn = {
  signIn: {
    title: 'Sign in',
    submit: 'Sign in',
    forgotPassword: 'Forgot password?',
    signedIn: 'You are signed in.',
  },
  forgotPassword: {
    title: 'Forgot password',
    intro: 'Enter the email address of your account and we will send you a link to reset your password.',
    submit: 'Send reset link',
    sent: 'Email has been sent',
    /** The captcha stand-in of the websocket platform's reset request. */
    captcha: 'I am not a robot',
  },
  resetPassword: {
    title: 'Reset password',
    newPassword: 'New password',
    submit: 'Update password',
    updated: 'Password updated successfully',
    letsSignIn: "Let's sign in",
  },
  activation: {
    title: 'Activate your account',
    intro: 'Enter the activation code we sent to your email.',
    code: 'Activation code',
    submit: 'Activate',
    requestCode: 'Send me a new code',
    activated: 'Account activated',
    codeSent: 'Activation code has been sent',
    alreadyActivated: 'Your account is already activated',
  },
  activateMessage: {
    title: 'Activate your account',
    body: 'We have sent an activation code to your email. Activate your account to deposit and play for real money.',
    activateNow: 'Enter activation code',
  },
  welcome: {
    title: 'Welcome',
    play: 'Start playing',
  },
  message: {
    'invalid-reset-pw-token': {
      title: 'Link not valid',
      body: 'This password reset link is no longer valid. Please request a new one.',
    },
    'activation-required': {
      title: 'Activation required',
      body: 'Please activate your account before you deposit, withdraw or play for real money.',
    },
    'activation-complete': {
      title: 'Account activated',
      body: 'Your account is activated. You can now deposit and play.',
    },
    'restricted-access': {
      title: 'Restricted access',
      body: 'Not available in your country',
    },
  },
  terms: {
    title: 'Terms and conditions',
    version: 'Version {version:string}',
    mustAccept: 'Our terms and conditions have changed. Please read and accept them to continue.',
    accept: 'Accept',
    accepted: 'Thank you. You have accepted the terms and conditions.',
  },
} satisfies BaseTranslation;

export default signIn;
