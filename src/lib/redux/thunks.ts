import {
  createAsyncThunk,
  type ActionReducerMapBuilder,
  type AsyncThunkOptions,
  type AsyncThunkPayloadCreator,
  type Draft,
  type UnknownAction,
} from '@reduxjs/toolkit';
import { toApiError, type ApiError } from '../http/errors';

/**
 * The flags every asynchronous operation of the store follows:
 * pending → loading; fulfilled → not loading, success; rejected → not loading, error, message.
 */
export interface RequestFlags {
  isLoading: boolean;
  isError: boolean;
  isSuccess: boolean;
  message: string;
}

export const idleFlags: RequestFlags = {
  isLoading: false,
  isError: false,
  isSuccess: false,
  message: '',
};

/** True while this visit has not asked yet: not loading, no answer, no failure. */
export const isUnrequested = (flags: RequestFlags): boolean =>
  !flags.isSuccess && !flags.isLoading && !flags.isError;

export interface ApiThunkConfig<State> {
  state: State;
  serializedErrorType: ApiError;
}

/**
 * `createAsyncThunk` whose failures are always described as an `ApiError`, whatever threw:
 * axios, a parser, or the SDK of a backend. `unwrap()` rejects with that same `ApiError`.
 */
export function createApiThunk<Returned, Arg = void, State = unknown>(
  typePrefix: string,
  payloadCreator: AsyncThunkPayloadCreator<Returned, Arg, ApiThunkConfig<State>>,
  options: Omit<AsyncThunkOptions<Arg, ApiThunkConfig<State>>, 'serializeError'> = {},
) {
  return createAsyncThunk<Returned, Arg, ApiThunkConfig<State>>(typePrefix, payloadCreator, {
    ...options,
    serializeError: toApiError,
  });
}

/**
 * How a screen's data is asked for: by the router as its route is entered, or by the screen
 * itself (skipped once this visit has asked: the router, the screen and StrictMode's second effect make one request between
 * them), or `again` ("Try again", the refresh of content painted at build time).
 */
export type AskFor<Settings> = { again?: boolean } & (undefined extends Settings
  ? { settings?: Settings }
  : { settings: Settings });

/**
 * The thunk of a screen's data, whose condition reads the request's own flags (`flagsOf`, as the
 * Redux Essentials example reads its `status`): never while one is under way, and once this
 * visit has asked, only when asked `again`.
 */
export function createDataThunk<Returned, Settings, State>(
  typePrefix: string,
  flagsOf: (state: State) => RequestFlags,
  load: AsyncThunkPayloadCreator<Returned, Settings, ApiThunkConfig<State>>,
) {
  return createApiThunk<Returned, AskFor<Settings>, State>(
    typePrefix,
    // `settings` may be left out only where Settings allows undefined.
    (arg, api) => load(arg.settings as Settings, api),
    {
      condition: ({ again = false }, { getState }) => {
        const flags = flagsOf(getState());
        return !flags.isLoading && (again || isUnrequested(flags));
      },
    },
  );
}

interface ActionMatcher {
  match: (action: unknown) => boolean;
}

/** What the helper needs of a thunk: its three action creators' matchers. */
export interface TrackedThunk {
  pending: ActionMatcher;
  fulfilled: ActionMatcher;
  rejected: ActionMatcher;
}

interface RejectedAction extends UnknownAction {
  error: Partial<ApiError> | undefined;
}

export interface FlagOptions<S> {
  /** Where the flags live when a slice tracks more than one source (press). */
  select?: (state: Draft<S>) => RequestFlags;
  /** The feed's rule: a failure only sets the error flag. */
  storeMessage?: boolean;
}

/**
 * Adds the pending/fulfilled/rejected flag handling for the given thunks to a slice. Call it
 * after the slice's own `addCase`s (Redux Toolkit runs cases before matchers), which put the
 * data in place.
 */
export function addRequestFlags<S>(
  builder: ActionReducerMapBuilder<S>,
  thunks: readonly TrackedThunk[],
  options: FlagOptions<S> = {},
): void {
  const select = options.select ?? ((state: Draft<S>) => state as unknown as RequestFlags);
  const storeMessage = options.storeMessage ?? true;
  const phase =
    (name: keyof TrackedThunk) =>
    (action: UnknownAction): boolean =>
      thunks.some((thunk) => thunk[name].match(action));

  builder
    .addMatcher(phase('pending'), (state) => {
      const flags = select(state);
      flags.isLoading = true;
      flags.isError = false;
      flags.isSuccess = false;
      flags.message = '';
    })
    .addMatcher(phase('fulfilled'), (state) => {
      const flags = select(state);
      flags.isLoading = false;
      flags.isError = false;
      flags.isSuccess = true;
    })
    .addMatcher(
      (action: UnknownAction): action is RejectedAction => phase('rejected')(action),
      (state, action) => {
        const flags = select(state);
        flags.isLoading = false;
        flags.isSuccess = false;
        flags.isError = true;
        flags.message = storeMessage ? (action.error?.message ?? 'Request failed') : '';
      },
    );
}
