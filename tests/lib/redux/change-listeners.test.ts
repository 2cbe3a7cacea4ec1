import { configureStore, createSlice } from '@reduxjs/toolkit';
import { describe, expect, it, vi } from 'vitest';
import { createChangeListeners } from '../../../src/lib/redux/changeListeners';

const counter = createSlice({
  name: 'counter',
  initialState: { value: 0 },
  reducers: {
    added: (state, action: { payload: number }) => {
      state.value += action.payload;
    },
  },
});

function storeWithListeners() {
  const listeners = createChangeListeners<{ counter: { value: number } }>();
  const store = configureStore({
    reducer: { counter: counter.reducer },
    middleware: (getDefault) => getDefault().prepend(listeners.middleware),
  });
  return { store, listeners };
}

describe('the store’s change listeners', () => {
  it('runs an effect after the reducers, when its predicate sees the change it waits for', () => {
    const { store, listeners } = storeWithListeners();
    const seen: Array<[number, number, number]> = [];
    listeners.startListening({
      predicate: (_action, current, previous) => current.counter.value !== previous.counter.value,
      effect: (_action, api) => {
        seen.push([api.getState().counter.value, 0, 0]);
      },
    });
    listeners.startListening({
      predicate: (action, current, previous) => {
        if (action.type === counter.actions.added.type) {
          seen.push([-1, previous.counter.value, current.counter.value]);
        }
        return false;
      },
      effect: () => {
        throw new Error('never runs');
      },
    });
    store.dispatch(counter.actions.added(2));
    store.dispatch(counter.actions.added(0));
    store.dispatch(counter.actions.added(3));
    expect(seen).toEqual([
      [2, 0, 0],
      [-1, 0, 2],
      [-1, 2, 2],
      [5, 0, 0],
      [-1, 2, 5],
    ]);
  });

  it('reports a failing effect, thrown or rejected, and the dispatch and other listeners go on', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { store, listeners } = storeWithListeners();
    const after = vi.fn();
    listeners.startListening({
      predicate: () => true,
      effect: () => {
        throw new Error('storage is full');
      },
    });
    listeners.startListening({
      predicate: () => true,
      effect: () => Promise.reject(new Error('cache refused')),
    });
    listeners.startListening({ predicate: () => true, effect: after });
    expect(() => store.dispatch(counter.actions.added(1))).not.toThrow();
    expect(store.getState().counter.value).toBe(1);
    expect(after).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => {
      expect(consoleError).toHaveBeenCalledTimes(2);
    });
    expect(consoleError.mock.calls.map((call) => (call[1] as Error).message).sort()).toEqual([
      'cache refused',
      'storage is full',
    ]);
  });
});
