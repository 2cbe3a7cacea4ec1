import type { ReactNode } from 'react';
import type { ServiceConfig } from '../../config';
import { NotConfigured } from './Notice';

/** Renders its children only when the backend they need is configured; says what to set if not. */
export function ServiceGate<Settings>({
  what,
  service,
  children,
}: {
  what: string;
  service: ServiceConfig<Settings>;
  children: (settings: Settings) => ReactNode;
}) {
  if (!service.configured) return <NotConfigured what={what} problem={service.problem} />;
  return <>{children(service.settings)}</>;
}
