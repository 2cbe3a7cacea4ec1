import type { ImageSpec, PaletteName, Scene } from '../images/svg';
import type { PressRecord } from './types';

interface SeedPress extends Omit<PressRecord, 'id' | 'image'> {
  picture: { file: string; scene: Scene; palette: PaletteName } | null;
}

/** The product server's own press list (`GET /press/`), newest first. */
const PRESS: SeedPress[] = [
  {
    title: 'The 25 best beaches in the Caribbean, ranked',
    publication: 'Condé Nast Traveler',
    url: 'https://www.cntraveler.com/gallery/best-beaches-in-the-caribbean',
    date: '2025-09-18',
    picture: { file: 'cnt-beaches.jpg', scene: 'beach', palette: 'lagoon' },
  },
  {
    title: "Negril's West End: cliffs, cafés and the island's best sunsets",
    publication: 'The Guardian',
    url: 'https://www.theguardian.com/travel/jamaica',
    date: '2025-06-04',
    picture: { file: 'guardian-west-end.jpg', scene: 'cliffs', palette: 'sunset' },
  },
  {
    title: 'Tourism boost for Westmoreland as new season opens',
    publication: 'Jamaica Observer',
    url: 'https://www.jamaicaobserver.com/',
    date: '2025-03-22',
    picture: { file: 'observer-season.jpg', scene: 'palms', palette: 'noon' },
  },
  {
    title: 'Negril: a local’s guide to Jamaica’s laid-back beach town',
    publication: 'Lonely Planet',
    url: 'https://www.lonelyplanet.com/jamaica/negril',
    date: '2024-12-10',
    picture: { file: 'lonely-planet-negril.jpg', scene: 'boat', palette: 'golden' },
  },
  {
    title: 'Reef restoration on the west coast shows early signs of success',
    publication: 'The Gleaner',
    url: 'https://jamaica-gleaner.com/',
    date: '2024-08-15',
    picture: { file: 'gleaner-reef.jpg', scene: 'reef', palette: 'lagoon' },
  },
  {
    title: 'Slow travel in Jamaica: seven days on the west coast',
    publication: 'Travel + Leisure',
    url: 'https://www.travelandleisure.com/jamaica',
    date: '2024-04-02',
    picture: null,
  },
];

export function seedPress(): PressRecord[] {
  return PRESS.map(({ picture, ...item }, index) => ({
    id: index + 1,
    ...item,
    image: picture ? `press/${picture.file}` : null,
  }));
}

export function pressImageSpecs(): Record<string, ImageSpec> {
  const specs: Record<string, ImageSpec> = {};
  for (const item of PRESS) {
    if (!item.picture) continue;
    specs[`press/${item.picture.file}`] = {
      width: 1200,
      height: 675,
      scene: item.picture.scene,
      palette: item.picture.palette,
      title: item.title,
    };
  }
  return specs;
}
