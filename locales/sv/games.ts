import type { Translation } from '../index';

const games: Translation<'games'> = {
  games: {
    lobbyTitle: 'Spel',
    favoritesTitle: 'Favoriter',
    lastPlayedTitle: 'Senast spelade',
    filterLabel: 'Hitta ett spel',
    play: 'Spela',
    demo: 'Demoläge',
    playGame: 'Spela {title}',
    demoGame: 'Demoläge {title}',
    addFavorite: 'Lägg till {title} i favoriter',
    removeFavorite: 'Ta bort {title} från favoriter',
    addFailed: 'Det gick inte att lägga till {title} i dina favoriter. Försök igen.',
    removeFailed: 'Det gick inte att ta bort {title} från dina favoriter. Försök igen.',
    noMatch: 'Inga spel matchar ”{filter}”.',
    noGames: 'Det finns inga spel att visa.',
    shown: 'Visar {shown} av {total} spel',
    showMore: 'Visa fler spel',
    noFavorites: 'Du har inga favoritspel än.',
    noLastPlayed: 'Du har inte spelat några spel än.',
    signInForFavorites: 'Logga in för att se dina favoritspel.',
    signInForLastPlayed: 'Logga in för att se de spel du spelade senast.',
  },
};

export default games;
