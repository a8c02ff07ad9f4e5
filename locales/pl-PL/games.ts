import type { Translation } from '../index';

const games: Translation<'games'> = {
  games: {
    lobbyTitle: 'Gry',
    favoritesTitle: 'Ulubione',
    lastPlayedTitle: 'Ostatnio grane',
    filterLabel: 'Znajdź grę',
    play: 'Graj',
    demo: 'Wersja demo',
    playGame: 'Graj {title}',
    demoGame: 'Wersja demo {title}',
    addFavorite: 'Dodaj {title} do ulubionych',
    removeFavorite: 'Usuń {title} z ulubionych',
    addFailed: 'Nie udało się dodać gry {title} do ulubionych. Spróbuj ponownie.',
    removeFailed: 'Nie udało się usunąć gry {title} z ulubionych. Spróbuj ponownie.',
    noMatch: 'Żadna gra nie pasuje do „{filter}”.',
    noGames: 'Brak gier do wyświetlenia.',
    shown: 'Wyświetlono {shown} z {total} gier',
    showMore: 'Pokaż więcej gier',
    noFavorites: 'Nie masz jeszcze ulubionych gier.',
    noLastPlayed: 'Nie grałeś jeszcze w żadną grę.',
    signInForFavorites: 'Zaloguj się, aby zobaczyć ulubione gry.',
    signInForLastPlayed: 'Zaloguj się, aby zobaczyć ostatnio grane gry.',
  },
};

export default games;
