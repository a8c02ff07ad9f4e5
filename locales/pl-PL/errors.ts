import type { Translation } from '../index';

const errors: Translation<'errors'> = {
  errors: {
    'sign-in': {
      'invalid-field-username': 'Nieprawidłowa nazwa użytkownika',
      'invalid-field-password': 'Nieprawidłowe hasło',
      'incorrect-credentials': 'Nieprawidłowe dane logowania',
      'unknown-error': 'Coś poszło nie tak.',
      'rate-limit': 'Spróbuj ponownie za kilka minut',
      'player-self-blocked': 'Konto zablokowane na Twój wniosek',
      'spel-paus-validation-error': 'Nie możesz się zalogować. Gracz figuruje w rejestrze Spelpaus.',
      blocked: 'Twoje konto jest zablokowane. Wystąpił problem z logowaniem. Spróbuj ponownie lub {supportLink}.',
      'login-time-blocked': 'Osiągnięto Twój limit czasu sesji. Wystąpił problem z logowaniem. Spróbuj ponownie lub {supportLink}.',
      blacklisted: 'Wystąpił problem z logowaniem. Spróbuj ponownie lub {supportLink}.',
    },
    'sign-up': {
      'invalid-field-email': 'Nieprawidłowy adres e-mail',
      'invalid-field-dob': 'Nieprawidłowa data urodzenia',
      'invalid-field-first-name': 'Nieprawidłowe imię',
      'invalid-field-last-name': 'Nieprawidłowe nazwisko',
      'invalid-field-address': 'Nieprawidłowy adres',
      'invalid-field-city': 'Nieprawidłowa miejscowość',
      'invalid-field-zip': 'Nieprawidłowy kod pocztowy',
      'invalid-field-region': 'Nieprawidłowy region',
      'invalid-field-country': 'Nieprawidłowy kraj',
      'invalid-field-phone': 'Nieprawidłowy numer telefonu',
      'invalid-field-language': 'Nieprawidłowy język',
      'invalid-field-gender': 'Nieprawidłowa płeć',
      'invalid-field-currency': 'Nieprawidłowa waluta',
      'invalid-field-jurisdiction': 'Nieprawidłowa jurysdykcja',
      'player-conflict': 'Konto gracza już istnieje',
      'player-under-age': 'Aby się zarejestrować, musisz mieć ukończone 18 lat',
      'country-invalid': 'Rejestracja z Twojego kraju nie jest dozwolona',
      'invalid-email-domain': 'Ta domena adresu e-mail jest niedozwolona',
      'phone-exists': 'Ten numer telefonu jest już zarejestrowany',
      'region-blocked': 'Region jest zablokowany',
      blocked: 'Nie możesz się zarejestrować. W tej sprawie {supportLink}.',
      'spel-paus-validation-error': 'Nie możesz się zarejestrować. Gracz figuruje w rejestrze Spelpaus.',
      GamblingIssuesCrossBrand: 'Nie możesz się zarejestrować. W tej sprawie {supportLink}.',
      MissingNameOrAddress: 'Nie znaleziono adresu zameldowania w Szwecji. Skontaktuj się z obsługą klienta.',
      'unknown-error': 'Coś poszło nie tak.',
    },
    'forgot-password': {
      'captcha-required': 'Potwierdź, że jesteś człowiekiem.',
      'player-not-found': 'Nie znaleziono gracza.',
    },
    'reset-password': {
      'player-not-found': 'Nie znaleziono gracza.',
      'link-expired': 'Link do resetowania hasła wygasł.',
      'session-expired': 'Sesja resetowania hasła wygasła',
      'invalid-token': 'Link do resetowania hasła jest nieprawidłowy.',
      'missing-token': 'Brak tokenu',
    },
    activate: {
      'link-expired': 'Link wygasł',
      'player-not-found': 'Nie znaleziono gracza',
      'already-activated': 'Konto zostało już aktywowane',
      'incorrect-code': 'Nieprawidłowy kod aktywacyjny. Spróbuj ponownie lub poproś o nowy kod aktywacyjny.',
    },
    terms: {
      'unknown-error': 'Coś poszło nie tak.',
    },
    player: {
      'incorrect-credentials': 'Dotychczasowe hasło jest nieprawidłowe.',
      'incorrect-password': 'Hasło jest nieprawidłowe.',
    },
    bonus: {
      'invalid-bonus': 'Kod bonusowy jest nieprawidłowy.',
    },
    'bonus-selector': {
      'invalid-bonus': 'Niestety nie kwalifikujesz się do tego bonusu. Wybierz inny.',
    },
    'responsible-gaming': {
      'limit-locked': 'Ten limit jest zablokowany i nie można go zmienić.',
    },
    subscription: {
      'unknown-error': 'Coś poszło nie tak.',
    },
    'source-of-wealth': {
      'unknown-error': 'Coś poszło nie tak.',
    },
    unsubscribe: {
      'missing-token': 'Brak tokenu',
    },
    kyc: {
      'invalid-file-type': 'Nieprawidłowy typ pliku.',
    },
    tournament: {
      'optin-not-required': 'Zapis do turnieju nie jest wymagany.',
      'already-optin': 'Już bierzesz udział w tym turnieju.',
      'optin-not-allowed': 'Zapis nie jest dozwolony.',
      'not-found': 'Nie znaleziono turnieju.',
    },
    chat: {
      unavailable: 'Nie udało się uruchomić czatu. Spróbuj ponownie później.',
    },
    cashier: {
      'load-failed': 'Nie udało się załadować kasy. Spróbuj ponownie.',
    },
  },
  connectionLost: {
    title: 'Utracono połączenie',
    body: 'Utraciliśmy połączenie z kasynem i nie udało się go przywrócić. Sprawdź połączenie z internetem i spróbuj ponownie.',
  },
};

export default errors;
