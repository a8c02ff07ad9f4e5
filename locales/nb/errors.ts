import type { Translation } from '../index';

const errors: Translation<'errors'> = {
  errors: {
    'sign-in': {
      'invalid-field-username': 'Ugyldig brukernavn',
      'invalid-field-password': 'Ugyldig passord',
      'incorrect-credentials': 'Feil innloggingsopplysninger',
      'unknown-error': 'Noe gikk galt.',
      'rate-limit': 'Prøv igjen om noen minutter',
      'player-self-blocked': 'Selvutestengt',
      'spel-paus-validation-error': 'Du har ikke tillatelse til å logge inn. Spilleren er registrert i Spelpaus.',
      blocked: 'Kontoen din er sperret. Det oppstod et problem ved innlogging. Prøv igjen eller {supportLink}.',
      'login-time-blocked': 'Du har nådd øktgrensen din. Det oppstod et problem ved innlogging. Prøv igjen eller {supportLink}.',
      blacklisted: 'Det oppstod et problem ved innlogging. Prøv igjen eller {supportLink}.',
    },
    'sign-up': {
      'invalid-field-email': 'Ugyldig e-postadresse',
      'invalid-field-dob': 'Ugyldig fødselsdato',
      'invalid-field-first-name': 'Ugyldig fornavn',
      'invalid-field-last-name': 'Ugyldig etternavn',
      'invalid-field-address': 'Ugyldig adresse',
      'invalid-field-city': 'Ugyldig by',
      'invalid-field-zip': 'Ugyldig postnummer',
      'invalid-field-region': 'Ugyldig region',
      'invalid-field-country': 'Ugyldig land',
      'invalid-field-phone': 'Ugyldig telefonnummer',
      'invalid-field-language': 'Ugyldig språk',
      'invalid-field-gender': 'Ugyldig kjønn',
      'invalid-field-currency': 'Ugyldig valuta',
      'invalid-field-jurisdiction': 'Ugyldig jurisdiksjon',
      'player-conflict': 'Spilleren finnes allerede',
      'player-under-age': 'Du må være 18 år eller eldre for å registrere deg',
      'country-invalid': 'Landet ditt er ikke tillatt',
      'invalid-email-domain': 'E-postdomenet er ikke tillatt',
      'phone-exists': 'Telefonnummeret er allerede registrert',
      'region-blocked': 'Regionen er sperret',
      blocked: 'Du har ikke tillatelse til å registrere deg. Vennligst {supportLink}.',
      'spel-paus-validation-error': 'Du har ikke tillatelse til å registrere deg. Spilleren er registrert i Spelpaus.',
      GamblingIssuesCrossBrand: 'Du har ikke tillatelse til å registrere deg. Vennligst {supportLink}.',
      MissingNameOrAddress: 'Fant ingen registrert svensk adresse. Kontakt kundeservice.',
      'unknown-error': 'Noe gikk galt.',
    },
    'forgot-password': {
      'captcha-required': 'Bekreft at du er et menneske.',
      'player-not-found': 'Spilleren ble ikke funnet.',
    },
    'reset-password': {
      'player-not-found': 'Spilleren ble ikke funnet.',
      'link-expired': 'Lenken for tilbakestilling av passord har utløpt.',
      'session-expired': 'Økten for tilbakestilling av passord har utløpt',
      'invalid-token': 'Lenken for tilbakestilling av passord er ikke gyldig.',
      'missing-token': 'Token mangler',
    },
    activate: {
      'link-expired': 'Lenken har utløpt',
      'player-not-found': 'Spilleren ble ikke funnet',
      'already-activated': 'Allerede aktivert',
      'incorrect-code': 'Feil aktiveringskode. Prøv igjen eller be om en ny aktiveringskode.',
    },
    terms: {
      'unknown-error': 'Noe gikk galt.',
    },
    player: {
      'incorrect-credentials': 'Det gamle passordet ditt er feil.',
      'incorrect-password': 'Passordet ditt er feil.',
    },
    bonus: {
      'invalid-bonus': 'Bonuskoden er ikke gyldig.',
    },
    'bonus-selector': {
      'invalid-bonus': 'Du er dessverre ikke kvalifisert for denne bonusen. Velg en annen.',
    },
    'responsible-gaming': {
      'limit-locked': 'Denne grensen er låst og kan ikke endres.',
    },
    subscription: {
      'unknown-error': 'Noe gikk galt.',
    },
    'source-of-wealth': {
      'unknown-error': 'Noe gikk galt.',
    },
    unsubscribe: {
      'missing-token': 'Token mangler',
    },
    kyc: {
      'invalid-file-type': 'Ugyldig filtype.',
    },
    tournament: {
      'optin-not-required': 'Påmelding er ikke nødvendig.',
      'already-optin': 'Du er allerede påmeldt.',
      'optin-not-allowed': 'Ikke tillatt.',
      'not-found': 'Turneringen ble ikke funnet.',
    },
    chat: {
      unavailable: 'Chatten kunne ikke startes. Prøv igjen senere.',
    },
    cashier: {
      'load-failed': 'Kassen kunne ikke lastes inn. Prøv igjen.',
    },
  },
  connectionLost: {
    title: 'Forbindelsen ble brutt',
    body: 'Vi mistet forbindelsen til kasinoet og fikk den ikke tilbake. Sjekk internettforbindelsen din og prøv igjen.',
  },
};

export default errors;
