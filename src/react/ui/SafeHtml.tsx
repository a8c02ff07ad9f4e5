import DOMPurify from 'dompurify';
import { betrPolicy } from '../../trusted-types';
import ui from './ui.module.css';

let hooked = false;

/**
 * A provider's HTML as DOMPurify keeps it. Where the page enforces Trusted Types it is a
 * TrustedHTML made by betr's policy, which DOMPurify also parses the input with (see
 * ../../trusted-types); elsewhere a string.
 */
function sanitize(html: string): string | TrustedHTML {
  if (!hooked) {
    hooked = true;
    // Links from provider content open in a new tab and cannot reach back to the page.
    DOMPurify.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName === 'A' && node.hasAttribute('href')) {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      }
    });
  }
  const policy = betrPolicy();
  const config = { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form', 'input', 'button'], FORBID_ATTR: ['style'] };
  if (!policy) return DOMPurify.sanitize(html, config);
  // DOMPurify's own policy ('dompurify') is never made: the page allows betr's alone.
  return DOMPurify.sanitize(html, {
    ...config,
    RETURN_TRUSTED_TYPE: true,
    TRUSTED_TYPES_POLICY: policy as never,
  }) as unknown as TrustedHTML;
}

/** HTML from a provider (terms, messages, bonuses, welcome content), sanitized by DOMPurify. */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  return (
    <div className={className ? `${ui.html} ${className}` : ui.html} part="content" dangerouslySetInnerHTML={{ __html: sanitize(html) }} />
  );
}
