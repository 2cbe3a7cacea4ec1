import type { ReactNode } from 'react';
import { Link } from '../lib/router';

/** A section of the home page: its heading, a link to the whole of it, and what it shows. */
export function HomeSection({
  id,
  title,
  more,
  children,
}: {
  /** The heading's id, which labels the section. */
  id: string;
  title: string;
  more: { to: string; label: string };
  children: ReactNode;
}) {
  return (
    // Its own id too: Back to the home page finds the section where it was (scroll memory).
    <section id={`${id}-section`} aria-labelledby={id} className="mt-12">
      <div className="mb-4 flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={id} className="text-2xl font-bold text-primary-900">
          {title}
        </h2>
        <Link to={more.to} className="font-semibold text-primary-800 underline">
          {more.label}
        </Link>
      </div>
      {children}
    </section>
  );
}
