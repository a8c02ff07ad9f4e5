// Bonuses on the REST platform stand-in. Shapes: src/adapters/rest/bonuses.ts.
import { isProviderError } from '../../../src/adapters/provider.ts';
import type { RestRoute } from './route.ts';
import { bonusAnswer } from './shapes.ts';

export const bonusRoutes: RestRoute[] = [
  { method: 'GET', path: '/bonus', handle: ({ casino, session }) => casino.bonuses.list(session()).map(bonusAnswer) },
  {
    method: 'GET',
    path: '/bonus/offers',
    handle: ({ casino, sessionId }) => casino.bonuses.offers(sessionId && casino.sessions.isValid(sessionId) ? sessionId : null).map(bonusAnswer),
  },
  // Answers how many bonuses the code gave: 0 for a code that is not (or no longer) valid.
  {
    method: 'POST',
    path: '/bonus/trigger/:code',
    handle: ({ casino, session, params }) => {
      try {
        casino.bonuses.trigger(session(), params.code!);
        return 1;
      } catch (error) {
        if (isProviderError(error) && error.area === 'bonus' && error.key === 'invalid-bonus') return 0;
        throw error;
      }
    },
  },
  { method: 'POST', path: '/bonus/claim/:id', handle: ({ casino, session, params }) => casino.bonuses.claim(session(), params.id!) },
  { method: 'POST', path: '/bonus/cancel/:id', handle: ({ casino, session, params }) => casino.bonuses.cancel(session(), params.id!) },
];
