import { map } from 'nanostores';
import { NotImplemented } from '../adapters/provider';
import type { BrandBlock, BrandBlockContent } from '../domain/model';
import type { BrandLinkAction } from '../domain/brand-links';
import { $config } from './config';
import { toProviderError } from './errors';
import type { Loadable } from './loadable';
import { provider } from './current-provider';

/** A brand block: loading, its content, the error to show, or absent where the platform has none. */
export type BrandBlockState = Loadable<BrandBlockContent> | { status: 'absent' };

/** One load per block per page, however many elements show it. */
export const $brandBlocks = map<Partial<Record<BrandBlock, BrandBlockState>>>({});

let toldWhyAbsent = false;

export async function loadBrandBlock(block: BrandBlock): Promise<void> {
  // A failed block is asked again (its Try again); any other is here or on its way.
  const known = $brandBlocks.get()[block];
  if (known && known.status !== 'failed') return;
  $brandBlocks.setKey(block, { status: 'loading' });
  try {
    $brandBlocks.setKey(block, { status: 'ready', value: await (await provider()).getBrandBlock(block) });
  } catch (error) {
    if (!(error instanceof NotImplemented))
      return $brandBlocks.setKey(block, { status: 'failed', error: toProviderError(error, 'general') });
    $brandBlocks.setKey(block, { status: 'absent' });
    if (!toldWhyAbsent) {
      toldWhyAbsent = true;
      console.info(
        `betr: <betr-${block}> and the other brand blocks show nothing on the "${$config.get().adapter}" adapter: ` +
          "their content comes from the turnkey platform (or the stub's simulated casino).",
      );
    }
  }
}

/** A rewritten link of a brand block: the host action it stands for (spec: link-rewrite rules). */
export async function followBrandLink(action: BrandLinkAction): Promise<void> {
  const screens = await import('./open');
  if (action === 'deposit') return screens.openDeposit();
  if (action === 'withdraw') return screens.openWithdraw();
  if (action === 'account') return screens.openAccountSettings();
  if (action === 'contact-us') return screens.openContactUs();
  window.open('/privacy-policy', '_blank', 'noopener');
}
