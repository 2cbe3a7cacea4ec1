import {
  doc,
  embeddedAsset,
  h2,
  h3,
  hr,
  link,
  ol,
  p,
  quote,
  text,
  ul,
  type RichNode,
} from './richText';

/** The demo space's `blog` entries, as written: their assets by the seed asset's short id. */

function embed(id: string): RichNode {
  return embeddedAsset(`${id}-asset`);
}

export interface BlogSeed {
  id: string;
  title: string;
  slug: string;
  date: string;
  excerpt?: string;
  cover?: string;
  tags?: string[];
  body: RichNode;
}

export const BLOG: BlogSeed[] = [
  {
    id: '4kQeJ8pYvN2sWx1aBc3DeF',
    title: "Sunset at Rick's Cafe: cliffs, reggae and the best seat in the house",
    slug: 'sunset-at-ricks-cafe',
    date: '2025-10-12T17:30-05:00',
    excerpt:
      "Half of Negril ends the day on the West End cliffs. Here's how to get a good table, when to watch the divers and what to order while the sky turns pink.",
    cover: 'ricks-sunset',
    tags: ['Sunsets', 'West End', 'Nightlife'],
    body: doc(
      p(
        'Every evening, a little before six, the West End road fills with route taxis and scooters heading the same way: to the limestone cliffs of ',
        text("Rick's Cafe", 'bold'),
        ', where the sun drops into the Caribbean to the sound of a live reggae band.',
      ),
      h2('When to arrive'),
      p(
        'Come by five. The lower terraces closest to the water fill first, and the best view of the divers is from the rail by the bar. Entry is free before sunset on most days; after that there is a cover charge that includes a drink.',
      ),
      embed('cliff-jumper'),
      h2('The divers'),
      p(
        'Local divers climb a tree on the cliff top and jump from nearly twelve metres. Tip them: they do it for you. Confident swimmers can try the lower platforms, but check the ',
        text('flag', 'italic'),
        ' first: red means the sea is too rough to jump.',
      ),
      quote('Negril is not a place you visit. It is a speed you adopt.'),
      h2('What to order'),
      ul(
        ['A rum punch with Appleton Estate, the classic.'],
        ['Pepper shrimp from the grill, if you like heat.'],
        ['A Ting with lime for the designated driver.'],
      ),
      p(
        'Read more about the West End in our ',
        link('/negril', 'Negril guide'),
        ', or see the ',
        link('https://www.rickscafejamaica.com', "café's own site"),
        ' for opening times.',
      ),
    ),
  },
  {
    id: '7hTzQw3LmR9vUe6KpB2NcA',
    title: 'A slow day on Seven Mile Beach',
    slug: 'a-slow-day-on-seven-mile-beach',
    date: '2025-09-20T08:00-05:00',
    excerpt:
      'Sunrise walks, a patty for breakfast, a nap under a sea grape tree and a swim at four when the water is warmest. A day with no plans.',
    cover: 'seven-mile',
    tags: ['Beaches', 'Family', 'Slow travel'],
    body: doc(
      p(
        'Seven Mile Beach is actually closer to four miles long, but nobody here is counting. The sand is soft, the water is shallow for a long way out, and the only schedule is the sun.',
      ),
      h2('Morning'),
      p(
        'Walk north from the river mouth at sunrise. The fishermen are bringing in their nets and the pelicans are diving just beyond the swimmers.',
      ),
      embed('beach-palms'),
      h2('Afternoon'),
      ul(
        ['Rent a lounger for the day; bargain politely.'],
        ['Find shade under a sea grape tree between one and three.'],
        ['Swim at four, when the water is at its warmest.'],
      ),
      p(
        text('Tip:', 'bold'),
        ' the water is calmest before eleven. Families with small children should head to the northern end, towards Bloody Bay.',
      ),
    ),
  },
  {
    id: '2bVxK5nPqW8rYt3JmC6LsD',
    title: 'Where to eat jerk in Negril',
    slug: 'where-to-eat-jerk-in-negril',
    date: '2025-08-30T12:00-05:00',
    excerpt:
      'Pimento wood, scotch bonnet and a lot of patience: five jerk stands and restaurants worth the detour, from roadside drums to cliff-top tables.',
    cover: 'jerk-grill',
    tags: ['Food', 'Local favourites'],
    body: doc(
      p(
        'Real jerk is slow food. The meat is rubbed with scotch bonnet, allspice, thyme and scallion, then cooked for hours over pimento wood, often in a halved oil drum by the side of the road.',
      ),
      h2('Our five favourites'),
      ol(
        [text('3 Dives Jerk Centre', 'bold'), ' on the West End road, for sunset and smoke.'],
        [text('Push Cart', 'bold'), ' at Rockhouse, for jerk with a rum list.'],
        [
          text('The roadside drum by the roundabout', 'bold'),
          ': look for the queue of taxi drivers.',
        ],
        [text('Sips & Bites', 'bold'), ' for a jerk chicken lunch plate.'],
        [text('Any Sunday cookout', 'bold'), ' you are invited to. Say yes.'],
      ),
      embed('breakfast'),
      h3('How to order'),
      p(
        'Ask for a quarter or half chicken, festival (a sweet fried dumpling) and roast breadfruit. The sauce comes on the side for a reason: taste it first.',
      ),
    ),
  },
  {
    id: '9fRtY2uIoP4aSd7FgH1JkL',
    title: 'Chasing waterfalls: YS Falls and Mayfield in one weekend',
    slug: 'chasing-waterfalls-ys-and-mayfield',
    date: '2025-07-14T09:00-05:00',
    excerpt:
      "Two very different falls within two hours of Negril: YS Falls' tiered cascades and Mayfield's river walk through twenty-one small falls.",
    cover: 'ys-falls',
    tags: ['Day trips', 'Nature'],
    body: doc(
      p(
        "Negril's beaches are flat and sunny; an hour inland, Jamaica turns green, steep and full of water. Two falls make an easy weekend.",
      ),
      h2('Saturday: YS Falls'),
      p(
        'Seven tiers of cascades on a working cattle estate in St Elizabeth. A tractor-drawn jitney takes you up; there is a rope swing, cool pools and a spring-fed swimming pool for the timid.',
      ),
      embed('mayfield'),
      h2('Sunday: Mayfield Falls'),
      p(
        'Wear water shoes. Guides lead you upstream through natural pools and small falls; the water is cool and clear and the walk takes about two hours.',
      ),
      ul(
        ['Bring cash for the guides.'],
        ['Leave valuables at the hotel.'],
        ['Go on a weekday if you can.'],
      ),
      p('Booking details on the ', link('https://www.ysfalls.com', 'YS Falls website'), '.'),
    ),
  },
  {
    id: '5gHjK8lZxC1vBn4MqW7ErT',
    title: 'Snorkelling Booby Cay and the reef off Long Bay',
    slug: 'snorkelling-booby-cay',
    date: '2025-06-02T10:00-05:00',
    excerpt:
      'A glass-bottom boat, a tiny island and a reef full of parrotfish a few minutes from the beach. Everything you need for a morning on the water.',
    cover: 'booby-cay',
    tags: ['On the water', 'Snorkelling', 'Family'],
    body: doc(
      p(
        'Booby Cay sits just off Rutland Point at the north end of the beach. Boats leave from the sand all day; agree the price, including the return trip, before you get in.',
      ),
      embed('reef'),
      h2('What you will see'),
      ul(
        ['Parrotfish, sergeant majors and blue tang over the reef.'],
        ['Starfish in the sea grass near the shore.'],
        ['If you are lucky, a turtle.'],
      ),
      quote('Touch nothing, take nothing, and wear a reef-safe sunscreen.'),
    ),
  },
  {
    id: '3aSdF6gHjK9lQwE2rTyU5i',
    title: 'Wellness on the cliffs: yoga, spas and slow mornings',
    slug: 'wellness-on-the-cliffs',
    date: '2025-05-08T07:00-05:00',
    excerpt:
      'Sunrise yoga on a deck above the sea, a coconut scrub in a cliffside hut and a swim off the rocks: how to do nothing, well.',
    cover: 'cliff-yoga',
    tags: ['Wellness', 'West End'],
    body: doc(
      p(
        'The West End is quieter than the beach. Its hotels sit on low cliffs with ladders down into deep, clear water, and many open their yoga decks and spas to visitors.',
      ),
      h2('A morning routine'),
      ol(
        ['Sunrise flow on a deck over the water.'],
        ['A swim off the ladder; the water is deep and very clear.'],
        ['Fresh coconut water from a roadside vendor.'],
      ),
      embed('spa-stones'),
      p('Book treatments a day ahead in high season.'),
    ),
  },
  {
    id: '8pLkJ3hGfD6sAq1ZxC4VbN',
    title: 'Rum, river and the Black River safari',
    slug: 'rum-river-black-river-safari',
    date: '2025-03-21T09:30-05:00',
    excerpt:
      'A day on the south coast: crocodiles in the mangroves, pepper shrimp in Middle Quarters and a rum tasting at Appleton Estate.',
    cover: 'black-river',
    tags: ['Day trips', 'Food'],
    body: doc(
      p(
        'Take the coast road south through Savanna-la-Mar to Black River, one of the longest rivers in Jamaica, lined with mangroves and home to a healthy population of American crocodiles.',
      ),
      h2('Stops along the way'),
      ul(
        [text('Middle Quarters', 'bold'), ': women sell bags of spicy pepper shrimp by the road.'],
        [text('Appleton Estate', 'bold'), ': a tour of the oldest rum estate on the island.'],
        [text('Floyd’s Pelican Bar', 'bold'), ': a bar on stilts in the sea, reached by boat.'],
      ),
      hr(),
      p('Leave early: it is a long day, and worth every minute.'),
    ),
  },
  {
    // Deliberately incomplete: no cover image, no excerpt, no tags, and content a renderer must
    // treat with care. The site still shows it.
    id: '1zXcVbNmAsDfGhJkLqWeRt',
    title: 'Notes from the road',
    slug: 'notes-from-the-road',
    date: '2025-01-05T16:00-05:00',
    body: doc(
      p(
        'A few scribbled notes from a rainy week in January, when the beach was empty and the roads were red mud. Some of it may end up in a proper post.',
      ),
      p(
        'Things we never wrote down properly: the ',
        text('<b>best</b> patty', 'code'),
        ' in town, and the ',
        link('javascript:alert(document.cookie)', 'map of the West End'),
        ' that a bartender drew on a napkin.',
      ),
      // An embedded asset that does not exist: the renderer must skip it.
      embeddedAsset('missing-asset'),
    ),
  },
];
