import type { BaseTranslation } from 'typesafe-i18n';

/** Bank identity (BankID) sign-in and sign-up, and the unsubscribe link. */
const identity = {
  bankIdentity: {
    signInTitle: 'Sign in with BankID',
    signUpTitle: 'Sign up with BankID',
    scanIntro: 'Open the BankID app on your phone, tap the QR code icon and scan this code.',
    qrLabel: 'QR code to scan with the BankID app',
    sameDeviceIntro: 'Open the BankID app on this device to identify yourself.',
    openApp: 'Open the BankID app',
    useThisDevice: 'Use BankID on this device',
    useOtherDevice: 'Use BankID on another device',
    starting: 'Starting BankID...',
    waiting: 'Waiting for you to identify yourself in the BankID app.',
    appOpened: 'Continue in your BankID app',
    timeUp: 'Time is up',
    timeUpBody: 'The identification was not completed in time.',
    frameTitle: 'BankID identification',
    signedIn: 'You are signed in.',
    continueSignUp: 'Complete your sign-up in the window that opened.',
  },
  unsubscribeLink: {
    title: 'Unsubscribe',
    working: 'Unsubscribing...',
    done: 'You have been unsubscribed',
  },
} satisfies BaseTranslation;

export default identity;
