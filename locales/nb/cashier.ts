import type { Translation } from '../index';

const cashier: Translation<'cashier'> = {
  cashier: {
    depositTitle: 'Innskudd',
    withdrawTitle: 'Uttak',
    frameTitle: 'Betalingskasse',
    signInFirst: 'Logg inn for å sette inn eller ta ut penger.',
    activate: 'Aktiver kontoen din',
    withdrawBlockedByBonus:
      'Uttak er sperret mens du har en aktiv bonus. Fullfør omsetningskravet eller avbryt bonusen for å ta ut penger.',
    limitLeft: 'Du har {remainingAmount} igjen å sette inn.',
    limitReached: 'Du har nådd grensen din.',
    seeLimits: 'Se grensene dine her',
    outcome: {
      success: 'Betalingen er fullført. Saldoen din er oppdatert.',
      failed: 'Betalingen mislyktes. Prøv igjen eller velg en annen betalingsmetode.',
      pending: 'Betalingen behandles. Saldoen din oppdateres så snart den er fullført.',
      unresolved: 'Betalingen kunne ikke bekreftes ennå. Sjekk saldoen din om litt, eller kontakt kundeservice hvis den ikke endres.',
      cancelled: 'Betalingen ble avbrutt.',
      validationFailed: 'Noen av betalingsopplysningene er ugyldige. Kontroller dem og prøv igjen.',
    },
  },
  pnp: {
    title: 'Pay N Play',
    intro:
      'Velg hvor mye du vil sette inn, identifiser deg med BankID og spill. Intet registreringsskjema: en ny spiller legger bare til kontaktinformasjon og innskuddsgrenser.',
    amount: 'Beløp ({currency})',
    presets: 'Foreslåtte beløp',
    invalidAmount: 'Skriv inn et beløp over 0 og høyst {max} {currency}.',
    start: 'Sett inn og spill',
    chosen: 'Ditt innskudd: {amount}',
    change: 'Endre beløp',
    newPlayer: 'Velkommen! Legg til kontaktinformasjon og innskuddsgrenser, så gjøres innskuddet ditt.',
    done: 'Innskuddet ditt er gjort. Lykke til!',
  },
};

export default cashier;
