import type { ReactNode } from 'react';

/** The message at the top of a form: a failure (announced) or a success. */
export function FormAlert({
  tone = 'error',
  children,
}: {
  tone?: 'error' | 'success';
  children: ReactNode;
}) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={`rounded-md border p-3 text-sm ${
        tone === 'error'
          ? 'border-secondary-300 bg-secondary-50 text-secondary-900'
          : 'border-primary-300 bg-primary-50 text-primary-900'
      }`}
    >
      {children}
    </div>
  );
}
