import type { Translation } from '../index';

const common: Translation<'common'> = {
  actions: {
    close: 'Stäng',
    continue: 'Fortsätt',
    prev: 'Föregående',
    submit: 'Skicka',
    cancel: 'Avbryt',
    confirm: 'Bekräfta',
    decline: 'Avböj',
    signIn: 'Logga in',
    signOut: 'Logga ut',
    tryAgain: 'Försök igen',
  },
  states: {
    loading: 'Laddar…',
  },
  fields: {
    email: 'E-post',
    password: 'Lösenord',
    confirmPassword: 'Bekräfta lösenord',
  },
  validation: {
    required: 'Det här fältet är obligatoriskt',
    emailRequired: 'Du måste ange en e-postadress',
    emailInvalid: 'Du måste ange en e-postadress',
    passwordTooLong: 'Använd högst 128 tecken',
    emailTooLong: 'Använd högst 254 tecken',
    passwordRequired: 'Ange ditt lösenord',
    passwordStrength: 'Använd minst 8 tecken, varav minst en stor bokstav, en liten bokstav, en siffra och ett specialtecken',
    passwordIncludesEmail: 'Lösenordet får inte innehålla din e-postadress',
    confirmPasswordRequired: 'Bekräfta ditt lösenord',
    passwordsMustMatch: 'Lösenorden måste stämma överens',
    activationCodeRequired: 'Du måste ange en aktiveringskod',
  },
  popup: {
    dialogLabel: 'Dialogruta',
  },
  support: 'kontakta kundtjänst',
  errors: {
    fallback: 'Något gick fel. Försök igen eller kontakta kundtjänst om problemet kvarstår',
    general: {
      'unknown-error': 'Något gick fel.',
      timeout: 'Servern tog för lång tid på sig att svara. Försök igen.',
      offline: 'Det gick inte att nå servern. Kontrollera din anslutning och försök igen.',
      'restricted-access': 'Inte tillgängligt i ditt land',
      'activation-required': 'Aktivera ditt konto först.',
      'not-implemented': 'Det här är inte tillgängligt här.',
      'session-expired': 'Din session har avslutats. Logga in igen.',
    },
  },
};

export default common;
