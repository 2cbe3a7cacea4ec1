import { useEffect, useRef, useState, type ReactNode } from 'react';

/** The named sections shown in this document. */
const shown = new Set<string>();

/**
 * Renders its children once the place they take comes within `margin` of the screen, and the
 * placeholder (a skeleton of the section, of its size) until then: a section below the fold then
 * costs a phone nothing (no code, no request, no pictures) unless the visitor scrolls towards it.
 * Where the browser cannot tell (no IntersectionObserver), the children render at once.
 */
export function NearViewport({
  children,
  placeholder: skeleton,
  margin = '400px',
  name,
}: {
  children: ReactNode;
  /**
   * Names the section: once shown, it shows at once when its page is opened again in this
   * document (Back to it), so the page is as tall as it was left and its position is found.
   */
  name?: string;
  /** What stands in for the children: the same markup painted at build time and hydrated. */
  placeholder: ReactNode;
  margin?: string;
}) {
  const placeholder = useRef<HTMLDivElement>(null);
  // At build time (no window) the placeholder is painted, as a phone's first view would show it.
  const [near, setNear] = useState(
    () =>
      typeof window !== 'undefined' &&
      (typeof IntersectionObserver === 'undefined' || (name !== undefined && shown.has(name))),
  );

  useEffect(() => {
    const element = placeholder.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          if (name !== undefined) shown.add(name);
          setNear(true);
        }
      },
      { rootMargin: `${margin} 0px` },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
    };
  }, [near, margin, name]);

  if (near) return children;
  return (
    <div ref={placeholder} aria-hidden="true">
      {skeleton}
    </div>
  );
}
