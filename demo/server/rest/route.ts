// What a route of the REST platform stand-in sees and answers; helpers to read its fields.
import { ourName } from './names.ts';
import type { Casino } from '../../../src/adapters/stub/index.ts';
import type { DemoDocument } from '../demo-controls.ts';

export type Body = Record<string, unknown>;

export interface RestRequest {
  casino: Casino;
  /** The X-Player-Session-Id header, or null. */
  sessionId: string | null;
  /** The session header's id: a route for players calls this, and without one answers 401. */
  session(): string;
  /** The JSON body (an object; {} when there is none). */
  body: Body;
  query: URLSearchParams;
  /** `:name` segments of the route's path. */
  params: Record<string, string>;
  /** Documents an operator wrote to the content service, by id (they win over the casino's own). */
  documents: ReadonlyMap<string, DemoDocument>;
}

export interface RestRoute {
  method: 'GET' | 'POST';
  /** Under /api/rest, with `:name` for a path parameter, e.g. '/bonus/claim/:id'. */
  path: string;
  /** The JSON answer; undefined answers 204. Throwing a ProviderError answers the platform's error. */
  handle(request: RestRequest): unknown;
}

/** A required field missing or of the wrong kind: the platform answers InvalidField naming it. */
export class InvalidField extends Error {
  constructor(readonly field: string) {
    super(`${field} is missing or invalid`);
  }
}

export function text(fields: Body, name: string): string {
  const value = fields[name];
  if (typeof value !== 'string') throw new InvalidField(name);
  return value;
}

export function optionalText(fields: Body, name: string): string | undefined {
  const value = fields[name];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw new InvalidField(name);
  return value;
}

export function number(fields: Body, name: string): number {
  const value = fields[name];
  if (typeof value !== 'number' || !Number.isFinite(value)) throw new InvalidField(name);
  return value;
}

/** A query parameter the platform requires. */
export function param(query: URLSearchParams, name: string): string {
  const value = query.get(name);
  if (value === null) throw new InvalidField(name);
  return value;
}

/** The key of `table` whose value is `value`: platform names back to the domain's. */
export function keyOf<K extends string>(table: Readonly<Partial<Record<K, unknown>>>, value: unknown, field: string): K {
  const key = ourName(table, value);
  if (key === undefined) throw new InvalidField(field);
  return key;
}
