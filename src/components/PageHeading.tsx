import type { ReactNode } from 'react';

export function PageHeading({ children, lead }: { children: ReactNode; lead?: ReactNode }) {
  return (
    <header className="mb-6">
      <h1 className="text-3xl font-bold tracking-tight text-primary-900 sm:text-4xl">{children}</h1>
      {lead ? <p className="mt-2 max-w-prose text-lg text-slate-700">{lead}</p> : null}
    </header>
  );
}
