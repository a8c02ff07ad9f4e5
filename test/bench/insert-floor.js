// As betr.js's autoloader: the element's module is imported when its tag appears (tools/bench/timings.mjs inserts it).
new MutationObserver((records) => {
  for (const record of records)
    for (const node of record.addedNodes) if (node.localName === 'bench-plain-sign-in') import('./chunks/plain-element.js');
}).observe(document.documentElement, { childList: true, subtree: true });
