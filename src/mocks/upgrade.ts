import { nextTripId, nextUserId } from './ids';
import { companionScript, companionTrip } from './seed/trips';
import type {
  DbState,
  StoredDay,
  TripInviteRecord,
  TripMemberRecord,
  TripRecord,
} from './seed/types';
import { companionUser, SEED_CREDENTIALS } from './seed/users';

/**
 * A database kept in a visitor's browser from before trips together, brought to today's shape
 * when it loads (as the server's migration did): each trip kept gets an id and the name
 * "My trip", its account becomes its owner and the author (`by`) of each of its stops. The
 * companion and her trip with the reader are added once. Running it again changes nothing.
 */

type Loose = Record<string, unknown>;

const isObject = (value: unknown): value is Loose =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const objects = (value: unknown): Loose[] => (Array.isArray(value) ? value.filter(isObject) : []);
const isId = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value > 0;

function upgradeDays(days: unknown, owner: number | null): StoredDay[] {
  return objects(days).map((day) => ({
    name: typeof day.name === 'string' ? day.name : '',
    stops: objects(day.stops)
      .filter((stop) => isId(stop.id))
      .map((stop) => ({
        id: stop.id as number,
        time: typeof stop.time === 'string' ? stop.time : null,
        // Only the trip's account could have put a stop in a trip kept from before.
        by: 'by' in stop ? (isId(stop.by) ? stop.by : null) : owner,
      })),
  }));
}

function upgradeMembers(members: unknown, owner: number | null): TripMemberRecord[] {
  if (!Array.isArray(members)) return owner === null ? [] : [{ user_id: owner, role: 'owner' }];
  return objects(members)
    .filter((member) => isId(member.user_id))
    .map((member) => ({
      user_id: member.user_id as number,
      role: member.role === 'owner' ? 'owner' : 'companion',
    }));
}

function upgradeTrips(db: DbState, now: string): void {
  const kept = objects(db.trips).filter((trip) => Array.isArray(trip.days));
  const given = kept.map((trip) => trip.id).filter(isId);
  let last = Math.max(isId(db.lastTripId) ? db.lastTripId : 0, ...given);
  db.trips = kept.map((trip): TripRecord => {
    const owner = isId(trip.user_id) ? trip.user_id : null;
    return {
      id: isId(trip.id) ? trip.id : (last += 1),
      user_id: owner,
      name: typeof trip.name === 'string' ? trip.name : 'My trip',
      days: upgradeDays(trip.days, owner),
      start: typeof trip.start === 'string' ? trip.start : null,
      version: typeof trip.version === 'number' ? trip.version : 1,
      updated: typeof trip.updated === 'string' ? trip.updated : now,
      members: upgradeMembers(trip.members, owner),
    };
  });
  db.lastTripId = last;
  db.invites = objects(db.invites).filter(
    (invite) =>
      isId(invite.trip_id) &&
      typeof invite.token_hash === 'string' &&
      typeof invite.expires === 'string',
  ) as unknown as TripInviteRecord[];
}

/** The companion and her trip with the reader, in a database that has neither yet. */
function addCompanion(db: DbState, updated: string): void {
  const reader = db.users.find((user) => user.email === SEED_CREDENTIALS.reader.email);
  const taken = db.users.some((user) => user.email === SEED_CREDENTIALS.companion.email);
  if (!reader || taken) {
    // Nothing to play: a script already at its end.
    db.companion = { ...companionScript(0, 0, 0), step: Number.MAX_SAFE_INTEGER };
    return;
  }
  const companion = companionUser(nextUserId(db));
  db.users.push(companion);
  const id = nextTripId(db);
  db.trips = [...(db.trips ?? []), companionTrip(id, companion.id, reader.id, updated)];
  db.companion = companionScript(id, companion.id, reader.id);
}

export function upgrade(db: DbState, updated: string): DbState {
  upgradeTrips(db, updated);
  if (!isObject(db.companion)) addCompanion(db, updated);
  return db;
}
