import type { RestRoute } from '../adapters/rest/routes';

/**
 * The route a method and path are, from the widgets' table (`{name}` is one path segment), or
 * null. A `{name}` segment is one non-empty segment that, decoded, holds no slash, backslash
 * or control character and is not `.` or `..`: a page cannot climb out of an allowed path
 * into another part of the platform.
 */
export function allowedRoute(routes: readonly RestRoute[], method: string, path: string): RestRoute | null {
  const segments = path.split('/');
  return (
    routes.find((route) => {
      if (route.method !== method) return false;
      const pattern = route.path.split('/');
      return (
        pattern.length === segments.length &&
        pattern.every((part, i) => (/^\{\w+\}$/.test(part) ? isSegment(segments[i]!) : part === segments[i]))
      );
    }) ?? null
  );
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
