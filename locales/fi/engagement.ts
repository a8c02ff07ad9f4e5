import type { Translation } from '../index';

const engagement: Translation<'engagement'> = {
  engagement: {
    jackpots: {
      title: 'Jättipotit',
      total: 'Yhteensä',
      empty: 'Jättipotteja ei ole juuri nyt.',
    },
    tournament: {
      title: 'Turnaus',
      starts: 'Alkaa',
      ends: 'Päättyy',
      endsIn: 'Päättymiseen',
      timeLeft: '{days} pv {hours} t {minutes} min {seconds} s',
      ended: 'Turnaus on päättynyt.',
      position: 'Sijoitus',
      name: 'Nimi',
      points: 'Pisteet',
      optIn: 'Ilmoittaudu',
      optedIn: 'Olet mukana turnauksessa.',
      aroundMe: 'Oma sijoitukseni',
      fromTop: 'Tulostaulun kärki',
      pages: 'Tulostaulun sivut',
      previous: 'Edellinen',
      next: 'Seuraava',
      positions: 'Sijat {from}–{to}',
      empty: 'Tulostaululla ei ole vielä pelaajia.',
    },
    chat: {
      open: 'Keskustele kanssamme',
      starting: 'Chattia käynnistetään...',
    },
  },
};

export default engagement;
