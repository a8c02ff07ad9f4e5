import type { Translation } from '../index';

const common: Translation<'common'> = {
  actions: {
    close: 'Sulje',
    continue: 'Jatka',
    prev: 'Edellinen',
    submit: 'Lähetä',
    cancel: 'Peruuta',
    confirm: 'Vahvista',
    decline: 'Hylkää',
    signIn: 'Kirjaudu sisään',
    signOut: 'Kirjaudu ulos',
    tryAgain: 'Yritä uudelleen',
  },
  states: {
    loading: 'Ladataan…',
  },
  fields: {
    email: 'Sähköposti',
    password: 'Salasana',
    confirmPassword: 'Vahvista salasana',
  },
  validation: {
    required: 'Tämä kenttä on pakollinen',
    emailRequired: 'Anna sähköpostiosoite',
    emailInvalid: 'Anna kelvollinen sähköpostiosoite',
    passwordTooLong: 'Käytä enintään 128 merkkiä',
    emailTooLong: 'Käytä enintään 254 merkkiä',
    passwordRequired: 'Anna salasanasi',
    passwordStrength: 'Käytä vähintään 8 merkkiä, joiden joukossa on iso kirjain, pieni kirjain, numero ja erikoismerkki',
    passwordIncludesEmail: 'Salasana ei saa sisältää sähköpostiosoitettasi',
    confirmPasswordRequired: 'Vahvista salasanasi',
    passwordsMustMatch: 'Salasanojen on oltava samat',
    activationCodeRequired: 'Anna aktivointikoodi',
  },
  popup: {
    dialogLabel: 'Valintaikkuna',
  },
  support: 'ota yhteyttä asiakastukeen',
  errors: {
    fallback: 'Jokin meni vikaan. Yritä uudelleen tai ota yhteyttä asiakastukeen, jos ongelma jatkuu',
    general: {
      'unknown-error': 'Jokin meni vikaan.',
      timeout: 'Palvelin ei vastannut ajoissa. Yritä uudelleen.',
      offline: 'Palvelimeen ei saatu yhteyttä. Tarkista verkkoyhteytesi ja yritä uudelleen.',
      'restricted-access': 'Ei saatavilla maassasi',
      'activation-required': 'Aktivoi ensin tilisi.',
      'not-implemented': 'Tämä ei ole käytettävissä täällä.',
      'session-expired': 'Istuntosi on päättynyt. Kirjaudu uudelleen sisään.',
    },
  },
};

export default common;
