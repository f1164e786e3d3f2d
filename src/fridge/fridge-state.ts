import { HAVE_PARAM } from "./have-param";
import { FRIDGE_STORAGE_KEY } from "./storage-key";

export type FridgeState = { have: string[]; countStaples: boolean };

export const EMPTY_FRIDGE: FridgeState = { have: [], countStaples: false };

const KEY_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

const cleanKeys = (keys: readonly unknown[]): string[] => [
  ...new Set(keys.filter((key): key is string => typeof key === "string" && KEY_PATTERN.test(key))),
];

/** The keys a link carries, or null when it carries none (then this browser's copy applies). */
export const haveFromSearch = (search: string): string[] | null => {
  const value = new URLSearchParams(search).get(HAVE_PARAM);
  return value === null ? null : cleanKeys(value.split(","));
};

/** The query string for a set of keys; keys are letters, digits and dashes, so commas stay plain. */
export const searchForHave = (have: readonly string[]): string =>
  have.length === 0 ? "" : `?${HAVE_PARAM}=${have.join(",")}`;

/** Storage can be full, blocked or hold anything; none of that may break the page. */
export const readStoredFridge = (storage: Storage | undefined): FridgeState => {
  try {
    const value: unknown = JSON.parse(storage?.getItem(FRIDGE_STORAGE_KEY) ?? "null");
    if (value === null || typeof value !== "object") return EMPTY_FRIDGE;
    const { have, countStaples } = value as Record<string, unknown>;
    return {
      have: Array.isArray(have) ? cleanKeys(have) : [],
      countStaples: countStaples === true,
    };
  } catch {
    return EMPTY_FRIDGE;
  }
};

export const storeFridge = (storage: Storage | undefined, state: FridgeState): void => {
  try {
    if (state.have.length === 0 && !state.countStaples) {
      storage?.removeItem(FRIDGE_STORAGE_KEY);
    } else {
      storage?.setItem(FRIDGE_STORAGE_KEY, JSON.stringify(state));
    }
  } catch {
    // A full or blocked storage only means the choice is not remembered.
  }
};

/** The browser's storage, or undefined where reading it throws (some privacy settings). */
export const browserStorage = (): Storage | undefined => {
  try {
    return typeof window === "undefined" ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
};

/** The chosen keys with `keys` added after them: each key once, whatever the order of calls. */
export const addKeys = (have: readonly string[], keys: readonly string[]): string[] => [
  ...new Set([...have, ...keys]),
];

/** The chosen keys without `key`. */
export const removeKey = (have: readonly string[], key: string): string[] =>
  have.filter((chosen) => chosen !== key);

/** Only known entries count: a shared link may name one that was since removed. */
export const knownKeys = (keys: readonly string[], known: ReadonlySet<string>): string[] =>
  keys.filter((key) => known.has(key));
