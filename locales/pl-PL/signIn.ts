import type { Translation } from '../index';

const signIn: Translation<'signIn'> = {
  signIn: {
    title: 'Logowanie',
    submit: 'Zaloguj się',
    forgotPassword: 'Nie pamiętasz hasła?',
    signedIn: 'Zalogowano pomyślnie.',
  },
  forgotPassword: {
    title: 'Nie pamiętasz hasła?',
    intro: 'Podaj adres e-mail powiązany z Twoim kontem, a wyślemy Ci link do zresetowania hasła.',
    submit: 'Wyślij link',
    sent: 'Wiadomość e-mail została wysłana',
    captcha: 'Nie jestem robotem',
  },
  resetPassword: {
    title: 'Resetowanie hasła',
    newPassword: 'Nowe hasło',
    submit: 'Zmień hasło',
    updated: 'Hasło zostało zmienione',
    letsSignIn: 'Przejdź do logowania',
  },
  activation: {
    title: 'Aktywuj swoje konto',
    intro: 'Wpisz kod aktywacyjny, który wysłaliśmy na Twój adres e-mail.',
    code: 'Kod aktywacyjny',
    submit: 'Aktywuj',
    requestCode: 'Wyślij mi nowy kod',
    activated: 'Konto zostało aktywowane',
    codeSent: 'Kod aktywacyjny został wysłany',
    alreadyActivated: 'Twoje konto jest już aktywne',
  },
  activateMessage: {
    title: 'Aktywuj swoje konto',
    body: 'Wysłaliśmy kod aktywacyjny na Twój adres e-mail. Aktywuj konto, aby wpłacać środki i grać na prawdziwe pieniądze.',
    activateNow: 'Wpisz kod aktywacyjny',
  },
  welcome: {
    title: 'Witamy',
    play: 'Zacznij grać',
  },
  message: {
    'invalid-reset-pw-token': {
      title: 'Nieprawidłowy link',
      body: 'Ten link do resetowania hasła jest już nieważny. Poproś o nowy.',
    },
    'activation-required': {
      title: 'Wymagana aktywacja',
      body: 'Aktywuj konto, zanim dokonasz wpłaty lub wypłaty albo zaczniesz grać na prawdziwe pieniądze.',
    },
    'activation-complete': {
      title: 'Konto aktywowane',
      body: 'Twoje konto zostało aktywowane. Możesz teraz wpłacać środki i grać.',
    },
    'restricted-access': {
      title: 'Ograniczony dostęp',
      body: 'Usługa niedostępna w Twoim kraju',
    },
  },
  terms: {
    title: 'Regulamin',
    version: 'Wersja {version}',
    mustAccept: 'Nasz regulamin uległ zmianie. Zapoznaj się z nim i zaakceptuj go, aby kontynuować.',
    accept: 'Akceptuję',
    accepted: 'Dziękujemy. Regulamin został zaakceptowany.',
  },
};

export default signIn;
