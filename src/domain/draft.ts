import { literal, maxLength, number, object, optional, picklist, record, safeParse, string, pipe, type GenericSchema } from 'valibot';
import type { DraftShape } from './draft-shape';

/** A draft older than this is dropped: a player back after half an hour starts afresh. */
export const DRAFT_MAX_AGE_MS = 30 * 60_000;

/** Longer values than any field takes are not a draft this code wrote. */
const MAX_VALUE_LENGTH = 2000;

/**
 * Fields a draft never keeps, whatever form they are in: passwords (every password field of
 * betr is named so), and the activation and reset codes that prove who owns a mailbox. A
 * bonus code is the player's own choice, not a secret: it is kept.
 */
const SECRET = /password|^(activation|reset|verification|sms)?code$/i;

export function isSecretField(name: string): boolean {
  return SECRET.test(name);
}

/** What one form (or one step of a wizard) keeps: field name to what was typed. */
export type DraftFields = Record<string, string>;

/** What a draft holds once read back: the step the form was at and each part's fields. */
export interface DraftContent {
  step?: string;
  /** The signed-in player it belongs to; none for a visitor's form (sign-up). */
  owner?: string;
  /** Per part of the form: a wizard's steps, or `form` for a form of one part. */
  values: Record<string, DraftFields>;
}

type StoredDraft = DraftContent & { v: number; at: number };
const schemas = new WeakMap<DraftShape, GenericSchema<unknown, StoredDraft>>();

/** The schema that reads a draft of `shape` back, built once per shape. */
function schemaOf(shape: DraftShape): GenericSchema<unknown, StoredDraft> {
  let schema = schemas.get(shape);
  if (!schema) {
    const { version, parts, steps } = shape;
    const fields = record(string(), pipe(string(), maxLength(MAX_VALUE_LENGTH)));
    schema = object({
      v: literal(version),
      at: number(),
      ...(steps && { step: optional(picklist(steps as [string, ...string[]])) }),
      owner: optional(string()),
      values: record(picklist(parts as [string, ...string[]]), fields),
    }) as unknown as GenericSchema<unknown, StoredDraft>;
    schemas.set(shape, schema);
  }
  return schema;
}

/**
 * The draft stored as `raw` (JSON) read back, or null: nothing stored, not JSON, another shape
 * (an older deploy's), older than DRAFT_MAX_AGE_MS, or another player's. Secret fields are
 * dropped even if some older code had written them.
 */
export function readDraft(raw: string | null, shape: DraftShape, now: number, owner?: string): DraftContent | null {
  if (raw === null) return null;
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return null;
  }
  const parsed = safeParse(schemaOf(shape), data);
  if (!parsed.success) return null;
  const { at, step, owner: of, values } = parsed.output;
  if (now - at > DRAFT_MAX_AGE_MS || at > now + DRAFT_MAX_AGE_MS) return null;
  if (of !== owner) return null;
  return { ...(step !== undefined && { step }), ...(of !== undefined && { owner: of }), values: keepable(values) };
}

/**
 * What is written for `content` at `now`: only filled, non-secret fields; null when nothing is
 * left to keep (the draft is then removed).
 */
export function draftRecord(shape: DraftShape, content: DraftContent, now: number): string | null {
  const values = keepable(content.values);
  if (Object.keys(values).length === 0) return null;
  return JSON.stringify({
    v: shape.version,
    at: now,
    ...(content.step !== undefined && { step: content.step }),
    ...(content.owner !== undefined && { owner: content.owner }),
    values,
  });
}

function keepable(values: Record<string, DraftFields>): Record<string, DraftFields> {
  const kept: Record<string, DraftFields> = {};
  for (const [part, fields] of Object.entries(values)) {
    const filled = Object.entries(fields).filter(([name, value]) => value !== '' && !isSecretField(name));
    if (filled.length > 0) kept[part] = Object.fromEntries(filled);
  }
  return kept;
}
