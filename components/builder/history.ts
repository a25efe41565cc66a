// Undo/redo over immutable editor states. Edits with the same `coalesce` key within a second (typing in one
// field) make one history step.
export type History<T> = { past: T[]; present: T; future: T[]; lastKey: string | null; lastAt: number };
export type HistoryAction<T> =
  | { type: 'set'; value: T; coalesce?: string }
  | { type: 'undo' }
  | { type: 'redo' }
  | { type: 'reset'; value: T };

const LIMIT = 200;
const COALESCE_MS = 1000;

export const initialHistory = <T>(value: T): History<T> => ({ past: [], present: value, future: [], lastKey: null, lastAt: 0 });

export function historyReducer<T>(state: History<T>, action: HistoryAction<T>): History<T> {
  switch (action.type) {
    case 'set': {
      if (action.value === state.present) return state;
      const now = Date.now();
      if (action.coalesce && action.coalesce === state.lastKey && now - state.lastAt < COALESCE_MS) {
        return { ...state, present: action.value, future: [], lastAt: now };
      }
      return { past: [...state.past, state.present].slice(-LIMIT), present: action.value, future: [], lastKey: action.coalesce ?? null, lastAt: now };
    }
    case 'undo': {
      const previous = state.past.at(-1);
      if (previous === undefined) return state;
      return { past: state.past.slice(0, -1), present: previous, future: [state.present, ...state.future], lastKey: null, lastAt: 0 };
    }
    case 'redo': {
      const [next, ...rest] = state.future;
      if (next === undefined) return state;
      return { past: [...state.past, state.present], present: next, future: rest, lastKey: null, lastAt: 0 };
    }
    case 'reset':
      return initialHistory(action.value);
  }
}
