import type { Translation } from '../index';

const cashier: Translation<'cashier'> = {
  cashier: {
    depositTitle: 'Talletus',
    withdrawTitle: 'Kotiutus',
    frameTitle: 'Maksukassa',
    signInFirst: 'Kirjaudu sisään tallettaaksesi tai kotiuttaaksesi.',
    activate: 'Aktivoi tilisi',
    withdrawBlockedByBonus:
      'Kotiutukset on estetty, kun sinulla on aktiivinen bonus. Täytä bonuksen kierrätysvaatimus tai peru bonus kotiuttaaksesi.',
    limitLeft: 'Voit tallettaa vielä {remainingAmount}.',
    limitReached: 'Olet saavuttanut rajasi.',
    seeLimits: 'Katso rajasi täältä',
    outcome: {
      success: 'Maksu on valmis. Saldosi on päivitetty.',
      failed: 'Maksu epäonnistui. Yritä uudelleen tai valitse toinen maksutapa.',
      pending: 'Maksu on käsittelyssä. Saldosi päivittyy heti, kun maksu on valmis.',
      unresolved: 'Maksua ei voitu vielä vahvistaa. Tarkista saldosi hetken kuluttua tai ota yhteyttä asiakastukeen, jos se ei muutu.',
      cancelled: 'Maksu peruutettiin.',
      validationFailed: 'Osa maksutiedoista on virheellisiä. Tarkista ne ja yritä uudelleen.',
    },
  },
  pnp: {
    title: 'Pay N Play',
    intro:
      'Valitse talletettava summa, tunnistaudu BankID:llä ja pelaa. Ei rekisteröintilomaketta: uusi pelaaja lisää vain yhteystiedot ja talletusrajat.',
    amount: 'Summa ({currency})',
    presets: 'Ehdotetut summat',
    invalidAmount: 'Anna summa, joka on yli 0 ja enintään {max} {currency}.',
    start: 'Talleta ja pelaa',
    chosen: 'Talletuksesi: {amount}',
    change: 'Muuta summaa',
    newPlayer: 'Tervetuloa! Lisää yhteystietosi ja talletusrajasi, sitten talletuksesi tehdään.',
    done: 'Talletuksesi on tehty. Hauskaa peliä!',
  },
};

export default cashier;
