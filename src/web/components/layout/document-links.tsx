import { DOCUMENT_LINK_CLASS, DOCUMENT_LIST_CLASS } from '@common/document-links';
import type { PublishedDocumentLink } from '@common/documents';
import { useEffect, useRef, useState } from 'react';

/** One request per page load, however many footers mount. */
let published: Promise<PublishedDocumentLink[]> | undefined;
const loadPublished = () => {
  published ??= fetch('/api/documents', { headers: { Accept: 'application/json' } })
    .then((res) => (res.ok ? (res.json() as Promise<PublishedDocumentLink[]>) : []))
    .catch(() => []);
  return published;
};

/**
 * Links to the published documents (privacy policy, terms, about), asked for only once the footer
 * scrolls into view, so no page's first load waits on or pays for them. The prerendered landing
 * page runs no app: the server puts its links into this element (data-document-links).
 */
export function DocumentLinks() {
  const ref = useRef<HTMLElement>(null);
  const [links, setLinks] = useState<PublishedDocumentLink[]>([]);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    let live = true;
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      void loadPublished().then((found) => {
        if (live) setLinks(found);
      });
    });
    observer.observe(element);
    return () => {
      live = false;
      observer.disconnect();
    };
  }, []);
  return (
    <nav ref={ref} data-document-links="">
      {links.length ? (
        <ul className={DOCUMENT_LIST_CLASS}>
          {links.map((link) => (
            <li key={link.slug}>
              <a href={`/legal/${link.slug}`} className={DOCUMENT_LINK_CLASS}>
                {link.title}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </nav>
  );
}
