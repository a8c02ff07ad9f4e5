import type { Translation } from '../index';

const errors: Translation<'errors'> = {
  errors: {
    'sign-in': {
      'invalid-field-username': 'Ogiltigt användarnamn',
      'invalid-field-password': 'Ogiltigt lösenord',
      'incorrect-credentials': 'Felaktiga inloggningsuppgifter',
      'unknown-error': 'Något gick fel.',
      'rate-limit': 'Försök igen om några minuter',
      'player-self-blocked': 'Självavstängd',
      'spel-paus-validation-error': 'Du får inte logga in. Du är registrerad i Spelpaus.',
      blocked: 'Ditt konto är spärrat. Det uppstod ett problem vid inloggningen. Försök igen eller {supportLink}.',
      'login-time-blocked': 'Du har nått din sessionsgräns. Det uppstod ett problem vid inloggningen. Försök igen eller {supportLink}.',
      blacklisted: 'Det uppstod ett problem vid inloggningen. Försök igen eller {supportLink}.',
    },
    'sign-up': {
      'invalid-field-email': 'Ogiltig e-postadress',
      'invalid-field-dob': 'Ogiltigt födelsedatum',
      'invalid-field-first-name': 'Ogiltigt förnamn',
      'invalid-field-last-name': 'Ogiltigt efternamn',
      'invalid-field-address': 'Ogiltig adress',
      'invalid-field-city': 'Ogiltig ort',
      'invalid-field-zip': 'Ogiltigt postnummer',
      'invalid-field-region': 'Ogiltig region',
      'invalid-field-country': 'Ogiltigt land',
      'invalid-field-phone': 'Ogiltigt telefonnummer',
      'invalid-field-language': 'Ogiltigt språk',
      'invalid-field-gender': 'Ogiltigt kön',
      'invalid-field-currency': 'Ogiltig valuta',
      'invalid-field-jurisdiction': 'Ogiltig jurisdiktion',
      'player-conflict': 'Spelaren finns redan',
      'player-under-age': 'Du måste ha fyllt 18 år för att registrera dig',
      'country-invalid': 'Ditt land är inte tillåtet',
      'invalid-email-domain': 'E-postdomänen är inte tillåten',
      'phone-exists': 'Telefonnumret finns redan registrerat',
      'region-blocked': 'Regionen är spärrad',
      blocked: 'Du får inte registrera dig. Vänligen {supportLink}.',
      'spel-paus-validation-error': 'Du får inte registrera dig. Du är registrerad i Spelpaus.',
      GamblingIssuesCrossBrand: 'Du får inte registrera dig. Vänligen {supportLink}.',
      MissingNameOrAddress: 'Ingen svensk folkbokföringsadress hittades. Kontakta kundtjänst.',
      'unknown-error': 'Något gick fel.',
    },
    'forgot-password': {
      'captcha-required': 'Bekräfta att du är en människa.',
      'player-not-found': 'Spelaren hittades inte.',
    },
    'reset-password': {
      'player-not-found': 'Spelaren hittades inte.',
      'link-expired': 'Länken för att återställa lösenordet har gått ut.',
      'session-expired': 'Sessionen för att återställa lösenordet har gått ut',
      'invalid-token': 'Länken för att återställa lösenordet är inte giltig.',
      'missing-token': 'Token saknas',
    },
    activate: {
      'link-expired': 'Länken har gått ut',
      'player-not-found': 'Spelaren hittades inte',
      'already-activated': 'Redan aktiverat',
      'incorrect-code': 'Felaktig aktiveringskod. Försök igen eller begär en ny aktiveringskod.',
    },
    terms: {
      'unknown-error': 'Något gick fel.',
    },
    player: {
      'incorrect-credentials': 'Ditt gamla lösenord är felaktigt.',
      'incorrect-password': 'Ditt lösenord är felaktigt.',
    },
    bonus: {
      'invalid-bonus': 'Bonuskoden är inte giltig.',
    },
    'bonus-selector': {
      'invalid-bonus': 'Tyvärr kan du inte ta del av den här bonusen. Välj en annan.',
    },
    'responsible-gaming': {
      'limit-locked': 'Den här gränsen är låst och kan inte ändras.',
    },
    subscription: {
      'unknown-error': 'Något gick fel.',
    },
    'source-of-wealth': {
      'unknown-error': 'Något gick fel.',
    },
    unsubscribe: {
      'missing-token': 'Token saknas',
    },
    kyc: {
      'invalid-file-type': 'Ogiltig filtyp.',
    },
    tournament: {
      'optin-not-required': 'Ingen anmälan krävs.',
      'already-optin': 'Du är redan anmäld.',
      'optin-not-allowed': 'Inte tillåtet.',
      'not-found': 'Turneringen hittades inte.',
    },
    chat: {
      unavailable: 'Chatten kunde inte startas. Försök igen senare.',
    },
    cashier: {
      'load-failed': 'Kassan kunde inte laddas. Försök igen.',
    },
  },
  connectionLost: {
    title: 'Anslutningen bröts',
    body: 'Vi tappade anslutningen till kasinot och kunde inte återställa den. Kontrollera din internetanslutning och försök igen.',
  },
};

export default errors;
