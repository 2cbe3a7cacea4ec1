/**
 * The map's box, shared by the lazy map and the placeholder shown while its chunk loads, so
 * nothing moves when it arrives. Tailwind classes: they live in the site's one stylesheet, which
 * is there before the map's chunk is.
 */
export const MAP_BOX =
  'h-72 w-full overflow-hidden rounded-xl border border-slate-300 lg:h-[32rem]';
