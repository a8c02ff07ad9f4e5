import type { Translation } from '../index';

const signIn: Translation<'signIn'> = {
  signIn: {
    title: 'Logg inn',
    submit: 'Logg inn',
    forgotPassword: 'Glemt passordet?',
    signedIn: 'Du er logget inn.',
  },
  forgotPassword: {
    title: 'Glemt passord',
    intro: 'Skriv inn e-postadressen til kontoen din, så sender vi deg en lenke for å tilbakestille passordet.',
    submit: 'Send tilbakestillingslenke',
    sent: 'E-posten er sendt',
    captcha: 'Jeg er ikke en robot',
  },
  resetPassword: {
    title: 'Tilbakestill passord',
    newPassword: 'Nytt passord',
    submit: 'Oppdater passord',
    updated: 'Passordet er oppdatert',
    letsSignIn: 'Gå til innlogging',
  },
  activation: {
    title: 'Aktiver kontoen din',
    intro: 'Skriv inn aktiveringskoden vi sendte til e-postadressen din.',
    code: 'Aktiveringskode',
    submit: 'Aktiver',
    requestCode: 'Send meg en ny kode',
    activated: 'Kontoen er aktivert',
    codeSent: 'Aktiveringskoden er sendt',
    alreadyActivated: 'Kontoen din er allerede aktivert',
  },
  activateMessage: {
    title: 'Aktiver kontoen din',
    body: 'Vi har sendt en aktiveringskode til e-postadressen din. Aktiver kontoen din for å kunne gjøre innskudd og spille om ekte penger.',
    activateNow: 'Skriv inn aktiveringskode',
  },
  welcome: {
    title: 'Velkommen',
    play: 'Begynn å spille',
  },
  message: {
    'invalid-reset-pw-token': {
      title: 'Ugyldig lenke',
      body: 'Denne lenken for tilbakestilling av passord er ikke lenger gyldig. Be om en ny.',
    },
    'activation-required': {
      title: 'Aktivering kreves',
      body: 'Aktiver kontoen din før du gjør innskudd, tar ut penger eller spiller om ekte penger.',
    },
    'activation-complete': {
      title: 'Kontoen er aktivert',
      body: 'Kontoen din er aktivert. Nå kan du gjøre innskudd og spille.',
    },
    'restricted-access': {
      title: 'Begrenset tilgang',
      body: 'Ikke tilgjengelig i ditt land',
    },
  },
  terms: {
    title: 'Vilkår og betingelser',
    version: 'Versjon {version}',
    mustAccept: 'Vilkårene og betingelsene våre er endret. Les og godta dem for å fortsette.',
    accept: 'Godta',
    accepted: 'Takk. Du har godtatt vilkårene og betingelsene.',
  },
};

export default signIn;
