import { m } from '../../../paraglide/messages.js';
import { Component, type ReactNode } from 'react';
import { MAP_BOX } from './draw/mapLayout';

/** A map whose chunk cannot be fetched (offline, a deploy since the page loaded) says so. */
export class MapFailure extends Component<
  { children: ReactNode; fallback: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/** The map's box while its chunk loads, the same size, so nothing moves when it arrives. */
export function MapLoading() {
  return (
    <div role="status" className={`${MAP_BOX} flex items-center justify-center bg-slate-100`}>
      <span className="text-sm text-slate-700">{m.guide_map_loading()}</span>
    </div>
  );
}

export function MapUnavailable({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="rounded-xl border border-slate-300 bg-slate-50 p-4 text-slate-700">
      {m.guide_map_failed()} {children}
    </p>
  );
}
