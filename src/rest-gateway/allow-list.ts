import type { RestRoute } from '../adapters/rest/routes';

const PARAMETER = /^\{\w+\}$/;

/**
 * Which route of the widgets' table a method and path are (`{name}` is one path segment), or
 * null. A `{name}` segment is one non-empty segment that, decoded, holds no slash, backslash
 * or control character and is not `.` or `..`: a page cannot climb out of an allowed path
 * into another part of the platform. The table is made ready once for every call: the paths
 * without a `{name}` in a map, the patterns split into segments. The answer is the first of
 * the table's routes that matches, as a walk through the table in order finds it.
 */
export function routeMatcher(routes: readonly RestRoute[]): (method: string, path: string) => RestRoute | null {
  const fixed = new Map<string, { route: RestRoute; index: number }>();
  const patterns: { route: RestRoute; index: number; parts: (string | null)[] }[] = [];
  routes.forEach((route, index) => {
    const parts = route.path.split('/').map((part) => (PARAMETER.test(part) ? null : part));
    const key = `${route.method} ${route.path}`;
    if (parts.includes(null)) patterns.push({ route, index, parts });
    else if (!fixed.has(key)) fixed.set(key, { route, index });
  });
  return (method, path) => {
    const exact = fixed.get(`${method} ${path}`);
    let segments: string[] | null = null;
    for (const { route, index, parts } of patterns) {
      if (exact && index > exact.index) break;
      if (route.method !== method) continue;
      segments ??= path.split('/');
      if (parts.length === segments.length && parts.every((part, i) => (part === null ? isSegment(segments![i]!) : part === segments![i])))
        return route;
    }
    return exact?.route ?? null;
  };
}

function isSegment(raw: string): boolean {
  let value: string;
  try {
    value = decodeURIComponent(raw);
  } catch {
    return false;
  }
  // eslint-disable-next-line no-control-regex
  return value !== '' && value !== '.' && value !== '..' && !/[/\\\u0000-\u001f\u007f]/.test(value);
}
