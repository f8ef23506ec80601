/**
 * HTML from the gateway (announcements, notices, promotions, help) rendered only after DOMPurify has
 * sanitised it; links it keeps open in a new tab without access to this page.
 */
import { useMemo } from 'react';
import DOMPurify from 'dompurify';

let hooked = false;
function purifier() {
  if (!hooked) {
    DOMPurify.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName === 'A' && node.getAttribute('href')) {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      }
    });
    hooked = true;
  }
  return DOMPurify;
}

export function sanitizeHtml(html: string): string {
  return purifier().sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form', 'input', 'button', 'iframe'] });
}

export function SafeHtml({ html, className, id }: { html: string; className?: string; id?: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  // Sanitised just above.
  return <div id={id} className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
