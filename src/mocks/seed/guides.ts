import { WEEKDAYS, type Weekday } from '../../features/guide/data';
import type { ImageSpec, PaletteName, Scene } from '../images/svg';
import type { GuideRecord, WireHours } from './types';

/** The fields a place may have beyond the first ones; a seed place may leave them out. */
type SeedFields = Pick<
  GuideRecord,
  | 'latitude'
  | 'longitude'
  | 'opening_hours'
  | 'hours_exceptions'
  | 'price_level'
  | 'phone'
  | 'booking_url'
>;

interface SeedGuide
  extends Omit<GuideRecord, 'id' | 'image' | keyof SeedFields>, Partial<SeedFields> {
  picture: { file: string; scene: Scene; palette: PaletteName } | null;
}

/** The same spans on the given days (every day by default); the others are left out: closed. */
function hours(spans: [string, string][], days: readonly Weekday[] = WEEKDAYS): WireHours {
  return Object.fromEntries(days.map((day) => [day, spans.map(([open, close]) => [open, close])]));
}

const GUIDES: SeedGuide[] = [
  {
    name: "Rick's Cafe",
    category: 'Bars & Nightlife',
    sub_category: 'Cliff bar',
    description:
      'The most famous sunset in Jamaica: cliff divers, a live reggae band and a rum punch on the rocks of the West End. Arrive by five to get a table on the lower terrace.',
    website: 'https://www.rickscafejamaica.com',
    location: 'West End Road, Negril',
    latitude: 18.2616,
    longitude: -78.3676,
    opening_hours: hours([['12:00', '21:30']]),
    price_level: 3,
    phone: '+1 876 957 0380',
    booking_url: 'https://www.rickscafejamaica.com/reservations',
    picture: { file: 'ricks-cafe.jpg', scene: 'cliffs', palette: 'sunset' },
  },
  {
    name: 'Seven Mile Beach',
    category: 'Beach Destinations',
    sub_category: 'Public beach',
    description:
      'Soft white sand and calm, clear water from the river mouth to Bloody Bay. Walk it at sunrise, when the vendors are still setting up and the beach belongs to the pelicans.',
    website: '',
    location: 'Norman Manley Boulevard, Negril',
    latitude: 18.3076,
    longitude: -78.3412,
    opening_hours: hours([['00:00', '24:00']]),
    price_level: 1,
    picture: { file: 'seven-mile-beach.jpg', scene: 'beach', palette: 'lagoon' },
  },
  {
    name: 'Bloody Bay',
    category: 'Beach Destinations',
    sub_category: 'Quiet cove',
    description:
      'The northern, quieter end of the beach, with shallow water that stays glassy all morning. Bring snorkels: the sea grass holds starfish.',
    website: '',
    location: 'Bloody Bay, north Negril',
    latitude: 18.3545,
    longitude: -78.3344,
    price_level: 1,
    picture: { file: 'bloody-bay.jpg', scene: 'palms', palette: 'noon' },
  },
  {
    name: 'Push Cart Restaurant & Rum Bar',
    category: 'Food & Drink',
    sub_category: 'Jamaican street food',
    description:
      'Jerk chicken, pepper shrimp and festival served on the cliffs, with a rum list that reads like an island history lesson. Book a rail table for sunset.',
    website: 'https://www.rockhouse.com',
    location: 'Rockhouse, West End Road',
    latitude: 18.2672,
    longitude: -78.3631,
    opening_hours: hours([['12:00', '22:00']]),
    price_level: 2,
    phone: '+1 876 957 4373',
    booking_url: 'https://www.rockhouse.com/dining/push-cart/',
    picture: { file: 'push-cart.jpg', scene: 'food', palette: 'golden' },
  },
  {
    name: 'Sips & Bites',
    category: 'Food & Drink',
    sub_category: 'Breakfast',
    description:
      'Ackee and saltfish, callaloo and fried dumplings the way a Jamaican grandmother makes them. Small, busy and worth the wait.',
    website: '',
    location: 'Norman Manley Boulevard, Negril',
    latitude: 18.2934,
    longitude: -78.3468,
    // Closed on Tuesdays.
    opening_hours: hours([['07:00', '15:00']], ['mon', 'wed', 'thu', 'fri', 'sat', 'sun']),
    price_level: 1,
    phone: '+1 876 957 4570',
    picture: { file: 'sips-and-bites.jpg', scene: 'food', palette: 'blush' },
  },
  {
    name: '3 Dives Jerk Centre',
    category: 'Food & Drink',
    sub_category: 'Jerk',
    description:
      'Smoke, pimento wood and a view of the sunset from a plastic chair. Order the half chicken with roast breadfruit and ask for the sauce on the side.',
    website: '',
    location: 'West End Road, Negril',
    latitude: 18.2705,
    longitude: -78.3598,
    // Past midnight: the grill stays lit until two.
    opening_hours: hours([['12:00', '02:00']]),
    price_level: 1,
    phone: '+1 876 782 9990',
    picture: null,
  },
  {
    name: "Alfred's Ocean Palace",
    category: 'Bars & Nightlife',
    sub_category: 'Live reggae',
    description:
      'Beach-front stage with live reggae several nights a week. Shoes optional, dancing expected.',
    website: '',
    location: 'Norman Manley Boulevard, Negril',
    latitude: 18.2958,
    longitude: -78.3455,
    opening_hours: {
      ...hours([['10:00', '22:00']], ['mon', 'wed', 'thu', 'sat']),
      ...hours([['10:00', '02:30']], ['tue', 'fri', 'sun']),
    },
    price_level: 2,
    phone: '+1 876 957 4669',
    picture: { file: 'alfreds.jpg', scene: 'night', palette: 'dusk' },
  },
  {
    name: 'Kool Runnings Adventure Park',
    category: 'Negril Experiences',
    sub_category: 'Water park',
    description:
      'Water slides, a lazy river, go-karts and a jungle maze: a whole family day a short walk from the beach.',
    website: 'https://www.koolrunnings.com',
    location: 'Norman Manley Boulevard, Negril',
    latitude: 18.3176,
    longitude: -78.3398,
    // Closed on Mondays and Tuesdays.
    opening_hours: hours([['10:00', '17:00']], ['wed', 'thu', 'fri', 'sat', 'sun']),
    price_level: 3,
    phone: '+1 876 957 5400',
    booking_url: 'https://www.koolrunnings.com/tickets',
    picture: { file: 'kool-runnings.jpg', scene: 'palms', palette: 'lagoon' },
  },
  {
    name: 'Horseback ride in the sea',
    category: 'Negril Experiences',
    sub_category: 'Horseback riding',
    description:
      'A trail through coconut groves that ends with your horse swimming in the Caribbean. Gentle horses, suitable for first-time riders.',
    website: '',
    location: 'Rhodes Hall, Green Island',
    opening_hours: hours([['08:30', '16:00']]),
    price_level: 4,
    phone: '+1 876 957 8000',
    picture: { file: 'horseback.jpg', scene: 'beach', palette: 'golden' },
  },
  {
    name: 'Booby Cay Island',
    category: 'On the Water',
    sub_category: 'Boat trip',
    description:
      'A small, uninhabited island off Rutland Point with a ring of white sand and good snorkelling on its reef. Boats leave from the beach all day.',
    website: '',
    location: 'Off Rutland Point, Negril',
    latitude: 18.3592,
    longitude: -78.3468,
    picture: { file: 'booby-cay.jpg', scene: 'boat', palette: 'noon' },
  },
  {
    name: 'Sunset catamaran cruise',
    category: 'On the Water',
    sub_category: 'Sailing',
    description:
      "An open bar, a stop to snorkel the reef, and Rick's Cafe from the water as the sun goes down. The boat leaves Seven Mile Beach at three.",
    website: '',
    location: 'Seven Mile Beach, Negril',
    latitude: 18.3012,
    longitude: -78.3431,
    opening_hours: hours([['15:00', '19:00']]),
    price_level: 3,
    phone: '+1 876 957 3234',
    booking_url: 'https://example.com/negril-catamaran/book',
    picture: { file: 'catamaran.jpg', scene: 'boat', palette: 'sunset' },
  },
  {
    name: 'Scuba diving the West End walls',
    category: 'On the Water',
    sub_category: 'Diving',
    description:
      'Caves, swim-throughs and coral walls a few minutes from shore. PADI courses for beginners and guided dives for certified divers.',
    website: '',
    location: 'West End, Negril',
    latitude: 18.2644,
    longitude: -78.3655,
    opening_hours: hours([['08:00', '16:00']], ['mon', 'tue', 'wed', 'thu', 'fri', 'sat']),
    price_level: 3,
    phone: '+1 876 957 9114',
    picture: { file: 'scuba.jpg', scene: 'reef', palette: 'lagoon' },
  },
  {
    name: 'Negril Lighthouse',
    category: 'Tours & Sightseeing',
    sub_category: 'Landmark',
    description:
      'Built in 1894 on the westernmost point of Jamaica. Climb for the view over the cliffs when the keeper is in.',
    website: '',
    location: 'West End Road, Negril',
    latitude: 18.2511,
    longitude: -78.3648,
    opening_hours: hours([['09:00', '17:00']]),
    // Closed on Christmas Day; a late night at the year's end, past midnight.
    hours_exceptions: { '2026-12-25': [], '2026-12-31': [['18:00', '02:00']] },
    price_level: 1,
    picture: { file: 'lighthouse.jpg', scene: 'lighthouse', palette: 'noon' },
  },
  {
    name: 'Royal Palm Reserve',
    category: 'Tours & Sightseeing',
    sub_category: 'Nature reserve',
    description:
      'Boardwalks through the Great Morass, home to rare royal palms, herons and the Jamaican slider turtle. Go early for the birds.',
    website: '',
    location: 'Springfield Road, Sheffield',
    opening_hours: hours([['09:00', '17:00']]),
    price_level: 2,
    phone: '+1 876 364 7407',
    picture: { file: 'royal-palm.jpg', scene: 'palms', palette: 'lagoon' },
  },
  {
    name: 'Rockhouse Spa',
    category: 'Spas & Wellness',
    sub_category: 'Cliffside spa',
    description:
      'Treatment huts on the cliffs with the sound of the sea below. Try the coconut body scrub, then swim off the rocks.',
    website: 'https://www.rockhouse.com',
    location: 'Rockhouse, West End Road',
    latitude: 18.2677,
    longitude: -78.3626,
    // A lunch break: two spans a day.
    opening_hours: hours([
      ['09:00', '13:00'],
      ['14:00', '19:00'],
    ]),
    price_level: 4,
    phone: '+1 876 957 4373',
    booking_url: 'https://www.rockhouse.com/spa/',
    picture: { file: 'rockhouse-spa.jpg', scene: 'spa', palette: 'blush' },
  },
  {
    name: 'Sunrise yoga on the beach',
    category: 'Spas & Wellness',
    sub_category: 'Yoga',
    description:
      'An hour of gentle flow on the sand before the heat arrives. Mats provided; pay what you can.',
    website: '',
    location: 'Seven Mile Beach, Negril',
    latitude: 18.3121,
    longitude: -78.3405,
    opening_hours: hours([['06:30', '07:30']]),
    price_level: 1,
    picture: { file: 'beach-yoga.jpg', scene: 'spa', palette: 'lagoon' },
  },
  {
    name: 'Negril Hills Golf Club',
    category: 'Sports',
    sub_category: 'Golf',
    description:
      'Eighteen holes in the hills above the town, with wandering goats, friendly caddies and a clubhouse bar with a view of the sea.',
    website: '',
    location: 'Sheffield Road, Negril',
    latitude: 18.2754,
    longitude: -78.3318,
    opening_hours: hours([['07:00', '18:00']]),
    price_level: 3,
    phone: '+1 876 957 4638',
    picture: { file: 'golf.jpg', scene: 'palms', palette: 'golden' },
  },
  {
    name: 'Beach volleyball at Seven Mile',
    category: 'Sports',
    sub_category: 'Pickup games',
    description:
      'Pickup games most afternoons from four; all levels welcome, loser buys the Red Stripe.',
    website: '',
    location: 'Seven Mile Beach, Negril',
    picture: null,
  },
  {
    name: 'Negril Craft Market',
    category: 'Shopping',
    sub_category: 'Crafts',
    description:
      'Wood carvings, hand-woven baskets, jewellery and Bob Marley on everything. Bargain with a smile.',
    website: '',
    location: 'Norman Manley Boulevard, by the roundabout',
    latitude: 18.2808,
    longitude: -78.3493,
    // Closed on Sundays.
    opening_hours: hours([['08:00', '18:00']], ['mon', 'tue', 'wed', 'thu', 'fri', 'sat']),
    price_level: 1,
    picture: { file: 'craft-market.jpg', scene: 'market', palette: 'blush' },
  },
  {
    name: 'YS Falls',
    category: 'Around the Island',
    sub_category: 'Waterfalls',
    description:
      'Seven tiers of cascades on a working estate, with a rope swing and cool pools. About ninety minutes from Negril; pair it with Black River.',
    website: 'https://www.ysfalls.com',
    location: 'St Elizabeth',
    opening_hours: hours([['09:30', '15:30']], ['tue', 'wed', 'thu', 'fri', 'sat', 'sun']),
    price_level: 2,
    phone: '+1 876 997 6360',
    booking_url: 'https://www.ysfalls.com/tickets',
    picture: { file: 'ys-falls.jpg', scene: 'waterfall', palette: 'noon' },
  },
  {
    name: 'Mayfield Falls',
    category: 'Around the Island',
    sub_category: 'River walk',
    description:
      'Walk up the river through twenty-one small falls and natural pools, with a guide who knows every foothold.',
    website: '',
    location: 'Flower Hill, Hanover',
    opening_hours: hours([['09:00', '17:00']]),
    price_level: 2,
    picture: { file: 'mayfield-falls.jpg', scene: 'waterfall', palette: 'lagoon' },
  },
  {
    name: 'Appleton Estate Rum Experience',
    category: 'Around the Island',
    sub_category: 'Distillery tour',
    description:
      "Jamaica's oldest rum estate, in the Nassau Valley: sugar cane, copper pot stills and a tasting at the end.",
    website: 'https://www.appletonestate.com',
    location: 'Nassau Valley, St Elizabeth',
    opening_hours: hours([['09:00', '16:30']], ['mon', 'tue', 'wed', 'thu', 'fri', 'sat']),
    price_level: 3,
    phone: '+1 876 963 9215',
    booking_url: 'https://www.appletonestate.com/experience',
    picture: { file: 'appleton.jpg', scene: 'palms', palette: 'golden' },
  },
];

/** A guide with every field empty, as the server keeps a field it was not sent. */
export function blankGuide(id: number): GuideRecord {
  return {
    id,
    name: '',
    category: '',
    sub_category: '',
    description: '',
    website: '',
    location: '',
    latitude: null,
    longitude: null,
    opening_hours: null,
    hours_exceptions: null,
    price_level: null,
    phone: '',
    booking_url: '',
    image: null,
  };
}

/** The seed's places; one of them ("Beach volleyball at Seven Mile") has none of the later fields. */
export function seedGuides(): GuideRecord[] {
  return GUIDES.map(({ picture, ...guide }, index) => ({
    ...blankGuide(index + 1),
    ...guide,
    image: picture ? `negril_guide/${picture.file}` : null,
  }));
}

export function guideImageSpecs(): Record<string, ImageSpec> {
  const specs: Record<string, ImageSpec> = {};
  for (const guide of GUIDES) {
    if (!guide.picture) continue;
    specs[`negril_guide/${guide.picture.file}`] = {
      width: 1200,
      height: 800,
      scene: guide.picture.scene,
      palette: guide.picture.palette,
      title: guide.name,
    };
  }
  return specs;
}
