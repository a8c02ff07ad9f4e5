import type { Translation } from '../index';

const identity: Translation<'identity'> = {
  bankIdentity: {
    signInTitle: 'Zaloguj się przez BankID',
    signUpTitle: 'Zarejestruj się przez BankID',
    scanIntro: 'Otwórz aplikację BankID w telefonie, stuknij ikonę kodu QR i zeskanuj ten kod.',
    qrLabel: 'Kod QR do zeskanowania aplikacją BankID',
    sameDeviceIntro: 'Otwórz aplikację BankID na tym urządzeniu, aby potwierdzić swoją tożsamość.',
    openApp: 'Otwórz aplikację BankID',
    useThisDevice: 'Użyj BankID na tym urządzeniu',
    useOtherDevice: 'Użyj BankID na innym urządzeniu',
    starting: 'Uruchamianie BankID...',
    waiting: 'Czekamy, aż potwierdzisz tożsamość w aplikacji BankID.',
    appOpened: 'Kontynuuj w aplikacji BankID',
    timeUp: 'Czas minął',
    timeUpBody: 'Identyfikacja nie została zakończona na czas.',
    frameTitle: 'Identyfikacja przez BankID',
    signedIn: 'Jesteś zalogowany.',
    continueSignUp: 'Dokończ rejestrację w oknie, które się otworzyło.',
  },
  unsubscribeLink: {
    title: 'Wypisz się',
    working: 'Wypisywanie...',
    done: 'Zostałeś wypisany',
  },
};

export default identity;
