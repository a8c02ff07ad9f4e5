import type { Translation } from '../index';

const engagement: Translation<'engagement'> = {
  engagement: {
    jackpots: {
      title: 'Jackpoty',
      total: 'Łącznie',
      empty: 'W tej chwili nie ma jackpotów.',
    },
    tournament: {
      title: 'Turniej',
      starts: 'Początek',
      ends: 'Koniec',
      endsIn: 'Koniec za',
      timeLeft: '{days} d {hours} godz. {minutes} min {seconds} s',
      ended: 'Turniej się zakończył.',
      position: 'Miejsce',
      name: 'Imię',
      points: 'Punkty',
      optIn: 'Zapisz się',
      optedIn: 'Bierzesz udział w turnieju.',
      aroundMe: 'Moje miejsce',
      fromTop: 'Początek rankingu',
      pages: 'Strony rankingu',
      previous: 'Poprzednia',
      next: 'Następna',
      positions: 'Miejsca od {from} do {to}',
      empty: 'W rankingu nie ma jeszcze graczy.',
    },
    chat: {
      open: 'Czat z nami',
      starting: 'Uruchamianie czatu...',
    },
  },
};

export default engagement;
