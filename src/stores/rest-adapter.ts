// The REST platform's adapter module for ./current-provider.ts, lent what the page keeps of the
// player: the call cache, the one keeper of the player's data (./profile; the session's reading,
// which a resumed session brings, ./session). The adapter's operations that derive from the
// profile or the reading read these, so that it keeps no copy a change would have to forget too.
import type { AdapterConfig, PagePlayer, Provider } from '../adapters/provider';
import type { Jurisdiction } from '../domain/model';
import { createProvider as createRestProvider } from '../adapters/rest/index';
import { SESSION_INFO, sharedCall } from './call-cache';
import { provider } from './current-provider';
import { askProfile } from './profile';

const player: PagePlayer = {
  profile: askProfile,
  sessionInfo: () => sharedCall(SESSION_INFO, async () => (await provider()).getSessionInfo()),
};

export const createProvider = (config: AdapterConfig & { jurisdiction?: Jurisdiction }): Provider => createRestProvider(config, player);
