/** Whether the visitor asked for less motion: in-page jumps then go at once, without smoothing. */
export function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function'
    ? window.matchMedia('(prefers-reduced-motion: reduce)').matches
    : false;
}
