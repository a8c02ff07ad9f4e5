import type { MouseEvent } from 'react';
import { useStore } from '@nanostores/react';
import type { BrandBlock as BrandBlockName } from '../../domain/model';
import { brandLinkAction } from '../../domain/brand-links';
import { brandBlock, followBrandLink } from '../../stores/brand-blocks';
import { Loaded } from '../ui/Loaded';
import { SafeHtml } from '../ui/SafeHtml';
import styles from './BrandBlock.module.css';

/**
 * A block of a brand page (license logos, about us, bonus policy): the platform's HTML,
 * sanitized, in English on the turnkey platform whatever the page's language. Its help and
 * policy links open the matching host action (src/domain/brand-links.ts); other links open
 * in a new tab. Nothing visible where the platform has no such block (the console says why, once).
 */
export function BrandBlock({ block }: { block: BrandBlockName }) {
  const $block = brandBlock(block);
  const state = useStore($block);

  const onClick = (event: MouseEvent) => {
    const link = (event.target as Element).closest('a');
    const action = brandLinkAction(link?.getAttribute('href') ?? null);
    if (!action) return;
    event.preventDefault();
    void followBrandLink(action);
  };

  // Clicks (and Enter on a link, which clicks it) reach the handler from the content's links.
  return (
    <Loaded state={state} retry={() => void $block.retry()} lines={2}>
      {(content) =>
        // No content: the platform has no such block, and nothing shows.
        content && (
          <div className={styles.block} lang="en" onClick={onClick}>
            <SafeHtml html={content.html} />
          </div>
        )
      }
    </Loaded>
  );
}

export const LicenseLogos = () => <BrandBlock block="license-logos" />;
export const AboutUs = () => <BrandBlock block="about-us" />;
export const BonusPolicy = () => <BrandBlock block="bonus-policy" />;
