// Fills #slot with ?n= account-area elements, the five kinds in turn (tools/bench/bench.mjs signs
// the player in first, through localStorage, as a returning player's page would be).
const kinds = [
  ['betr-account', { inline: '' }],
  ['betr-bonus-selector', { inline: '' }],
  ['betr-session-summary', { inline: '' }],
  ['betr-subscriptions', { inline: '' }],
  ['betr-deposit', { inline: '' }],
];
const slot = document.getElementById('slot');

/** Append `count` more elements (tools/bench/bench.mjs adds them to a settled page to time each). */
window.betrBenchAdd = (count) => {
  for (let i = 0; i < count; i += 1) {
    const [tag, attributes] = kinds[slot.childElementCount % kinds.length];
    const el = document.createElement(tag);
    for (const [name, value] of Object.entries(attributes)) el.setAttribute(name, value);
    slot.append(el);
  }
};
window.betrBenchAdd(Number(new URLSearchParams(location.search).get('n') ?? 5));
