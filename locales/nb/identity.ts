import type { Translation } from '../index';

const identity: Translation<'identity'> = {
  bankIdentity: {
    signInTitle: 'Logg inn med BankID',
    signUpTitle: 'Registrer deg med BankID',
    scanIntro: 'Åpne BankID-appen på telefonen, trykk på QR-kodeikonet og skann denne koden.',
    qrLabel: 'QR-kode som skannes med BankID-appen',
    sameDeviceIntro: 'Åpne BankID-appen på denne enheten for å identifisere deg.',
    openApp: 'Åpne BankID-appen',
    useThisDevice: 'Bruk BankID på denne enheten',
    useOtherDevice: 'Bruk BankID på en annen enhet',
    starting: 'Starter BankID...',
    waiting: 'Venter på at du identifiserer deg i BankID-appen.',
    appOpened: 'Fortsett i BankID-appen',
    timeUp: 'Tiden er ute',
    timeUpBody: 'Identifiseringen ble ikke fullført i tide.',
    frameTitle: 'Identifisering med BankID',
    signedIn: 'Du er logget inn.',
    continueSignUp: 'Fullfør registreringen i vinduet som ble åpnet.',
  },
  unsubscribeLink: {
    title: 'Avslutt abonnement',
    working: 'Avslutter abonnement...',
    done: 'Abonnementet ditt er avsluttet',
  },
};

export default identity;
