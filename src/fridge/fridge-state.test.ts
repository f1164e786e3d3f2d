import { FRIDGE_STORAGE_KEY, HAVE_PARAM } from "./constants";
import {
  EMPTY_FRIDGE,
  haveFromSearch,
  knownKeys,
  readStoredFridge,
  searchForHave,
  storeFridge,
} from "./fridge-state";

describe("the link", () => {
  it("round-trips the chosen keys", () => {
    const search = searchForHave(["egg", "spring-onion"]);
    expect(search).toBe(`?${HAVE_PARAM}=egg,spring-onion`);
    expect(haveFromSearch(search)).toEqual(["egg", "spring-onion"]);
  });

  it("tells a link without ingredients from one with none left", () => {
    expect(haveFromSearch("?utm_source=x")).toBeNull();
    expect(haveFromSearch(`?${HAVE_PARAM}=`)).toEqual([]);
    expect(searchForHave([])).toBe("");
  });

  it("drops repeats and anything that is not a key", () => {
    expect(haveFromSearch(`?${HAVE_PARAM}=egg,egg,<script>,Feta,feta`)).toEqual(["egg", "feta"]);
  });

  it("keeps only keys the vocabulary knows", () => {
    expect(knownKeys(["egg", "unicorn"], new Set(["egg"]))).toEqual(["egg"]);
  });
});

describe("this browser's copy", () => {
  beforeEach(() => window.localStorage.clear());

  it("round-trips through storage", () => {
    storeFridge(window.localStorage, { have: ["egg"], countStaples: true });
    expect(readStoredFridge(window.localStorage)).toEqual({ have: ["egg"], countStaples: true });
  });

  it("forgets an empty fridge", () => {
    storeFridge(window.localStorage, { have: ["egg"], countStaples: false });
    storeFridge(window.localStorage, EMPTY_FRIDGE);
    expect(window.localStorage.getItem(FRIDGE_STORAGE_KEY)).toBeNull();
  });

  it("reads damaged or missing storage as an empty fridge", () => {
    window.localStorage.setItem(FRIDGE_STORAGE_KEY, "{not json");
    expect(readStoredFridge(window.localStorage)).toEqual(EMPTY_FRIDGE);
    expect(readStoredFridge(undefined)).toEqual(EMPTY_FRIDGE);
  });

  it("never throws when storage refuses", () => {
    const refusing = {
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
      removeItem: () => {
        throw new Error("SecurityError");
      },
    } as unknown as Storage;
    expect(() => storeFridge(refusing, { have: ["egg"], countStaples: false })).not.toThrow();
    expect(() => storeFridge(refusing, EMPTY_FRIDGE)).not.toThrow();
  });
});
