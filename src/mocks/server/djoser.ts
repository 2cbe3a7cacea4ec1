import { isRecord } from '../../lib/storage';
import { getDb, nextId, saveDb } from '../db';
import type { UserRecord } from '../seed/types';
import { checkAccountToken, decodeUid } from './accountTokens';
import { signedInUser } from './authentication';
import type { ApiRequest, Route } from './context';
import { sendActivationEmail, sendPasswordResetEmail } from './emails';
import { charField, emailField, notADictionary, readBody, type FieldErrors } from './forms';
import { checkToken, issueToken } from './jwt';
import { checkPassword, hashPassword, validatePassword } from './passwords';
import { detail, fieldErrors, json, noContent } from './responses';

/** djoser 2.1's users and JWT endpoints, with its and simplejwt's exact answers. */

const PASSWORD_MISMATCH = "The two password fields didn't match.";
const INVALID_UID = "Invalid user id or user doesn't exist.";
const INVALID_TOKEN = 'Invalid token for given user.';
const USERNAME_RULE =
  'Enter a valid username. This value may contain only letters, numbers, and @/./+/-/_ characters.';

/** djoser's UserSerializer (users/me/, users/). */
function serializeUser(user: UserRecord) {
  return {
    username: user.username,
    first_name: user.first_name,
    last_name: user.last_name,
    id: user.id,
    email: user.email,
  };
}

/** Reads the body as a serializer would: the parsed object, or the response to answer. */
async function readData(api: ApiRequest): Promise<Record<string, unknown> | Response> {
  const body = await readBody(api.request);
  if (!body.ok) return body.response;
  const problem = notADictionary(body.data);
  if (problem) return fieldErrors(problem);
  return isRecord(body.data) ? body.data : {};
}

function hasErrors(errors: FieldErrors): boolean {
  return Object.keys(errors).length > 0;
}

function findUserByUid(uid: string): UserRecord | undefined {
  const id = decodeUid(uid);
  return id === null ? undefined : getDb().users.find((user) => user.id === id);
}

async function register(api: ApiRequest): Promise<Response> {
  const data = await readData(api);
  if (data instanceof Response) return data;
  const errors: FieldErrors = {};
  const username = charField(data, 'username', errors, { maxLength: 150 });
  if (!errors.username && !/^[\p{L}\p{N}@.+\-_]+$/u.test(username)) {
    errors.username = [USERNAME_RULE];
  }
  const first_name = charField(data, 'first_name', errors, { maxLength: 150 });
  const last_name = charField(data, 'last_name', errors, { maxLength: 150 });
  const email = emailField(data, 'email', errors);
  if (!errors.email && getDb().users.some((user) => user.email === email)) {
    errors.email = ['user with this email already exists.'];
  }
  const password = charField(data, 'password', errors);
  const rePassword = charField(data, 're_password', errors);
  if (hasErrors(errors)) return fieldErrors(errors);

  const weaknesses = validatePassword(password, { username, first_name, last_name, email });
  if (weaknesses.length > 0) return fieldErrors({ password: weaknesses });
  if (password !== rePassword) return fieldErrors({ non_field_errors: [PASSWORD_MISMATCH] });

  const db = getDb();
  const user: UserRecord = {
    id: nextId(db.users),
    email,
    username,
    first_name,
    last_name,
    password: hashPassword(password),
    is_active: false,
    is_staff: false,
    last_login: null,
    date_joined: new Date().toISOString(),
  };
  db.users.push(user);
  sendActivationEmail(user);
  saveDb();
  return json({ username, first_name, last_name, email, id: user.id }, 201);
}

function listUsers(api: ApiRequest): Response {
  const user = signedInUser(api);
  if (user instanceof Response) return user;
  const visible = user.is_staff ? getDb().users : [user];
  return json(visible.map(serializeUser));
}

function me(api: ApiRequest): Response {
  const user = signedInUser(api);
  return user instanceof Response ? user : json(serializeUser(user));
}

async function updateMe(api: ApiRequest): Promise<Response> {
  const user = signedInUser(api);
  if (user instanceof Response) return user;
  const data = await readData(api);
  if (data instanceof Response) return data;
  const errors: FieldErrors = {};
  const changes: Partial<Pick<UserRecord, 'first_name' | 'last_name' | 'username'>> = {};
  for (const name of ['username', 'first_name', 'last_name'] as const) {
    if (name in data) changes[name] = charField(data, name, errors, { maxLength: 150 });
  }
  if (hasErrors(errors)) return fieldErrors(errors);
  Object.assign(user, changes);
  saveDb();
  return json(serializeUser(user));
}

async function deleteMe(api: ApiRequest): Promise<Response> {
  const user = signedInUser(api);
  if (user instanceof Response) return user;
  const data = await readData(api);
  if (data instanceof Response) return data;
  const errors: FieldErrors = {};
  const currentPassword = charField(data, 'current_password', errors);
  if (hasErrors(errors)) return fieldErrors(errors);
  if (!checkPassword(currentPassword, user.password)) {
    return fieldErrors({ current_password: ['Invalid password.'] });
  }
  const db = getDb();
  db.users = db.users.filter((candidate) => candidate.id !== user.id);
  saveDb();
  return noContent();
}

function userDetail(api: ApiRequest): Response {
  const user = signedInUser(api);
  if (user instanceof Response) return user;
  const id = Number(api.params.id);
  const target = getDb().users.find((candidate) => candidate.id === id);
  if (!target || (!user.is_staff && target.id !== user.id)) return detail('Not found.', 404);
  return json(serializeUser(target));
}

async function activate(api: ApiRequest): Promise<Response> {
  const data = await readData(api);
  if (data instanceof Response) return data;
  const errors: FieldErrors = {};
  const uid = charField(data, 'uid', errors);
  const token = charField(data, 'token', errors);
  if (hasErrors(errors)) return fieldErrors(errors);
  const user = findUserByUid(uid);
  if (!user) return fieldErrors({ uid: [INVALID_UID] });
  if (!checkAccountToken(user, token)) return fieldErrors({ token: [INVALID_TOKEN] });
  if (user.is_active) return detail('Stale token for given user.', 403);
  user.is_active = true;
  saveDb();
  return noContent();
}

/** resend_activation/ and reset_password/: 204 whether or not an e-mail goes out. */
function emailRequest(kind: 'activation' | 'reset') {
  return async (api: ApiRequest): Promise<Response> => {
    const data = await readData(api);
    if (data instanceof Response) return data;
    const errors: FieldErrors = {};
    const email = emailField(data, 'email', errors);
    if (hasErrors(errors)) return fieldErrors(errors);
    const wantActive = kind === 'reset';
    const user = getDb().users.find(
      (candidate) => candidate.email === email && candidate.is_active === wantActive,
    );
    if (user) {
      if (kind === 'reset') sendPasswordResetEmail(user);
      else sendActivationEmail(user);
      saveDb();
    }
    return noContent();
  };
}

async function resetPasswordConfirm(api: ApiRequest): Promise<Response> {
  const data = await readData(api);
  if (data instanceof Response) return data;
  const errors: FieldErrors = {};
  const uid = charField(data, 'uid', errors);
  const token = charField(data, 'token', errors);
  const newPassword = charField(data, 'new_password', errors);
  const reNewPassword = charField(data, 're_new_password', errors);
  if (hasErrors(errors)) return fieldErrors(errors);
  // djoser checks the new password (without a user: the request's user is anonymous) and the
  // retyped copy before it looks at the uid and the token.
  const weaknesses = validatePassword(newPassword, null);
  if (weaknesses.length > 0) return fieldErrors({ new_password: weaknesses });
  if (newPassword !== reNewPassword) return fieldErrors({ non_field_errors: [PASSWORD_MISMATCH] });
  const user = findUserByUid(uid);
  if (!user) return fieldErrors({ uid: [INVALID_UID] });
  if (!checkAccountToken(user, token)) return fieldErrors({ token: [INVALID_TOKEN] });
  user.password = hashPassword(newPassword);
  user.last_login = new Date().toISOString();
  saveDb();
  return noContent();
}

function tokenError(message: string): Response {
  return json({ detail: message, code: 'token_not_valid' }, 401);
}

async function createTokens(api: ApiRequest): Promise<Response> {
  const data = await readData(api);
  if (data instanceof Response) return data;
  const errors: FieldErrors = {};
  const email = charField(data, 'email', errors);
  const password = charField(data, 'password', errors);
  if (hasErrors(errors)) return fieldErrors(errors);
  const user = getDb().users.find((candidate) => candidate.email === email);
  if (!user || !user.is_active || !checkPassword(password, user.password)) {
    return detail('No active account found with the given credentials', 401);
  }
  const { accessLifetimeSeconds, refreshLifetimeSeconds } = api.options;
  return json({
    refresh: issueToken('refresh', user.id, refreshLifetimeSeconds),
    access: issueToken('access', user.id, accessLifetimeSeconds),
  });
}

async function refreshToken(api: ApiRequest): Promise<Response> {
  const data = await readData(api);
  if (data instanceof Response) return data;
  const errors: FieldErrors = {};
  const refresh = charField(data, 'refresh', errors);
  if (hasErrors(errors)) return fieldErrors(errors);
  const check = checkToken(refresh, 'refresh');
  if (!check.ok) return tokenError(check.message);
  return json({
    access: issueToken('access', check.payload.user_id, api.options.accessLifetimeSeconds),
  });
}

async function verifyToken(api: ApiRequest): Promise<Response> {
  const data = await readData(api);
  if (data instanceof Response) return data;
  const errors: FieldErrors = {};
  const token = charField(data, 'token', errors);
  if (hasErrors(errors)) return fieldErrors(errors);
  const check = checkToken(token, null);
  return check.ok ? json({}) : tokenError(check.message);
}

/** Extra actions come before the detail route, as in DRF's router. */
export const djoserRoutes: Route[] = [
  { pattern: 'v1/auth/users/', methods: { GET: listUsers, POST: register } },
  {
    pattern: 'v1/auth/users/me/',
    methods: { GET: me, PUT: updateMe, PATCH: updateMe, DELETE: deleteMe },
  },
  { pattern: 'v1/auth/users/activation/', methods: { POST: activate } },
  { pattern: 'v1/auth/users/resend_activation/', methods: { POST: emailRequest('activation') } },
  { pattern: 'v1/auth/users/reset_password/', methods: { POST: emailRequest('reset') } },
  { pattern: 'v1/auth/users/reset_password_confirm/', methods: { POST: resetPasswordConfirm } },
  { pattern: 'v1/auth/users/:id/', methods: { GET: userDetail } },
  // simplejwt's views ignore the Authorization header, and djoser routes them with `/?`.
  {
    pattern: 'v1/auth/jwt/create/',
    optionalSlash: true,
    authenticate: false,
    methods: { POST: createTokens },
  },
  {
    pattern: 'v1/auth/jwt/refresh/',
    optionalSlash: true,
    authenticate: false,
    methods: { POST: refreshToken },
  },
  {
    pattern: 'v1/auth/jwt/verify/',
    optionalSlash: true,
    authenticate: false,
    methods: { POST: verifyToken },
  },
];
