import type { Translation } from '../index';

const games: Translation<'games'> = {
  games: {
    lobbyTitle: 'Pelit',
    favoritesTitle: 'Suosikit',
    lastPlayedTitle: 'Viimeksi pelatut',
    filterLabel: 'Etsi peliä',
    play: 'Pelaa',
    demo: 'Kokeile',
    playGame: 'Pelaa {title}',
    demoGame: 'Kokeile {title}',
    addFavorite: 'Lisää {title} suosikkeihin',
    removeFavorite: 'Poista {title} suosikeista',
    addFailed: 'Peliä {title} ei voitu lisätä suosikkeihisi. Yritä uudelleen.',
    removeFailed: 'Peliä {title} ei voitu poistaa suosikeistasi. Yritä uudelleen.',
    noMatch: 'Mikään peli ei vastaa hakua ”{filter}”.',
    noGames: 'Näytettäviä pelejä ei ole.',
    shown: 'Näytetään {shown}/{total} peliä',
    showMore: 'Näytä lisää pelejä',
    noFavorites: 'Sinulla ei ole vielä suosikkipelejä.',
    noLastPlayed: 'Et ole vielä pelannut yhtään peliä.',
    signInForFavorites: 'Kirjaudu sisään nähdäksesi suosikkipelisi.',
    signInForLastPlayed: 'Kirjaudu sisään nähdäksesi viimeksi pelaamasi pelit.',
  },
};

export default games;
