import type { Translation } from '../index';

const engagement: Translation<'engagement'> = {
  engagement: {
    jackpots: {
      title: 'Jackpotter',
      total: 'Totalt',
      empty: 'Det er ingen jackpotter akkurat nå.',
    },
    tournament: {
      title: 'Turnering',
      starts: 'Starter',
      ends: 'Slutter',
      endsIn: 'Slutter om',
      timeLeft: '{days} d {hours} t {minutes} min {seconds} s',
      ended: 'Turneringen er avsluttet.',
      position: 'Plassering',
      name: 'Navn',
      points: 'Poeng',
      optIn: 'Meld deg på',
      optedIn: 'Du er med i turneringen.',
      aroundMe: 'Min plassering',
      fromTop: 'Toppen av listen',
      pages: 'Sider i resultatlisten',
      previous: 'Forrige',
      next: 'Neste',
      positions: 'Plass {from} til {to}',
      empty: 'Ingen spillere på resultatlisten ennå.',
    },
    chat: {
      open: 'Chat med oss',
      starting: 'Starter chatten...',
    },
  },
};

export default engagement;
