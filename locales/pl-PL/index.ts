import type { NamespaceLoaders } from '../index';

/** Every namespace of this locale, each its own chunk. */
const namespaces: NamespaceLoaders = {
  common: () => import('./common'),
  errors: () => import('./errors'),
  signIn: () => import('./signIn'),
  identity: () => import('./identity'),
  bonuses: () => import('./bonuses'),
  account: () => import('./account'),
  responsibleGaming: () => import('./responsibleGaming'),
  cashier: () => import('./cashier'),
  signUp: () => import('./signUp'),
  engagement: () => import('./engagement'),
  games: () => import('./games'),
};

export default namespaces;
