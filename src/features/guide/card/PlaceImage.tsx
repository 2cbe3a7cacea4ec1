import { m } from '../../../paraglide/messages.js';
import { useState } from 'react';
import { nameText } from '../model/names';
import type { Place } from '../model/types';

/** The guide's picture; a drawn placeholder when it has none or it fails to load. */
export function PlaceImage({
  place,
  width,
  height,
  className = '',
  eager = false,
}: {
  place: Place;
  width: number;
  height: number;
  className?: string;
  eager?: boolean;
}) {
  const [failed, setFailed] = useState<string | null>(null);
  const box = `aspect-[3/2] w-full ${className}`;
  if (!place.image || failed === place.image) {
    return (
      <div
        aria-hidden="true"
        className={`${box} flex items-center justify-center bg-linear-to-br from-primary-100 via-primary-50 to-secondary-100 text-primary-700`}
      >
        <svg viewBox="0 0 48 48" className="size-12" fill="none" stroke="currentColor">
          <path
            strokeWidth="2.5"
            strokeLinecap="round"
            d="M6 34c4-3 8-3 12 0s8 3 12 0 8-3 12 0M6 41c4-3 8-3 12 0s8 3 12 0 8-3 12 0"
          />
          <circle cx="33" cy="15" r="6" strokeWidth="2.5" />
        </svg>
      </div>
    );
  }
  return (
    <img
      src={place.image}
      alt={place.name || m.guide_image_alt()}
      {...nameText(place)}
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      className={`${box} bg-primary-50 object-cover`}
      onError={() => {
        setFailed(place.image);
      }}
    />
  );
}
