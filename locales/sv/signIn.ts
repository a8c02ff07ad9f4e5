import type { Translation } from '../index';

const signIn: Translation<'signIn'> = {
  signIn: {
    title: 'Logga in',
    submit: 'Logga in',
    forgotPassword: 'Glömt lösenordet?',
    signedIn: 'Du är inloggad.',
  },
  forgotPassword: {
    title: 'Glömt lösenord',
    intro: 'Ange e-postadressen till ditt konto så skickar vi en länk där du kan återställa ditt lösenord.',
    submit: 'Skicka återställningslänk',
    sent: 'E-postmeddelandet har skickats',
    captcha: 'Jag är inte en robot',
  },
  resetPassword: {
    title: 'Återställ lösenord',
    newPassword: 'Nytt lösenord',
    submit: 'Uppdatera lösenord',
    updated: 'Lösenordet har uppdaterats',
    letsSignIn: 'Logga in nu',
  },
  activation: {
    title: 'Aktivera ditt konto',
    intro: 'Ange aktiveringskoden som vi skickade till din e-post.',
    code: 'Aktiveringskod',
    submit: 'Aktivera',
    requestCode: 'Skicka en ny kod',
    activated: 'Kontot är aktiverat',
    codeSent: 'Aktiveringskoden har skickats',
    alreadyActivated: 'Ditt konto är redan aktiverat',
  },
  activateMessage: {
    title: 'Aktivera ditt konto',
    body: 'Vi har skickat en aktiveringskod till din e-post. Aktivera ditt konto för att kunna göra insättningar och spela om riktiga pengar.',
    activateNow: 'Ange aktiveringskod',
  },
  welcome: {
    title: 'Välkommen',
    play: 'Börja spela',
  },
  message: {
    'invalid-reset-pw-token': {
      title: 'Länken är inte giltig',
      body: 'Den här länken för att återställa lösenordet är inte längre giltig. Begär en ny länk.',
    },
    'activation-required': {
      title: 'Aktivering krävs',
      body: 'Aktivera ditt konto innan du gör insättningar, uttag eller spelar om riktiga pengar.',
    },
    'activation-complete': {
      title: 'Kontot är aktiverat',
      body: 'Ditt konto är aktiverat. Nu kan du göra insättningar och spela.',
    },
    'restricted-access': {
      title: 'Begränsad åtkomst',
      body: 'Inte tillgängligt i ditt land',
    },
  },
  terms: {
    title: 'Allmänna villkor',
    version: 'Version {version}',
    mustAccept: 'Våra allmänna villkor har ändrats. Läs och godkänn dem för att fortsätta.',
    accept: 'Godkänn',
    accepted: 'Tack! Du har godkänt de allmänna villkoren.',
  },
};

export default signIn;
