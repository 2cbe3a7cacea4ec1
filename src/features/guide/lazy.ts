/**
 * The guide's door for screens loaded with it (the trip's planner): the guide's list of cards,
 * its map beside a list, and a place's opening line. The pure facts of a place are `data.ts`'s;
 * neither door is for the first load (`index.ts` is that door: what is exported here would join
 * every page's first load through it).
 */
export { Cards, type CardContext } from './list/Cards';
export { WithMap } from './map/WithMap';
export { OpenStatusLine } from './card/PlaceFacts';
