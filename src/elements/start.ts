import { BetrConfigElement } from './config';
import { startAutoloader } from './autoload';

/**
 * What betr.js does first: `<betr-config>` and the autoloader, before React's code and the rest
 * of the runtime are evaluated (nothing here imports them, so the bundle evaluates this first).
 * The page's first tag then asks for its chunks while betr.js is still evaluating, not in a
 * task after it: evaluating betr.js took 17 ms in a traced slow-4G load of the sign-in page, and
 * the element's chunks were asked for only after it (its first input came 10-20 ms sooner,
 * interleaved). Each other tag loads in a task of its own (see autoload.ts).
 *
 * `<betr-config>` is defined first, so that the tags load in the language it names. A page that
 * names its language only through `betr.configure()`, after importing betr.js, has its first
 * tag's strings asked for in `<html lang>`'s language too; the element then shows the configured
 * one. A second copy of betr.js on the page (another build) finds the tag defined and starts
 * nothing.
 */
if (!customElements.get('betr-config')) {
  customElements.define('betr-config', BetrConfigElement);
  startAutoloader();
}
