import type { PlayMode } from '../adapters/provider';

/** A game offers demo play when its play modes include Demo (spec: Game, third platform). */
export function playsInDemo(playModes: unknown): boolean {
  return Array.isArray(playModes) && playModes.includes('Demo');
}

/** A game is childish when the appealing-for-children flag equals the string "1". */
export function appealsToChildren(flag: unknown): boolean {
  return flag === '1';
}

/** Play mode real maps to framework mode "m"; any other mode to "d" (spec: third platform session events). */
export function frameworkMode(playMode: PlayMode | string): 'm' | 'd' {
  return playMode === 'real' ? 'm' : 'd';
}

/** The address while a game is open: /play/{identifier}. */
export function gamePath(identifier: string): string {
  return `/play/${encodeURIComponent(identifier)}`;
}

/**
 * Where the address goes when a game closes: the path stored before the launch, or /casino
 * when none is stored (spec: routes). A stored game address is none: it would reopen nothing.
 */
export function pathAfterGame(stored: string | null): string {
  return stored && !stored.startsWith('/play/') ? stored : '/casino';
}
