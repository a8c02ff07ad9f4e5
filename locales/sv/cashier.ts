import type { Translation } from '../index';

const cashier: Translation<'cashier'> = {
  cashier: {
    depositTitle: 'Insättning',
    withdrawTitle: 'Uttag',
    frameTitle: 'Betalningskassa',
    signInFirst: 'Logga in för att göra en insättning eller ett uttag.',
    activate: 'Aktivera ditt konto',
    withdrawBlockedByBonus: 'Uttag är spärrade medan du har en aktiv bonus. Slutför omsättningen eller avbryt bonusen för att göra ett uttag.',
    limitLeft: 'Du har {remainingAmount} kvar att sätta in.',
    limitReached: 'Du har nått din gräns.',
    seeLimits: 'Se dina gränser här',
    outcome: {
      success: 'Betalningen är klar. Ditt saldo har uppdaterats.',
      failed: 'Betalningen misslyckades. Försök igen eller välj en annan betalningsmetod.',
      pending: 'Betalningen behandlas. Ditt saldo uppdateras så snart den är klar.',
      unresolved: 'Betalningen kunde inte bekräftas ännu. Kontrollera ditt saldo om en stund, eller kontakta kundtjänst om det inte ändras.',
      cancelled: 'Betalningen avbröts.',
      validationFailed: 'Vissa betalningsuppgifter är ogiltiga. Kontrollera dem och försök igen.',
    },
  },
};

export default cashier;
