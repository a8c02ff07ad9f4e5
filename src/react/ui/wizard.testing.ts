/** Helpers for the component tests of any wizard (sign-up, source of wealth, the self-test). */
/** The wizard's progress bar as assistive technology reads it, and how many of its step segments are filled. */
export function progress(el: Element) {
  const bar = el.shadowRoot!.querySelector('[role="progressbar"]');
  if (!bar) throw new Error(`<${el.localName}> shows no progress bar`);
  return {
    name: bar.getAttribute('aria-label'),
    now: Number(bar.getAttribute('aria-valuenow')),
    min: Number(bar.getAttribute('aria-valuemin')),
    max: Number(bar.getAttribute('aria-valuemax')),
    text: bar.getAttribute('aria-valuetext'),
    shown: bar.textContent,
    filled: bar.querySelectorAll('[part~="progress-step-done"]').length,
    segments: bar.querySelectorAll('[part~="progress-step"]').length,
  };
}
