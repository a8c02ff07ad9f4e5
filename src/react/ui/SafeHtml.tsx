import DOMPurify from 'dompurify';
import ui from './ui.module.css';

let hooked = false;
function sanitize(html: string): string {
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
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form', 'input', 'button'], FORBID_ATTR: ['style'] });
}

/** HTML from a provider (terms, messages, bonuses, welcome content), sanitized by DOMPurify. */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  return <div className={className ? `${ui.html} ${className}` : ui.html} part="content" dangerouslySetInnerHTML={{ __html: sanitize(html) }} />;
}
