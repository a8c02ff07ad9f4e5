import type { Translation } from '../index';

const common: Translation<'common'> = {
  actions: {
    close: 'Zamknij',
    continue: 'Dalej',
    prev: 'Wstecz',
    submit: 'Wyślij',
    cancel: 'Anuluj',
    confirm: 'Potwierdź',
    decline: 'Odrzuć',
    signIn: 'Zaloguj się',
    signOut: 'Wyloguj się',
    tryAgain: 'Spróbuj ponownie',
  },
  states: {
    loading: 'Ładowanie…',
  },
  fields: {
    email: 'Adres e-mail',
    password: 'Hasło',
    confirmPassword: 'Potwierdź hasło',
  },
  validation: {
    required: 'To pole jest wymagane',
    emailRequired: 'Podaj adres e-mail',
    emailInvalid: 'Podaj prawidłowy adres e-mail',
    passwordTooLong: 'Użyj najwyżej 128 znaków',
    emailTooLong: 'Użyj najwyżej 254 znaków',
    passwordRequired: 'Wpisz hasło',
    passwordStrength: 'Użyj co najmniej 8 znaków, w tym wielkiej litery, małej litery, cyfry i znaku specjalnego',
    passwordIncludesEmail: 'Hasło nie może zawierać Twojego adresu e-mail',
    confirmPasswordRequired: 'Powtórz hasło',
    passwordsMustMatch: 'Hasła muszą być identyczne',
    activationCodeRequired: 'Podaj kod aktywacyjny',
  },
  popup: {
    dialogLabel: 'Okno dialogowe',
  },
  support: 'skontaktuj się z obsługą klienta',
  errors: {
    fallback: 'Coś poszło nie tak. Spróbuj ponownie, a jeśli problem będzie się powtarzał, skontaktuj się z obsługą klienta',
    general: {
      'unknown-error': 'Coś poszło nie tak.',
      timeout: 'Serwer zbyt długo nie odpowiadał. Spróbuj ponownie.',
      offline: 'Nie udało się połączyć z serwerem. Sprawdź połączenie i spróbuj ponownie.',
      'restricted-access': 'Usługa niedostępna w Twoim kraju',
      'activation-required': 'Najpierw aktywuj swoje konto.',
      'not-implemented': 'Ta funkcja nie jest tutaj dostępna.',
      'session-expired': 'Twoja sesja wygasła. Zaloguj się ponownie.',
    },
  },
};

export default common;
