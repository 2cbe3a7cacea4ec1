import type { ReactNode } from 'react';
import { PageHeading } from '../../../components/PageHeading';

/** The frame of the account screens: a heading and a narrow card. */
export function AuthCard({
  title,
  lead,
  children,
}: {
  title: string;
  lead?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-md">
      <PageHeading lead={lead}>{title}</PageHeading>
      <div className="space-y-5 rounded-xl border border-primary-100 bg-white p-6 shadow-sm">
        {children}
      </div>
    </div>
  );
}
