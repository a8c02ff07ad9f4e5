import type { Translation } from '../index';

const errors: Translation<'errors'> = {
  errors: {
    'sign-in': {
      'invalid-field-username': 'Virheellinen käyttäjätunnus',
      'invalid-field-password': 'Virheellinen salasana',
      'incorrect-credentials': 'Virheelliset kirjautumistiedot',
      'unknown-error': 'Jokin meni vikaan.',
      'rate-limit': 'Yritä uudelleen muutaman minuutin kuluttua',
      'player-self-blocked': 'Tilisi on estetty omasta pyynnöstäsi',
      'spel-paus-validation-error': 'Et voi kirjautua sisään. Pelaaja on rekisteröity Spelpaus-rekisteriin.',
      blocked: 'Tilisi on estetty. Kirjautumisessa ilmeni ongelma. Yritä uudelleen tai {supportLink}.',
      'login-time-blocked': 'Istuntorajasi on täyttynyt. Kirjautumisessa ilmeni ongelma. Yritä uudelleen tai {supportLink}.',
      blacklisted: 'Kirjautumisessa ilmeni ongelma. Yritä uudelleen tai {supportLink}.',
    },
    'sign-up': {
      'invalid-field-email': 'Virheellinen sähköpostiosoite',
      'invalid-field-dob': 'Virheellinen syntymäaika',
      'invalid-field-first-name': 'Virheellinen etunimi',
      'invalid-field-last-name': 'Virheellinen sukunimi',
      'invalid-field-address': 'Virheellinen osoite',
      'invalid-field-city': 'Virheellinen paikkakunta',
      'invalid-field-zip': 'Virheellinen postinumero',
      'invalid-field-region': 'Virheellinen alue',
      'invalid-field-country': 'Virheellinen maa',
      'invalid-field-phone': 'Virheellinen puhelinnumero',
      'invalid-field-language': 'Virheellinen kieli',
      'invalid-field-gender': 'Virheellinen sukupuoli',
      'invalid-field-currency': 'Virheellinen valuutta',
      'invalid-field-jurisdiction': 'Virheellinen lainkäyttöalue',
      'player-conflict': 'Pelaajatili on jo olemassa',
      'player-under-age': 'Sinun on oltava vähintään 18-vuotias rekisteröityäksesi',
      'country-invalid': 'Maatasi ei hyväksytä',
      'invalid-email-domain': 'Sähköpostiosoitteen verkkotunnus on rajoitettu',
      'phone-exists': 'Puhelinnumero on jo käytössä',
      'region-blocked': 'Alue on estetty',
      blocked: 'Et voi rekisteröityä. Ole hyvä ja {supportLink}.',
      'spel-paus-validation-error': 'Et voi rekisteröityä. Pelaaja on rekisteröity Spelpaus-rekisteriin.',
      GamblingIssuesCrossBrand: 'Et voi rekisteröityä. Ole hyvä ja {supportLink}.',
      MissingNameOrAddress: 'Ruotsissa rekisteröityä osoitetta ei löytynyt. Ota yhteyttä asiakaspalveluun.',
      'unknown-error': 'Jokin meni vikaan.',
    },
    'forgot-password': {
      'captcha-required': 'Vahvista, että olet ihminen.',
      'player-not-found': 'Pelaajaa ei löytynyt.',
    },
    'reset-password': {
      'player-not-found': 'Pelaajaa ei löytynyt.',
      'link-expired': 'Salasanan palautuslinkkisi on vanhentunut.',
      'session-expired': 'Salasanan palautusistuntosi on vanhentunut',
      'invalid-token': 'Salasanan palautuslinkkisi ei ole kelvollinen.',
      'missing-token': 'Tunniste puuttuu',
    },
    activate: {
      'link-expired': 'Linkki on vanhentunut',
      'player-not-found': 'Pelaajaa ei löytynyt',
      'already-activated': 'Tili on jo aktivoitu',
      'incorrect-code': 'Virheellinen aktivointikoodi. Yritä uudelleen tai pyydä uusi aktivointikoodi.',
    },
    terms: {
      'unknown-error': 'Jokin meni vikaan.',
    },
    player: {
      'incorrect-credentials': 'Vanha salasanasi on virheellinen.',
      'incorrect-password': 'Salasanasi on virheellinen.',
    },
    bonus: {
      'invalid-bonus': 'Bonuskoodi ei ole kelvollinen.',
    },
    'bonus-selector': {
      'invalid-bonus': 'Valitettavasti et ole oikeutettu tähän bonukseen. Valitse toinen bonus.',
    },
    'responsible-gaming': {
      'limit-locked': 'Tämä raja on lukittu eikä sitä voi muuttaa.',
    },
    subscription: {
      'unknown-error': 'Jokin meni vikaan.',
    },
    'source-of-wealth': {
      'unknown-error': 'Jokin meni vikaan.',
    },
    unsubscribe: {
      'missing-token': 'Tunniste puuttuu',
    },
    kyc: {
      'invalid-file-type': 'Virheellinen tiedostotyyppi.',
    },
    tournament: {
      'optin-not-required': 'Erillistä ilmoittautumista ei tarvita.',
      'already-optin': 'Olet jo ilmoittautunut.',
      'optin-not-allowed': 'Ei sallittu.',
      'not-found': 'Turnausta ei löytynyt.',
    },
    chat: {
      unavailable: 'Chattia ei voitu käynnistää. Yritä myöhemmin uudelleen.',
    },
    cashier: {
      'load-failed': 'Kassaa ei voitu ladata. Yritä uudelleen.',
    },
  },
  connectionLost: {
    title: 'Yhteys katkesi',
    body: 'Yhteys kasinoon katkesi, eikä sitä saatu palautettua. Tarkista internetyhteytesi ja yritä uudelleen.',
  },
};

export default errors;
