import {
  createAsyncThunk,
  type ActionReducerMapBuilder,
  type AsyncThunkOptions,
  type AsyncThunkPayloadCreator,
  type Draft,
  type UnknownAction,
} from '@reduxjs/toolkit';
import { toApiError, type ApiError } from './errors';

/**
 * The flags every asynchronous operation of the store follows (specification, section 4):
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

/**
 * True while this visit has not asked for the data yet: not loading, no answer, no failure.
 * Route loaders start a screen's fetch with its chunk; the screen's hook then sees it running.
 */
export const isUnrequested = (flags: RequestFlags): boolean =>
  !flags.isSuccess && !flags.isLoading && !flags.isError;

/** The names of the flags: never restored from storage (see app/persist.ts). */
export const REQUEST_FLAG_KEYS = Object.keys(idleFlags) as (keyof RequestFlags)[];

export interface ApiThunkConfig<State> {
  state: State;
  serializedErrorType: ApiError;
}

type ThunkOptions<Arg, State> = Omit<
  AsyncThunkOptions<Arg, ApiThunkConfig<State>>,
  'serializeError'
> & {
  /**
   * At most one run at a time per store: a second dispatch while one is under way is skipped.
   * React's development double effects then never fetch or post twice.
   */
  singleFlight?: boolean;
};

/**
 * `createAsyncThunk` whose failures are always described as an `ApiError`, whatever threw:
 * axios, a parser, or the SDK of a backend. `unwrap()` rejects with that same `ApiError`.
 */
export function createApiThunk<Returned, Arg = void, State = unknown>(
  typePrefix: string,
  payloadCreator: (
    arg: Arg,
    api: Parameters<AsyncThunkPayloadCreator<Returned, Arg, ApiThunkConfig<State>>>[1],
  ) => Promise<Returned>,
  { singleFlight = false, condition, ...options }: ThunkOptions<Arg, State> = {},
) {
  // Keyed by the store's getState, which the thunk middleware passes unchanged to every call.
  const running = new WeakSet<object>();
  return createAsyncThunk<Returned, Arg, ApiThunkConfig<State>>(
    typePrefix,
    async (arg, api) => {
      if (singleFlight) running.add(api.getState);
      try {
        return await payloadCreator(arg, api);
      } finally {
        running.delete(api.getState);
      }
    },
    {
      ...options,
      condition: (arg, api) => {
        if (singleFlight && running.has(api.getState)) return false;
        return condition ? condition(arg, api) : true;
      },
      serializeError: toApiError,
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
  meta?: { aborted?: boolean };
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
