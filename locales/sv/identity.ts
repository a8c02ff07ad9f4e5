import type { Translation } from '../index';

const identity: Translation<'identity'> = {
  bankIdentity: {
    signInTitle: 'Logga in med BankID',
    signUpTitle: 'Registrera dig med BankID',
    scanIntro: 'Öppna BankID-appen i din mobil, tryck på QR-kodsikonen och skanna den här koden.',
    qrLabel: 'QR-kod att skanna med BankID-appen',
    sameDeviceIntro: 'Öppna BankID-appen på den här enheten för att legitimera dig.',
    openApp: 'Öppna BankID-appen',
    useThisDevice: 'Använd BankID på den här enheten',
    useOtherDevice: 'Använd BankID på en annan enhet',
    starting: 'Startar BankID...',
    waiting: 'Väntar på att du legitimerar dig i BankID-appen.',
    appOpened: 'Fortsätt i din BankID-app',
    timeUp: 'Tiden är ute',
    timeUpBody: 'Legitimeringen slutfördes inte i tid.',
    frameTitle: 'Legitimering med BankID',
    signedIn: 'Du är inloggad.',
    continueSignUp: 'Slutför din registrering i fönstret som öppnades.',
  },
  unsubscribeLink: {
    title: 'Avregistrera',
    working: 'Avregistrerar...',
    done: 'Du har avregistrerats',
  },
};

export default identity;
