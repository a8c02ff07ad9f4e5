import type { Translation } from '../index';

const cashier: Translation<'cashier'> = {
  cashier: {
    depositTitle: 'Insättning',
    withdrawTitle: 'Uttag',
    frameTitle: 'Betalningskassa',
    signInFirst: 'Logga in för att göra en insättning eller ett uttag.',
    activate: 'Aktivera ditt konto',
    withdrawBlockedByBonus:
      'Uttag är spärrade medan du har en aktiv bonus. Slutför omsättningen eller avbryt bonusen för att göra ett uttag.',
    limitLeft: 'Du har {remainingAmount} kvar att sätta in.',
    limitReached: 'Du har nått din gräns.',
    seeLimits: 'Se dina gränser här',
    outcome: {
      success: 'Betalningen är klar. Ditt saldo har uppdaterats.',
      failed: 'Betalningen misslyckades. Försök igen eller välj en annan betalningsmetod.',
      pending: 'Betalningen behandlas. Ditt saldo uppdateras så snart den är klar.',
      unresolved:
        'Betalningen kunde inte bekräftas ännu. Kontrollera ditt saldo om en stund, eller kontakta kundtjänst om det inte ändras.',
      cancelled: 'Betalningen avbröts.',
      validationFailed: 'Vissa betalningsuppgifter är ogiltiga. Kontrollera dem och försök igen.',
    },
  },
  pnp: {
    title: 'Pay N Play',
    intro:
      'Välj hur mycket du vill sätta in, identifiera dig med BankID och spela. Inget registreringsformulär: en ny spelare lägger bara till kontaktuppgifter och insättningsgränser.',
    amount: 'Belopp ({currency})',
    presets: 'Föreslagna belopp',
    invalidAmount: 'Ange ett belopp över 0 och högst {max} {currency}.',
    start: 'Sätt in och spela',
    chosen: 'Din insättning: {amount}',
    change: 'Ändra belopp',
    newPlayer: 'Välkommen! Lägg till dina kontaktuppgifter och insättningsgränser, sedan görs din insättning.',
    done: 'Din insättning är gjord. Lycka till!',
  },
};

export default cashier;
