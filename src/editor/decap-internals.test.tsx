import { readFileSync } from "node:fs";
import { Map as ImmutableMap, fromJS } from "immutable";
import { createElement, type ReactNode } from "react";
import { createRoot } from "react-dom/client";
import { act, waitFor } from "@testing-library/react";
import type { Cms, ImmutableValue } from "./decap";
import {
  BACKEND_NAMES,
  ENTRY_REQUEST,
  LOCAL_BACKUP_RETRIEVED,
  captureBackend,
  entryOfAddress,
  findStore,
  keepRecoveredDrafts,
  openMovedEntries,
} from "./decap-internals";
import { decapSource } from "./test-utils/decap-source";

/** The bundle the editor runs with: every reach past Decap's documented API is checked in it. */
const BUNDLE = readFileSync(require.resolve("decap-cms/dist/decap-cms.js"), "utf8");

describe("what the editor relies on in Decap's bundle", () => {
  it("keeps each backend as a record whose init makes the implementation", () => {
    expect(BUNDLE).toMatch(/\.backends\[(\w+)\]=\{init:\(\.\.\.\w+\)=>new \w+\(\.\.\.\w+\)\}/);
    // getBackend hands out that record itself, so a new init is the one Decap calls.
    expect(BUNDLE).toMatch(/function \w+\((\w+)\)\{return \w+\.backends\[\1\]\}/);
    expect(BUNDLE).toMatch(/this\.implementation=\w+\.init\(this\.config,/);
    BACKEND_NAMES.filter((name) => name !== "test-repo").forEach((name) =>
      expect(BUNDLE).toContain(`("${name}",`),
    );
  });

  it("runs preUnpublish before it deletes a recipe's file", () => {
    expect(BUNDLE).toMatch(
      /await this\.invokePreUnpublishEvent\(\w+\);[^}]{0,80}await this\.implementation\.deleteFiles\(/,
    );
  });

  it("offers a recovered draft from its state, after asking with window.confirm", () => {
    expect(BUNDLE).toContain(`"${LOCAL_BACKUP_RETRIEVED}"`);
    expect(BUNDLE).toMatch(/=>\{const \w+=\w+\.get\("localBackup"\)\.get\("entry"\);/);
    expect(BUNDLE).toMatch(
      /window\.confirm\(this\.props\.t\("editor\.editor\.confirmLoadBackup"\)\)/,
    );
  });

  it("loads an entry only when its one editor route appears, and drops the draft as it goes", () => {
    expect(BUNDLE.match(/path:"\/collections\/:name\/entries\/\*"/g)).toHaveLength(1);
    // Read in Decap's source, by its own names: the bundle's minifier renames them every release.
    expect(decapSource("dist/esm/components/Editor/Editor.js")).toMatch(
      /componentDidMount\(\) \{[^]*?retrieveLocalBackup\(collection, slug\);\s*if \(newEntry\) \{\s*createEmptyDraft\(collection, this\.props\.location\.search\);\s*\} else \{\s*loadEntry\(collection, slug\);\s*\}/,
    );
    expect(BUNDLE).toMatch(/componentWillUnmount\(\)\{[^}]{0,300}this\.props\.discardDraft\(\)/);
    expect(BUNDLE).toContain('"editor.editor.onLeavePage"');
  });

  it("asks for the entry's site address as its toolbar appears, and keeps drafts through createBackup", () => {
    // The toolbar reads the saved entry the form was opened with: none yet fails (keepRecoveredDrafts).
    expect(decapSource("dist/esm/components/Editor/EditorToolbar.js")).toMatch(
      /componentDidMount\(\) \{[^]*?if \(!isNewEntry\) \{[^]*?loadDeployPreview\(/,
    );
    expect(decapSource("dist/esm/components/Editor/Editor.js")).toMatch(
      /createBackup = debounce\(function \(entry, collection\) \{\s*this\.props\.persistLocalBackup\(entry, collection\);\s*\}, 2000\);/,
    );
    expect(decapSource("dist/esm/reducers/entries.js")).toMatch(
      /case ENTRY_REQUEST:[^]*?'isFetching'\], true\)/,
    );
    expect(BUNDLE).toContain('"ENTRY_REQUEST"');
  });

  it("renders with a React that keeps its root on the container", () => {
    expect(BUNDLE).toContain("__reactContainer$");
  });
});

describe("captureBackend", () => {
  it("resolves with the implementation Decap makes for the configured backend", async () => {
    const records = Object.fromEntries(
      BACKEND_NAMES.map((name) => [name, { init: (config: unknown) => ({ name, config }) }]),
    );
    const cms = { getBackend: (name: string) => records[name] } as unknown as Cms;
    const captured = captureBackend(cms);
    const made = records.github?.init("the config");
    await expect(captured).resolves.toBe(made);
    expect(made).toEqual({ name: "github", config: "the config" });
  });
});

describe("findStore", () => {
  it("finds the store on the provider at the top of the React tree", async () => {
    const store = { getState: () => ({}), dispatch: jest.fn(), subscribe: jest.fn() };
    const Provider = ({ children }: { store: unknown; children?: ReactNode }) => children;
    const container = document.createElement("div");
    container.id = "nc-root";
    document.body.append(container);
    const root = createRoot(container);
    await act(async () => {
      root.render(createElement(Provider, { store }, createElement("p", null, "Decap")));
    });
    expect(findStore()).toBe(store);
    await act(async () => root.unmount());
    container.remove();
    expect(findStore()).toBeNull();
  });
});

/** Decap's draft as its reducer keeps it, for the actions that make and replace drafts. */
type Draft = ImmutableMap<string, unknown>;
const reduce = (draft: Draft, action: { type: string; payload?: unknown }): Draft => {
  const payload = action.payload as { entry?: object } | undefined;
  switch (action.type) {
    case "DRAFT_CREATE_FROM_ENTRY":
      return draft.merge({ entry: fromJS(payload?.entry), hasChanged: false });
    case LOCAL_BACKUP_RETRIEVED:
      return draft.set("localBackup", ImmutableMap({ entry: fromJS(payload?.entry) }));
    case "DRAFT_CREATE_FROM_LOCAL_BACKUP": {
      const entry = (draft.get("localBackup") as Draft).get("entry");
      return draft.delete("localBackup").merge({ entry, hasChanged: true });
    }
    default:
      return draft;
  }
};

/** A store, and Decap's Editor asking about a backup as soon as one is in the state. */
const decapLike = (question: string) => {
  let draft: Draft = ImmutableMap({ entry: ImmutableMap(), hasChanged: false });
  const listeners = new Set<() => void>();
  const store = {
    getState: () => ({ entryDraft: draft as unknown as ImmutableValue }),
    dispatch: (action: { type: string; payload?: unknown }) => {
      const before = draft;
      draft = reduce(draft, action);
      listeners.forEach((listener) => listener());
      if (!before.get("localBackup") && draft.get("localBackup") && window.confirm(question)) {
        store.dispatch({ type: "DRAFT_CREATE_FROM_LOCAL_BACKUP" });
      }
      return action;
    },
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return { store, draft: () => draft };
};

/** A small seeded generator, so a failing case can be run again. */
const seeded = (seed: number) => () => {
  seed = (seed * 1664525 + 1013904223) % 2 ** 32;
  return seed / 2 ** 32;
};

describe("keepRecoveredDrafts", () => {
  const question = "A local backup was recovered for this entry, would you like to use it?";
  const saved = { collection: "recipes", slug: "shakshuka", data: { recipeName: "Shakshuka" } };
  const backup = { ...saved, data: { recipeName: "Shakshuka, the draft" } };
  const original = window.confirm;
  afterEach(() => {
    window.confirm = original;
  });

  it("keeps the draft the editor recovers while the saved recipe is still loading, asking once", () => {
    const asked = jest.fn(() => true);
    window.confirm = asked;
    const { store, draft } = decapLike(question);
    keepRecoveredDrafts(store, question);
    store.dispatch({ type: LOCAL_BACKUP_RETRIEVED, payload: { entry: backup } });
    store.dispatch({ type: "DRAFT_CREATE_FROM_ENTRY", payload: { entry: saved } });
    expect(draft().getIn(["entry", "data", "recipeName"])).toBe("Shakshuka, the draft");
    expect(draft().get("hasChanged")).toBe(true);
    expect(asked).toHaveBeenCalledTimes(1);
  });

  it("marks the saved recipe as loading when the draft comes before Decap began to load it", () => {
    window.confirm = () => true;
    const { store } = decapLike(question);
    const dispatched: string[] = [];
    const dispatch = store.dispatch;
    store.dispatch = (action) => {
      dispatched.push(action.type);
      return dispatch(action);
    };
    keepRecoveredDrafts(store, question);
    store.dispatch({
      type: LOCAL_BACKUP_RETRIEVED,
      payload: { entry: { ...backup, path: "data/recipes/shakshuka.json" } },
    });
    // Decap's form then waits for the saved entry instead of showing without one.
    expect(dispatched).toEqual([
      LOCAL_BACKUP_RETRIEVED,
      ENTRY_REQUEST,
      "DRAFT_CREATE_FROM_LOCAL_BACKUP",
    ]);
  });

  it("leaves the saved recipe when the editor declines the draft", () => {
    window.confirm = () => false;
    const { store, draft } = decapLike(question);
    keepRecoveredDrafts(store, question);
    store.dispatch({ type: LOCAL_BACKUP_RETRIEVED, payload: { entry: backup } });
    store.dispatch({ type: "DRAFT_CREATE_FROM_ENTRY", payload: { entry: saved } });
    expect(draft().getIn(["entry", "data", "recipeName"])).toBe("Shakshuka");
  });

  it("ends with the editor's choice in 200 random orders of loading, recovering and reloading", () => {
    const random = seeded(7);
    for (let run = 0; run < 200; run += 1) {
      const accept = random() < 0.7;
      window.confirm = () => accept;
      const { store, draft } = decapLike(question);
      keepRecoveredDrafts(store, question);
      const events = [
        () => store.dispatch({ type: LOCAL_BACKUP_RETRIEVED, payload: { entry: backup } }),
        () => store.dispatch({ type: "DRAFT_CREATE_FROM_ENTRY", payload: { entry: saved } }),
      ];
      if (random() < 0.5) events.reverse();
      events.forEach((event) => event());
      expect([run, draft().getIn(["entry", "data", "recipeName"])]).toEqual([
        run,
        accept ? backup.data.recipeName : saved.data.recipeName,
      ]);
      // A later save reloads the entry; the recovered draft must not come back over it.
      store.dispatch({ type: "DRAFT_CREATE_FROM_ENTRY", payload: { entry: saved } });
      expect(draft().get("hasChanged")).toBe(false);
    }
  });
});

describe("openMovedEntries", () => {
  const question = "Are you sure you want to leave this page?";
  const recipe = "#/collections/recipes/entries/shakshuka";
  const showcase = "#/collections/home/entries/showcase";
  const original = window.confirm;

  /**
   * Decap's store and router as they behave here: a list address drops the form's draft, an entry
   * address loads its entry only when no form is open, and leaving unsaved changes asks first.
   */
  const decapAt = (address: string, hasChanged = false, loading = false) => {
    window.history.replaceState(null, "", address);
    const opened = (hash: string) => {
      const { collection, slug } = entryOfAddress(hash) ?? {};
      return ImmutableMap({ entry: fromJS({ collection, slug }), hasChanged: false });
    };
    const empty = ImmutableMap({ entry: ImmutableMap(), hasChanged: false });
    let draft: Draft = loading ? empty : opened(address).set("hasChanged", hasChanged);
    const listeners = new Set<() => void>();
    const store = {
      getState: () => ({ entryDraft: draft as unknown as ImmutableValue }),
      dispatch: (action: { type: string }) => action,
      subscribe: (listener: () => void) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    };
    const seen: string[] = [];
    const route = () => {
      const hash = window.location.hash;
      seen.push(hash);
      if (entryOfAddress(hash)) {
        if (!(draft.get("entry") as Draft).get("collection")) draft = opened(hash);
      } else if (!draft.get("hasChanged") || window.confirm(question)) {
        draft = empty;
      }
      listeners.forEach((listener) => listener());
    };
    /** The entry the form began loading arrives: Decap makes the form's draft from it. */
    const loaded = () => {
      draft = opened(address);
      listeners.forEach((listener) => listener());
    };
    window.addEventListener("hashchange", route);
    const shown = () => {
      const entry = draft.get("entry") as Draft;
      return entry.get("collection")
        ? `#/collections/${entry.get("collection")}/entries/${entry.get("slug")}`
        : "";
    };
    return {
      store,
      seen,
      shown,
      loaded,
      stop: () => window.removeEventListener("hashchange", route),
    };
  };

  let stops: (() => void)[] = [];
  afterEach(() => {
    stops.forEach((stop) => stop());
    stops = [];
    window.confirm = original;
  });

  const start = (address: string, hasChanged = false, loading = false) => {
    const decap = decapAt(address, hasChanged, loading);
    const reload = jest.fn();
    stops = [openMovedEntries(decap.store, question, reload), decap.stop];
    return { ...decap, reload };
  };

  it("reads an entry from an editor address", () => {
    expect(entryOfAddress(showcase)).toEqual({ collection: "home", slug: "showcase" });
    expect(entryOfAddress("#/collections/recipes/entries/caf%C3%A9?ref=x")).toEqual({
      collection: "recipes",
      slug: "café",
    });
    expect(entryOfAddress("#/collections/recipes")).toBeNull();
    expect(entryOfAddress("#/collections/recipes/new")).toBeNull();
  });

  it("opens the entry an address moves to from another entry's form", async () => {
    const decap = start(recipe);
    window.location.hash = showcase;
    await waitFor(() => expect(decap.shown()).toBe(showcase));
    expect(decap.seen).toEqual(["#/collections/home", showcase]);
    expect(window.location.hash).toBe(showcase);
  });

  it("without it, Decap keeps the form of the entry before under the new address", async () => {
    const decap = decapAt(recipe);
    stops = [decap.stop];
    window.location.hash = showcase;
    await waitFor(() => expect(decap.seen).toEqual([showcase]));
    expect(decap.shown()).toBe(recipe);
  });

  it("reloads the editor at the new address when the form before is still loading", async () => {
    const decap = start(recipe, false, true);
    window.location.hash = showcase;
    await waitFor(() => expect(decap.reload).toHaveBeenCalledTimes(1));
    expect(window.location.hash).toBe(showcase);
    // Decap's router never saw the move, so the late entry cannot fill the new address's form.
    expect(decap.seen).toEqual([]);
  });

  it("without it, an entry still loading fills the form under the address moved to", async () => {
    const decap = decapAt(recipe, false, true);
    stops = [decap.stop];
    window.location.hash = showcase;
    await waitFor(() => expect(decap.seen).toEqual([showcase]));
    decap.loaded();
    expect(decap.shown()).toBe(recipe);
    expect(window.location.hash).toBe(showcase);
  });

  it("asks once about unsaved changes, and opens the entry when the editor leaves them", async () => {
    const asked = jest.fn(() => true);
    window.confirm = asked;
    const decap = start(recipe, true);
    window.location.hash = showcase;
    await waitFor(() => expect(decap.shown()).toBe(showcase));
    expect(asked).toHaveBeenCalledTimes(1);
    expect(asked).toHaveBeenCalledWith(question);
  });

  it("stays on the form, at its own address, when the editor keeps the unsaved changes", async () => {
    window.confirm = jest.fn(() => false);
    const decap = start(recipe, true);
    window.location.hash = showcase;
    await waitFor(() => expect(window.location.hash).toBe(recipe));
    expect(decap.seen).toEqual([]);
    expect(decap.shown()).toBe(recipe);
  });
});

describe("what the list's × names rely on in Decap's bundle", () => {
  it("decap-list-remove-button: each item's bar is a fold button, the drag handle, then its ×", () => {
    expect(BUNDLE.match(/label:"TopBarButton"/g)).toHaveLength(1);
    const bar = decapSource("dist/esm/ListItemTopBar.js", "decap-cms-ui-default");
    expect(bar).toMatch(
      /children: \[onCollapseToggle \? _jsx\(TopBarButton, \{[\s\S]*?\}\) : null, dragHandle && allowReorder \? _jsx\(DragHandle, \{[\s\S]*?\}\) : _jsx\("span", \{\}\), onRemove && allowRemove \? _jsx\(TopBarButton, \{\s*onClick: onRemove,[\s\S]*?\}\) : _jsx\("span", \{\}\)\]/,
    );
    // Still without a name of its own: when Decap gives it one, this contract can go.
    expect(bar).not.toMatch(/aria-label|title:/);
    const list = decapSource("dist/esm/ListControl.js", "decap-cms-widget-list");
    expect(list).toMatch(
      /_jsx\(StyledListItemTopBar, \{[\s\S]*?onRemove: partial\(this\.handleRemove, index\)/,
    );
  });
});

describe("what these words rely on in Decap's bundle", () => {
  it("decap-site-link-class: the site link is its one AppHeaderSiteLink, reading display_url", () => {
    expect(BUNDLE.match(/label:"AppHeaderSiteLink"/g)).toHaveLength(1);
    expect(decapSource("dist/esm/components/UI/SettingsDropdown.js")).toMatch(
      /_jsx\(AppHeaderSiteLink, \{\s*href: displayUrl,\s*target: "_blank",\s*children: stripProtocol\(displayUrl\)\s*\}\)/,
    );
  });

  it("decap-back-status-class: “Changes saved” is its one BackStatusUnchanged, for any entry", () => {
    expect(BUNDLE.match(/label:"BackStatusUnchanged"/g)).toHaveLength(1);
    expect(decapSource("dist/esm/components/Editor/EditorToolbar.js")).toMatch(
      /hasChanged \? _jsx\(BackStatusChanged, \{\s*children: t\('editor\.editorToolbar\.unsavedChanges'\)\s*\}\) : _jsx\(BackStatusUnchanged, \{\s*children: t\('editor\.editorToolbar\.changesSaved'\)\s*\}\)/,
    );
  });
});
