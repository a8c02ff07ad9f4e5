/**
 * How a form's draft is stored (kept through a reload, never the password), as plain data a view declares: the shape's version,
 * its parts (a wizard's steps; `['form']` for a single form) and the steps it may be restored
 * at. The schema that reads a stored draft back is built from it by ./draft, which arrives
 * with the draft code only when a form has a draft to keep (src/stores/draft-watch.ts).
 */
export interface DraftShape {
  /** Raise it whenever what a part holds changes meaning: a draft of the old shape is then dropped. */
  version: number;
  parts: readonly string[];
  steps?: readonly string[];
}

export function draftShape(version: number, parts: readonly string[], steps?: readonly string[]): DraftShape {
  return { version, parts, ...(steps && { steps }) };
}
