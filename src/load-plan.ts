import type { Locale, Namespace } from '../locales/index';

/**
 * What the build knows about loading, written compactly (each chunk named once, by its
 * file name without `./` and `.js`): for each tag, the chunks its element needs beyond its
 * own and the runtime betr.js has already loaded, and the namespaces it shows; the locales and
 * namespaces there are strings of, each in a chunk named by one rule: `<strings><locale>-<namespace>.js`.
 */
export interface LoadPlan {
  /** Where the chunks are, relative to the chunk this module is built into: `./chunks/`. */
  base: string;
  files: string[];
  tags: Partial<Record<string, [chunks: number[], namespaces: Namespace[]]>>;
  namespaces: Namespace[];
  locales: Locale[];
  /** The start of every strings chunk's name, e.g. `sAb12Cd3-`. */
  strings: string;
}

/**
 * The build (tools/build/load-plan.mjs) writes its plan here. Run from source (unit tests, the
 * dev server) there is none, and elements and strings load through their own imports.
 */
export const loadPlan: LoadPlan | null = null;

const path = (plan: LoadPlan, index: number) => `${plan.base}${plan.files[index]}.js`;

let planFailed = false;

/**
 * Import a file the plan names; null once one has failed to load. A bundler that rebundles
 * betr.js (an integrator's app) moves the chunks the plan names: then every later load goes
 * through the elements' and locales' own imports, which the bundler did rewrite.
 */
export function importPlanned(file: string): Promise<unknown> | null {
  if (planFailed) return null;
  return import(/* @vite-ignore */ /* webpackIgnore: true */ file).catch((error: unknown) => {
    planFailed = true;
    throw error;
  });
}

/**
 * Start importing `files` ahead of the element that needs them, each in a task of its own:
 * every import() costs the main thread its request's set-up, and a lobby's seven chunks in one
 * task were 21-38 ms of it in a traced Lighthouse load, a long task at 4x CPU that the host
 * page's total blocking time counts. A failure is none: the element's own imports ask again.
 */
export function importAhead(files: readonly string[], importFile: (file: string) => Promise<unknown> | null = importPlanned): void {
  files.forEach((file) => setTimeout(() => importFile(file)?.catch(() => undefined)));
}

/** The chunks `tag`'s element needs besides its own, to request together with it. */
export function chunksOf(plan: LoadPlan | null, tag: string): string[] {
  return plan?.tags[tag]?.[0].map((index) => path(plan, index)) ?? [];
}

/** The namespaces `tag`'s element shows first, or null where there is no plan. */
export function namespacesOf(plan: LoadPlan | null, tag: string): Namespace[] | null {
  return plan?.tags[tag]?.[1] ?? null;
}

/** The chunk of a locale's namespace, or null where there is no plan. */
export function namespaceFile(plan: LoadPlan | null, locale: Locale, ns: Namespace): string | null {
  return plan?.locales.includes(locale) && plan.namespaces.includes(ns) ? `${plan.base}${plan.strings}${locale}-${ns}.js` : null;
}
