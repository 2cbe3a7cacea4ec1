import { doc, p, quote, text, ul, type RichNode } from './richText';

/** The demo space's `press` entries, as written: their image by the seed asset's short id. */

export interface PressSeed {
  id: string;
  title: string;
  subtitle: string;
  url: string;
  date: string;
  image?: string;
  text: RichNode;
}

export const PRESS: PressSeed[] = [
  {
    id: '6yHnM2jUkI8oLpQ4wE1rTz',
    title: 'Negril named one of the Caribbean’s best beach towns',
    subtitle: 'Travel + Leisure, World’s Best Awards',
    url: 'https://www.travelandleisure.com/jamaica',
    date: '2025-08-01',
    image: 'press-beach',
    text: doc(
      p(
        'Readers praised the "unhurried pace" of Seven Mile Beach and the sunsets of the West End, and singled out our guide to the best places to eat jerk.',
      ),
    ),
  },
  {
    id: '4rFvB7nHyU2jMkI9oLpQ3w',
    title: 'The island’s best-kept sunset',
    subtitle: 'Condé Nast Traveler',
    url: 'https://www.cntraveler.com/destinations/jamaica',
    date: '2025-05-16',
    image: 'press-travel',
    text: doc(
      p('A feature on the West End cliffs, quoting our editor on why '),
      quote('the best view in Negril is the one you share with a stranger at the rail.'),
    ),
  },
  {
    id: '8wSxE3dCrV6fTgB1yHnU5j',
    title: 'Where locals go after dark',
    subtitle: 'Jamaica Observer, Lifestyle',
    url: 'https://www.jamaicaobserver.com/',
    date: '2025-02-09',
    image: 'press-night',
    text: doc(
      p(
        'Live reggae on the beach, sound systems on the West End and a rum bar on stilts: the ',
        text('Observer', 'italic'),
        ' asked us where to go after dark.',
      ),
    ),
  },
  {
    id: '2qAzW5sXeD8cRfV4tGbY7h',
    title: 'Buying local in Negril',
    subtitle: 'The Gleaner',
    url: 'https://jamaica-gleaner.com/',
    date: '2024-11-23',
    image: 'press-market',
    text: doc(
      p('Our guide to the craft market and the artisans behind it, in the Sunday edition.'),
      ul(
        ['Wood carvings from Westmoreland'],
        ['Hand-woven straw baskets'],
        ['Local honey and coffee'],
      ),
    ),
  },
  {
    id: '9kLoP1iUjY4hTgR7fEdW2s',
    title: 'A podcast conversation on slow travel',
    subtitle: 'Lonely Planet Travel Podcast',
    url: 'https://www.lonelyplanet.com/jamaica/negril',
    date: '2024-07-30',
    text: doc(p('Forty minutes on the pleasures of staying in one place for a while.')),
  },
];
