import { Map as ImmutableMap, fromJS } from "immutable";
import type { ImmutableValue } from "./decap";
import type { Store } from "./decap-internals";
import {
  BACKUP_AFTER_MS,
  DRAFT_IN_LIST,
  discardChanges,
  discardQuestion,
  draftSlugs,
  keepBackupsCurrent,
  listOfAddress,
  markDrafts,
  nameInDeleteQuestions,
  type DraftStorage,
} from "./drafts";

type State = { entryDraft: ImmutableValue; entries?: ImmutableValue };

/** A store holding Decap's draft and saved entries; `set` replaces the draft as Decap would. */
const storeWith = (draft: object, entities: object = {}) => {
  let state: State = {
    entryDraft: fromJS(draft) as unknown as ImmutableValue,
    entries: fromJS({ entities }) as unknown as ImmutableValue,
  };
  const listeners = new Set<() => void>();
  const dispatched: { type: string; payload?: unknown }[] = [];
  const store: Store = {
    getState: () => state,
    dispatch: (action) => {
      dispatched.push(action);
      if (action.type === "DRAFT_CREATE_FROM_ENTRY") {
        const { entry } = action.payload as { entry: object };
        set({ entry, hasChanged: false });
      }
      return action;
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  const set = (next: object) => {
    state = { ...state, entryDraft: fromJS(next) as unknown as ImmutableValue };
    listeners.forEach((listener) => listener());
  };
  return {
    store,
    set,
    dispatched,
    draft: () => state.entryDraft as unknown as ImmutableMap<string, unknown>,
  };
};

const saved = {
  collection: "recipes",
  slug: "shakshuka",
  path: "data/recipes/shakshuka.json",
  data: { recipeName: "Shakshuka", description: "As saved." },
};
const edited = { ...saved, data: { ...saved.data, description: "A draft." } };

describe("keepBackupsCurrent", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it("writes the draft a moment after a change, not 2 s after the last, and at once on leaving", () => {
    const { store, set } = storeWith({ entry: saved, hasChanged: false });
    const flush = jest.fn();
    const stop = keepBackupsCurrent(store, () => ({ createBackup: { flush } }));
    set({ entry: edited, hasChanged: true });
    set({ entry: { ...edited, data: { description: "A draft, longer." } }, hasChanged: true });
    jest.advanceTimersByTime(BACKUP_AFTER_MS - 1);
    expect(flush).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(flush).toHaveBeenCalledTimes(1);
    set({ entry: edited, hasChanged: true });
    window.dispatchEvent(new Event("pagehide"));
    expect(flush).toHaveBeenCalledTimes(2);
    stop();
    set({ entry: saved, hasChanged: true });
    jest.advanceTimersByTime(BACKUP_AFTER_MS);
    expect(flush).toHaveBeenCalledTimes(2);
  });

  it("writes nothing for a form without changes", () => {
    const { store, set } = storeWith({ entry: saved, hasChanged: false });
    const flush = jest.fn();
    keepBackupsCurrent(store, () => ({ createBackup: { flush } }));
    set({ entry: saved, hasChanged: false, key: "new" });
    jest.advanceTimersByTime(BACKUP_AFTER_MS * 2);
    expect(flush).not.toHaveBeenCalled();
  });
});

describe("the list's marks", () => {
  it("finds the entries of one collection that have a draft", () => {
    expect(
      draftSlugs(
        [
          "backup",
          "backup.recipes",
          "backup.recipes.shakshuka",
          "backup.home.showcase",
          "localForageTest",
        ],
        "recipes",
      ),
    ).toEqual(new Set(["shakshuka"]));
    expect(listOfAddress("#/collections/recipes")).toBe("recipes");
    expect(listOfAddress("#/collections/recipes/entries/shakshuka")).toBeNull();
  });

  it("marks the entries with a draft, once, and unmarks one whose draft is gone", () => {
    document.body.innerHTML = `
      <a href="#/collections/recipes/entries/shakshuka"><h2>Shakshuka · Elena Ruiz · 7/10</h2></a>
      <a href="#/collections/recipes/entries/thai-green-curry"><h2>Thai Green Curry</h2></a>`;
    const [first, second] = [...document.querySelectorAll("a")];
    expect(markDrafts(document, "recipes", new Set(["shakshuka"]))).toBe(1);
    markDrafts(document, "recipes", new Set(["shakshuka"]));
    expect(first?.textContent).toBe(`Shakshuka · Elena Ruiz · 7/10${DRAFT_IN_LIST}`);
    expect(second?.textContent).toBe("Thai Green Curry");
    markDrafts(document, "recipes", new Set());
    expect(first?.textContent).toBe("Shakshuka · Elena Ruiz · 7/10");
  });
});

describe("nameInDeleteQuestions", () => {
  it("names the recipe as saved in Decap's delete question, and leaves others as they are", () => {
    const question = "Delete this recipe? Its page then leads to the recipe list.";
    const { store } = storeWith(
      { entry: edited, hasChanged: true },
      { "recipes.shakshuka": saved },
    );
    const asked = jest.fn(() => true);
    const win = { confirm: asked } as unknown as Window;
    nameInDeleteQuestions(store, [question], win);
    win.confirm(question);
    win.confirm("Leave this page?");
    expect(asked.mock.calls).toEqual([
      ["Delete “Shakshuka”? Its page then leads to the recipe list."],
      ["Leave this page?"],
    ]);
  });
});

describe("discardChanges", () => {
  const storage = (): DraftStorage & { removed: string[] } => {
    const removed: string[] = [];
    return { removed, keys: async () => [], remove: async (key) => void removed.push(key) };
  };

  it("puts the saved recipe back in the form and removes its draft from the browser", async () => {
    const { store, draft } = storeWith(
      { entry: edited, hasChanged: true },
      { "recipes.shakshuka": saved },
    );
    const kept = storage();
    const cancel = jest.fn();
    const done = await discardChanges(store, {
      storage: kept,
      find: () => ({ createBackup: { flush: jest.fn(), cancel } as never }),
      leave: jest.fn(),
    });
    expect(done).toBe(true);
    expect(draft().getIn(["entry", "data", "description"])).toBe("As saved.");
    expect(draft().get("hasChanged")).toBe(false);
    expect(kept.removed).toContain("backup.recipes.shakshuka");
    expect(cancel).toHaveBeenCalled();
  });

  it("leaves a new recipe for the list, and does nothing without changes", async () => {
    const fresh = storeWith({
      entry: { collection: "recipes", slug: "", newRecord: true, data: {} },
      hasChanged: true,
    });
    const leave = jest.fn();
    await discardChanges(fresh.store, { storage: storage(), find: () => null, leave });
    expect(leave).toHaveBeenCalledWith("recipes");
    const clean = storeWith({ entry: saved, hasChanged: false }, { "recipes.shakshuka": saved });
    expect(await discardChanges(clean.store, { storage: storage(), find: () => null, leave })).toBe(
      false,
    );
    expect(clean.dispatched).toEqual([]);
  });

  it("asks naming the recipe", () => {
    expect(discardQuestion("Shakshuka")).toBe(
      "Discard the changes to “Shakshuka” you have not published? It goes back to how it was last saved.",
    );
  });
});
