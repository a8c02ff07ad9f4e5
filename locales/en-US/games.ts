import type { BaseTranslation } from 'typesafe-i18n';

/** The lobby, favorites and last played: `<betr-game-list>`, `<betr-favorites>`, `<betr-last-played>`. */
const games = {
  games: {
    lobbyTitle: 'Games',
    favoritesTitle: 'Favorites',
    lastPlayedTitle: 'Last played',
    filterLabel: 'Find a game',
    play: 'Play',
    demo: 'Demo',
    playGame: 'Play {title:string}',
    demoGame: 'Demo {title:string}',
    addFavorite: 'Add {title:string} to favorites',
    removeFavorite: 'Remove {title:string} from favorites',
    addFailed: 'Could not add {title:string} to your favorites. Please try again.',
    removeFailed: 'Could not remove {title:string} from your favorites. Please try again.',
    noMatch: 'No games match "{filter:string}".',
    noGames: 'There are no games to show.',
    shown: 'Showing {shown:number} of {total:number} games',
    showMore: 'Show more games',
    noFavorites: 'You have no favorite games yet.',
    noLastPlayed: 'You have not played any games yet.',
    signInForFavorites: 'Sign in to see your favorite games.',
    signInForLastPlayed: 'Sign in to see the games you played last.',
  },
} satisfies BaseTranslation;

export default games;
