import type { BaseTranslation } from 'typesafe-i18n';

/** Jackpots, the tournament leaderboard and the support chat launcher. */
const engagement = {
  engagement: {
    jackpots: {
      title: 'Jackpots',
      total: 'Total',
      empty: 'There are no jackpots right now.',
    },
    tournament: {
      title: 'Tournament',
      starts: 'Starts',
      ends: 'Ends',
      endsIn: 'Ends in',
      timeLeft: '{days:string} d {hours:string} h {minutes:string} min {seconds:string} s',
      ended: 'The tournament has ended.',
      position: 'Position',
      name: 'Name',
      points: 'Points',
      optIn: 'Opt in',
      optedIn: 'You are in the tournament.',
      aroundMe: 'My position',
      fromTop: 'Top of the leaderboard',
      pages: 'Leaderboard pages',
      previous: 'Previous',
      next: 'Next',
      positions: 'Positions {from:number} to {to:number}',
      empty: 'No players on the leaderboard yet.',
    },
    chat: {
      open: 'Chat with us',
      starting: 'Starting the chat...',
    },
  },
} satisfies BaseTranslation;

export default engagement;
