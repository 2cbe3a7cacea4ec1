import type { PaletteName, Scene } from '../images/svg';

/**
 * The demo account's Instagram media, newest first: mostly images, some carousels (whose
 * `media_url` is the cover, and whose `children` are its pictures, one of them a video in the
 * second album) and two videos (with a `thumbnail_url`). One caption carries markup
 * to prove the feed renders captions as text, and one post has no caption at all.
 */

export const MEDIA_HOST = 'scontent.cdninstagram.com';

export type MediaType = 'IMAGE' | 'CAROUSEL_ALBUM' | 'VIDEO';

export interface SeedPicture {
  path: string;
  width: number;
  height: number;
  scene: Scene;
  palette: PaletteName;
}

/** One picture (or video) of an album: the graph's `children` edge. */
export interface SeedChild {
  id: string;
  /** The picture; for a video, its thumbnail. */
  picture: SeedPicture;
  videoPath: string | null;
}

export interface SeedMedia {
  id: string;
  media_type: MediaType;
  caption: string | null;
  permalink: string;
  timestamp: string;
  /** The image (or cover) of the post; for a video, its thumbnail. */
  picture: SeedPicture;
  /** A video's file path on the media host. */
  videoPath: string | null;
  /** An album's pictures, the cover first; empty for any other post. */
  children: SeedChild[];
}

type Row = [caption: string | null, scene: Scene, palette: PaletteName, type?: MediaType];

const ROWS: Row[] = [
  [
    'Golden hour on the West End cliffs. Nothing else to say. 🌅 #negril #jamaica #sunset #westend',
    'cliffs',
    'sunset',
  ],
  [
    'Sunrise on Seven Mile, before the first lounger is out. #sevenmilebeach #negril #morningswim',
    'beach',
    'lagoon',
  ],
  [
    'Jerk chicken, festival and a cold Ting. Lunch is sorted. 🔥 #jamaicanfood #jerk #negrileats',
    'food',
    'golden',
  ],
  [
    'Three views of Booby Cay, one perfect morning. Swipe → #boobycay #snorkelling #negril',
    'boat',
    'noon',
    'CAROUSEL_ALBUM',
  ],
  [
    'The lighthouse at the very western tip of the island, built in 1894. #negrillighthouse #history #jamaica',
    'lighthouse',
    'sunset',
  ],
  [
    'Parrotfish, blue tang and one very curious sergeant major. 🐠 #reef #underwater #negril',
    'reef',
    'lagoon',
  ],
  [
    'Reggae night at the beach bar. Shoes optional. 🎶 #reggae #nightlife #negrilnights',
    'night',
    'dusk',
  ],
  [
    'Sunrise over the sea, in motion. Turn the sound up. 🌊 #negril #sunrise #reels',
    'sunset',
    'blush',
    'VIDEO',
  ],
  ['Palms, sand and absolutely no plans. #slowtravel #sevenmilebeach #jamaica', 'palms', 'golden'],
  [
    'YS Falls: seven tiers, one rope swing, zero regrets. #ysfalls #stelizabeth #waterfalls',
    'waterfall',
    'noon',
  ],
  [
    'Morning yoga deck above the water. Breathe in, breathe out. 🧘 #wellness #negril #yoga',
    'spa',
    'blush',
  ],
  [
    'Baskets, carvings and a lot of friendly bargaining at the craft market. #shoplocal #negrilcraftmarket',
    'market',
    'blush',
  ],
  [
    'Catamaran out of Seven Mile, rum punch in hand. ⛵ #sailing #negril #caribbean',
    'boat',
    'sunset',
  ],
  [
    '<script>alert(1)</script> Captions are text, not code. Stay safe out there. #websafety #negril',
    'palms',
    'lagoon',
  ],
  [
    'Ackee and saltfish, callaloo, fried dumplings: the breakfast of champions. #jamaicanbreakfast #ackee',
    'food',
    'blush',
  ],
  [
    'The cliff divers make it look easy. It is not. #ricks #cliffjumping #westend',
    'cliffs',
    'noon',
  ],
  [
    'Mayfield Falls: twenty-one small falls and a guide who knows every foothold. #mayfieldfalls #hanover',
    'waterfall',
    'lagoon',
    'CAROUSEL_ALBUM',
  ],
  [
    'Bloody Bay at nine in the morning: glassy, quiet, ours. #bloodybay #negril #calmwater',
    'beach',
    'noon',
  ],
  [
    'Moonrise and string lights. The best kind of Tuesday. ✨ #negrilnights #beachbar',
    'night',
    'dusk',
  ],
  ['Coconut scrub, sea breeze, a nap we did not plan. #spaday #rockhouse #negril', 'spa', 'lagoon'],
  [
    'The road to Black River, mangroves all the way. 🐊 #blackriver #safari #jamaica',
    'boat',
    'golden',
  ],
  [
    'Pepper shrimp from Middle Quarters. Bring water. Lots of water. 🌶️ #peppershrimp #jamaicaneats',
    'food',
    'golden',
  ],
  [null, 'palms', 'noon'],
  [
    'Sunset number 312 from this spot. Still not bored. #sunsetchaser #negril #westend',
    'sunset',
    'sunset',
  ],
  [
    'Glass-bottom boat to the reef, with the kids glued to the floor. #familytravel #negril #reef',
    'reef',
    'noon',
  ],
  [
    'Our favourite lounger, our favourite tree, our favourite book. #beachread #sevenmilebeach',
    'beach',
    'golden',
  ],
  ['Pelican patrol at the river mouth. 🐦 #wildlife #negril #birdwatching', 'boat', 'lagoon'],
  [
    'Sound system on the West End, Friday night. 🔊 #dancehall #negrilnights',
    'night',
    'dusk',
    'VIDEO',
  ],
  [
    'Rum tasting at Appleton Estate. For research purposes. 🥃 #appleton #rum #jamaica',
    'food',
    'sunset',
  ],
  [
    'The Royal Palm Reserve at dawn: herons, turtles and royal palms. #royalpalmreserve #nature',
    'palms',
    'lagoon',
  ],
  [
    'Cliffside dinner, candles and the sound of the sea. #dinnerwithaview #negril',
    'night',
    'blush',
  ],
  [
    'Horseback ride in the sea at Rhodes Hall. The horses love it more than we do. 🐴 #horseback #greenisland',
    'beach',
    'golden',
    'CAROUSEL_ALBUM',
  ],
  [
    'Rain in Negril lasts ten minutes and then the sky puts on a show. #tropicalrain #negril',
    'sunset',
    'dusk',
  ],
  [
    'Fresh coconut water from the roadside. 70 Jamaican dollars of pure joy. 🥥 #coconut #negril',
    'palms',
    'golden',
  ],
  ['Snorkel, float, repeat. #snorkelling #westend #clearwater', 'reef', 'lagoon'],
  ['Golf with a sea view (and a few goats). ⛳ #negrilhills #golf #jamaica', 'palms', 'noon'],
  [
    'Sunset catamaran, part two. Same sun, different boat. #sailing #sunset #negril',
    'boat',
    'sunset',
  ],
  [
    'A stack of warm stones and a frangipani. That is the whole post. #spa #wellness',
    'spa',
    'blush',
  ],
  [
    'Beach volleyball at four, Red Stripe at five. #beachvolleyball #sevenmilebeach',
    'beach',
    'lagoon',
  ],
  [
    'Lighthouse, cliffs and a sea so blue it looks fake. #westend #negril #bluewater',
    'lighthouse',
    'noon',
  ],
  ['Fish tea and bammy by the harbour. #jamaicanfood #bammy #negrileats', 'food', 'blush'],
  [
    'West End swimming ladder. Deep water, clear all the way down. #cliffswim #negril',
    'cliffs',
    'lagoon',
  ],
  ['Last light over Booby Cay. 🌅 #boobycay #negril #sunset', 'sunset', 'golden'],
  ['Market morning: mangoes, ackee, scotch bonnets. #farmersmarket #jamaica', 'market', 'golden'],
  [
    'Hello from Negril! Our first post from the beach that started it all. 🌴 #negril #jamaica #hello',
    'beach',
    'noon',
  ],
];

function pictureFor(id: string, index: number, scene: Scene, palette: PaletteName): SeedPicture {
  const portrait = index % 3 !== 1;
  return {
    path: `/v/t51.29350-15/${460000000 + index * 7919}_${id}_n.jpg`,
    width: 1080,
    height: portrait ? 1350 : 1080,
    scene,
    palette,
  };
}

const SHORTCODE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-';

function shortcode(index: number): string {
  let code = 'DA';
  let value = 97_531 + index * 104_729;
  for (let position = 0; position < 9; position += 1) {
    code += SHORTCODE_ALPHABET[value % 64] ?? 'x';
    value = Math.floor(value / 64) + position * 31 + index;
  }
  return code;
}

const SCENES: Scene[] = ['beach', 'boat', 'cliffs', 'food', 'lighthouse'];

/**
 * An album's pictures: its cover, then two to four more of other scenes; the second album's
 * third is a video.
 */
function albumChildren(post: { id: string; picture: SeedPicture }, album: number): SeedChild[] {
  const count = 3 + (album % 3);
  return Array.from({ length: count }, (_, position) => {
    // Child ids are the graph's too: 17 digits, near the album's own.
    const id = `${post.id.slice(0, -3)}${String(900 + position).padStart(3, '0')}`;
    if (position === 0) return { id, picture: post.picture, videoPath: null };
    const scene = SCENES[(album + position) % SCENES.length] ?? 'beach';
    const picture = pictureFor(id, position, scene, post.picture.palette);
    const video = album === 1 && position === 2;
    return { id, picture, videoPath: video ? `/o1/v/t16/f2/m86/${id}.mp4` : null };
  });
}

/** Newest first: a post every two or three days back from mid-October 2025. */
export const SEED_MEDIA: SeedMedia[] = ROWS.map(([caption, scene, palette, type], index) => {
  // Graph ids have 17 digits: more than a double holds exactly, so they are built as text.
  const id = `179${String(10_000_000_000_000 + (ROWS.length - index) * 1_937_411_003)}`;
  const time = Date.UTC(2025, 9, 14, 22, 13, 5) - index * (2.4 * 24 * 60 * 60 * 1000);
  const media_type = type ?? 'IMAGE';
  const picture = pictureFor(id, index, scene, palette);
  return {
    id,
    media_type,
    caption,
    permalink: `https://www.instagram.com/p/${shortcode(index)}/`,
    timestamp: new Date(time).toISOString().replace(/\.\d{3}Z$/, '+0000'),
    picture,
    videoPath: media_type === 'VIDEO' ? `/o1/v/t16/f2/m86/${id}.mp4` : null,
    children:
      media_type === 'CAROUSEL_ALBUM'
        ? albumChildren(
            { id, picture },
            ROWS.slice(0, index).filter((row) => row[3] === 'CAROUSEL_ALBUM').length,
          )
        : [],
  };
});
