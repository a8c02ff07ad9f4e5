import { NotImplemented } from '../adapters/provider';
import type { BrandBlock, BrandBlockContent } from '../domain/model';
import type { BrandLinkAction } from '../domain/brand-links';
import { $config } from './config';
import { loadableByKey } from './loadable';
import { provider } from './current-provider';

let toldWhyAbsent = false;

/**
 * A brand block's content, a store per block, loaded by the first element that shows it: one
 * call per block a page, however many elements show it. Null is absent: the platform has no
 * such block, which is not an error to show but nothing at all (the console says why, once).
 */
export const brandBlock = loadableByKey<BrandBlock, BrandBlockContent | null>(
  async (block) => {
    try {
      return await (await provider()).getBrandBlock(block);
    } catch (error) {
      if (!(error instanceof NotImplemented)) throw error;
      if (!toldWhyAbsent) {
        toldWhyAbsent = true;
        console.info(
          `betr: <betr-${block}> and the other brand blocks show nothing on the "${$config.get().adapter}" adapter: ` +
            "their content comes from the turnkey platform (or the stub's simulated casino).",
        );
      }
      return null;
    }
  },
  { area: 'general' },
);

/** A rewritten link of a brand block: the host action it stands for (spec: link-rewrite rules). */
export async function followBrandLink(action: BrandLinkAction): Promise<void> {
  const screens = await import('./open');
  if (action === 'deposit') return screens.openDeposit();
  if (action === 'withdraw') return screens.openWithdraw();
  if (action === 'account') return screens.openAccountSettings();
  if (action === 'contact-us') return screens.openContactUs();
  window.open('/privacy-policy', '_blank', 'noopener');
}
