/**
 * Where the demo keeps its simulated backends' data in `localStorage`. A module of its own so
 * the privacy page can name the key without taking the demo's code into a production build.
 */
export const DEMO_DB_KEY = 'demo-db';
