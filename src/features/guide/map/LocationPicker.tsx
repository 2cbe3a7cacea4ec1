import { m } from '../../../paraglide/messages.js';
import { DivIcon, Marker, type LeafletMouseEvent } from 'leaflet';
import { useEffect, useEffectEvent } from 'react';
import { roundCoordinate } from './draw/mapBase';
import { MAP_BOX } from './draw/mapLayout';
import { MapRegion, useLeafletMap } from './MapRegion';

export interface LocationPickerProps {
  latitude: number | null;
  longitude: number | null;
  /** A click on the map: the point under it, rounded to five decimals. */
  onPick: (latitude: number, longitude: number) => void;
  /** The map's accessible name, e.g. "Pick the place on the map". */
  label: string;
}

function locationIcon(): DivIcon {
  const dot = document.createElement('span');
  dot.className = 'guide-pin__dot';
  return new DivIcon({ html: dot, className: 'guide-pin location-pin', iconSize: [22, 22] });
}

/**
 * The admin form's map: a click sets the place's coordinates and a pin shows them. The form's
 * latitude and longitude fields stay the way to type them, by keyboard or from another map.
 */
export default function LocationPicker({
  latitude,
  longitude,
  onPick,
  label,
}: LocationPickerProps) {
  const { map, attach, problem } = useLeafletMap();
  const pick = useEffectEvent((lat: number, lng: number) => {
    onPick(lat, lng);
  });

  useEffect(() => {
    if (!map) return;
    const onClick = (event: LeafletMouseEvent) => {
      const point = event.latlng.wrap();
      pick(roundCoordinate(point.lat), roundCoordinate(point.lng));
    };
    map.on('click', onClick);
    return () => {
      map.off('click', onClick);
    };
  }, [map]);

  useEffect(() => {
    if (!map || latitude === null || longitude === null) return;
    const pin = new Marker([latitude, longitude], {
      icon: locationIcon(),
      interactive: false,
      keyboard: false,
    }).addTo(map);
    // The fields say where it is; the pin is the same thing drawn.
    pin.getElement()?.setAttribute('aria-hidden', 'true');
    // Coordinates typed in the fields may be out of view: the map goes to them.
    if (!map.getBounds().contains(pin.getLatLng())) {
      map.setView(pin.getLatLng(), Math.max(map.getZoom(), 15));
    }
    return () => {
      pin.remove();
    };
  }, [map, latitude, longitude]);

  return (
    <MapRegion
      attach={attach}
      problem={problem}
      label={label}
      className={`${MAP_BOX} cursor-crosshair`}
    >
      {m.admin_map_note()}
    </MapRegion>
  );
}
