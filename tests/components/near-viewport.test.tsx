import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NearViewport } from '../../src/components/NearViewport';

/** IntersectionObserver as a browser gives it: the test says when the placeholder comes near. */
let comeNear: (() => void) | null = null;

beforeEach(() => {
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(private readonly callback: IntersectionObserverCallback) {}
      observe() {
        comeNear = () => {
          this.callback(
            [{ isIntersecting: true } as IntersectionObserverEntry],
            this as unknown as IntersectionObserver,
          );
        };
      }
      disconnect() {}
    },
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  comeNear = null;
});

const section = (name?: string) => (
  <NearViewport placeholder={<p>Skeleton</p>} name={name}>
    <p>Press highlights</p>
  </NearViewport>
);

describe('a section shown when it comes near the screen', () => {
  it('shows its placeholder until then, and its content after', () => {
    render(section('first-visit'));
    expect(screen.getByText('Skeleton')).toBeInTheDocument();
    expect(screen.queryByText('Press highlights')).toBeNull();
    act(() => comeNear?.());
    expect(screen.getByText('Press highlights')).toBeInTheDocument();
  });

  it('shows at once when its page is opened again (Back), so the page is as tall as it was left', () => {
    const first = render(section('back-again'));
    act(() => comeNear?.());
    first.unmount();
    comeNear = null;

    render(section('back-again'));
    expect(screen.getByText('Press highlights')).toBeInTheDocument();
    expect(screen.queryByText('Skeleton')).toBeNull();
  });

  it('waits again when it has no name', () => {
    const first = render(section());
    act(() => comeNear?.());
    first.unmount();

    render(section());
    expect(screen.getByText('Skeleton')).toBeInTheDocument();
  });
});
