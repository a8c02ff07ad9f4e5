import type { Translation } from '../index';

const games: Translation<'games'> = {
  games: {
    lobbyTitle: 'Spill',
    favoritesTitle: 'Favoritter',
    lastPlayedTitle: 'Sist spilt',
    filterLabel: 'Finn et spill',
    play: 'Spill nå',
    demo: 'Demo-modus',
    playGame: 'Spill nå {title}',
    demoGame: 'Demo-modus {title}',
    addFavorite: 'Legg {title} til i favoritter',
    removeFavorite: 'Fjern {title} fra favoritter',
    addFailed: 'Kunne ikke legge {title} til i favorittene dine. Prøv igjen.',
    removeFailed: 'Kunne ikke fjerne {title} fra favorittene dine. Prøv igjen.',
    noMatch: 'Ingen spill passer til «{filter}».',
    noGames: 'Det er ingen spill å vise.',
    shown: 'Viser {shown} av {total} spill',
    showMore: 'Vis flere spill',
    noFavorites: 'Du har ingen favorittspill ennå.',
    noLastPlayed: 'Du har ikke spilt noen spill ennå.',
    signInForFavorites: 'Logg inn for å se favorittspillene dine.',
    signInForLastPlayed: 'Logg inn for å se spillene du spilte sist.',
  },
};

export default games;
