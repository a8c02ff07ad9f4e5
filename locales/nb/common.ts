import type { Translation } from '../index';

const common: Translation<'common'> = {
  actions: {
    close: 'Lukk',
    continue: 'Fortsett',
    prev: 'Forrige',
    submit: 'Send',
    cancel: 'Avbryt',
    confirm: 'Bekreft',
    decline: 'Avslå',
    signIn: 'Logg inn',
    signOut: 'Logg ut',
    tryAgain: 'Prøv igjen',
  },
  states: {
    loading: 'Laster inn …',
  },
  fields: {
    email: 'E-post',
    password: 'Passord',
    confirmPassword: 'Bekreft passord',
  },
  validation: {
    required: 'Dette feltet er obligatorisk',
    emailRequired: 'Du må oppgi en e-postadresse',
    emailInvalid: 'Du må oppgi en e-postadresse',
    passwordTooLong: 'Bruk høyst 128 tegn',
    emailTooLong: 'Bruk høyst 254 tegn',
    passwordRequired: 'Skriv inn passordet ditt',
    passwordStrength: 'Bruk minst 8 tegn, med minst én stor bokstav, én liten bokstav, ett tall og ett spesialtegn',
    passwordIncludesEmail: 'Passordet kan ikke inneholde e-postadressen din',
    confirmPasswordRequired: 'Bekreft passordet ditt',
    passwordsMustMatch: 'Passordene må være like',
    activationCodeRequired: 'Du må oppgi en aktiveringskode',
  },
  popup: {
    dialogLabel: 'Dialogboks',
  },
  support: 'kontakt kundeservice',
  errors: {
    fallback: 'Noe gikk galt. Prøv igjen, eller kontakt kundeservice hvis problemet vedvarer',
    general: {
      'unknown-error': 'Noe gikk galt.',
      timeout: 'Serveren brukte for lang tid på å svare. Prøv igjen.',
      offline: 'Kunne ikke nå serveren. Sjekk tilkoblingen din og prøv igjen.',
      'restricted-access': 'Ikke tilgjengelig i ditt land',
      'activation-required': 'Aktiver kontoen din først.',
      'not-implemented': 'Dette er ikke tilgjengelig her.',
      'session-expired': 'Økten din er avsluttet. Logg inn på nytt.',
    },
  },
};

export default common;
