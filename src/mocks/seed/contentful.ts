import type { PaletteName, Scene } from '../images/svg';
import { BLOG } from './contentfulBlog';
import { PRESS } from './contentfulPress';
import { ASSET_TRANSLATIONS, ENTRY_TRANSLATIONS, type SeedLocale } from './contentfulTranslations';

/**
 * The content service's seed: the images (assets) and the `blog` and `press` entries of the
 * demo space. Field values are as the Delivery API returns them for the default locale (`en-US`),
 * with the translations an editor wrote (./contentfulTranslations.ts) beside them; links to assets
 * are `{sys: {type: 'Link', linkType: 'Asset', id}}`.
 */

export interface SeedAsset {
  id: string;
  title: string;
  description: string;
  fileName: string;
  width: number;
  height: number;
  scene: Scene;
  palette: PaletteName;
  createdAt: string;
  /** The title and description in other locales. */
  translations: Partial<Record<SeedLocale, string>>;
}

export interface SeedEntry {
  id: string;
  contentType: 'blog' | 'press';
  createdAt: string;
  updatedAt: string;
  fields: Record<string, unknown>;
  /** Fields in other locales; a field left out has the default locale's value only. */
  translations: Partial<Record<SeedLocale, Record<string, unknown>>>;
}

type AssetRow = [id: string, title: string, fileName: string, scene: Scene, palette: PaletteName];

const ASSET_ROWS: AssetRow[] = [
  [
    'ricks-sunset',
    "Sunset over the cliffs at Rick's Cafe",
    'ricks-cafe-sunset.jpg',
    'cliffs',
    'sunset',
  ],
  [
    'cliff-jumper',
    'A cliff jumper mid-air above turquoise water',
    'cliff-jumper.jpg',
    'cliffs',
    'noon',
  ],
  ['seven-mile', 'Seven Mile Beach in the morning', 'seven-mile-beach.jpg', 'beach', 'lagoon'],
  ['beach-palms', 'Palms leaning over the sand', 'beach-palms.jpg', 'palms', 'golden'],
  ['jerk-grill', 'Jerk chicken on a pimento-wood grill', 'jerk-grill.jpg', 'food', 'golden'],
  ['breakfast', 'Ackee and saltfish with fried dumplings', 'ackee-breakfast.jpg', 'food', 'blush'],
  ['ys-falls', 'The upper cascades of YS Falls', 'ys-falls.jpg', 'waterfall', 'noon'],
  ['mayfield', 'Natural pools at Mayfield Falls', 'mayfield-falls.jpg', 'waterfall', 'lagoon'],
  ['booby-cay', 'Boats pulled up on the sand at Booby Cay', 'booby-cay.jpg', 'boat', 'noon'],
  ['reef', 'Parrotfish over the reef off Long Bay', 'long-bay-reef.jpg', 'reef', 'lagoon'],
  ['cliff-yoga', 'Morning yoga deck above the sea', 'cliff-yoga.jpg', 'spa', 'blush'],
  [
    'spa-stones',
    'Warm stones and frangipani at a cliffside spa',
    'spa-stones.jpg',
    'spa',
    'lagoon',
  ],
  ['black-river', 'Mangroves along the Black River', 'black-river.jpg', 'boat', 'golden'],
  [
    'lighthouse',
    'Negril Lighthouse at the westernmost point',
    'negril-lighthouse.jpg',
    'lighthouse',
    'sunset',
  ],
  ['press-travel', 'A sailboat off the West End', 'press-sailboat.jpg', 'boat', 'sunset'],
  ['press-night', 'String lights over a beach bar', 'press-beach-bar.jpg', 'night', 'dusk'],
  ['press-market', 'Baskets at the craft market', 'press-craft-market.jpg', 'market', 'blush'],
  ['press-beach', 'The long curve of Seven Mile Beach', 'press-beach.jpg', 'beach', 'noon'],
];

export const SEED_ASSETS: SeedAsset[] = ASSET_ROWS.map(
  ([id, title, fileName, scene, palette], index) => {
    const portrait = index % 7 === 3;
    return {
      id: `${id}-asset`,
      title,
      description: title,
      fileName,
      width: portrait ? 1200 : 1600,
      height: portrait ? 1500 : index % 5 === 0 ? 900 : 1067,
      scene,
      palette,
      translations: ASSET_TRANSLATIONS[`${id}-asset`] ?? {},
      createdAt: `2025-0${(index % 9) + 1}-1${index % 9}T10:${String(10 + index).padStart(2, '0')}:00.000Z`,
    };
  },
);

function assetLink(id: string) {
  return { sys: { type: 'Link', linkType: 'Asset', id: `${id}-asset` } };
}

export const SEED_ENTRIES: SeedEntry[] = [
  ...BLOG.map((post, index): SeedEntry => {
    const fields: Record<string, unknown> = {
      title: post.title,
      slug: post.slug,
      date: post.date,
      body: post.body,
    };
    if (post.excerpt) fields.excerpt = post.excerpt;
    if (post.cover) fields.coverImage = assetLink(post.cover);
    if (post.tags) fields.tags = post.tags;
    const day = post.date.slice(0, 10);
    return {
      id: post.id,
      contentType: 'blog',
      createdAt: `${day}T14:${String(index * 3).padStart(2, '0')}:12.481Z`,
      updatedAt: `${day}T18:${String(index * 5).padStart(2, '0')}:40.117Z`,
      fields,
      translations: ENTRY_TRANSLATIONS[post.id] ?? {},
    };
  }),
  ...PRESS.map((item, index): SeedEntry => {
    const fields: Record<string, unknown> = {
      title: item.title,
      subtitle: item.subtitle,
      url: item.url,
      date: item.date,
      text: item.text,
    };
    if (item.image) fields.image = assetLink(item.image);
    return {
      id: item.id,
      contentType: 'press',
      createdAt: `${item.date}T11:${String(index * 7).padStart(2, '0')}:03.902Z`,
      updatedAt: `${item.date}T11:${String(index * 7 + 2).padStart(2, '0')}:55.310Z`,
      fields,
      translations: ENTRY_TRANSLATIONS[item.id] ?? {},
    };
  }),
];
