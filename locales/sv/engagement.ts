import type { Translation } from '../index';

const engagement: Translation<'engagement'> = {
  engagement: {
    jackpots: {
      title: 'Jackpottar',
      total: 'Totalt',
      empty: 'Det finns inga jackpottar just nu.',
    },
    tournament: {
      title: 'Turnering',
      starts: 'Startar',
      ends: 'Slutar',
      endsIn: 'Slutar om',
      timeLeft: '{days} d {hours} tim {minutes} min {seconds} s',
      ended: 'Turneringen är slut.',
      position: 'Placering',
      name: 'Namn',
      points: 'Poäng',
      optIn: 'Anmäl dig',
      optedIn: 'Du är med i turneringen.',
      aroundMe: 'Min placering',
      fromTop: 'Toppen av listan',
      pages: 'Sidor i topplistan',
      previous: 'Föregående',
      next: 'Nästa',
      positions: 'Plats {from} till {to}',
      empty: 'Inga spelare på topplistan än.',
    },
    chat: {
      open: 'Chatta med oss',
      starting: 'Startar chatten...',
    },
  },
};

export default engagement;
