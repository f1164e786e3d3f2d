import type { Cms, ImmutableValue } from "./decap";

/*
 * The only places the editor reaches past Decap CMS's documented extension points, each guarded
 * by decap-internals.test.ts against node_modules/decap-cms/dist/decap-cms.js:
 *
 * 1. The backend Decap creates (git-gateway, github, or decap-server's "proxy" on this machine),
 *    taken from the registry record's `init`, so the editor can read the other content files
 *    and write several in one commit (the showcase and the removed recipes when a recipe is
 *    deleted, an ingredient added from a recipe), through the editor's own sign-in.
 * 2. Decap's Redux store, found on its React root, to keep a recovered draft: Decap offers the
 *    local backup as soon as it has read it, and the saved entry, loading meanwhile, then
 *    replaces it (decaporg/decap-cms#5470, #6989); taken before the saved entry has begun to
 *    load, its form shows a red "Failed to load preview". Its draft reducer's actions also
 *    discard unsaved changes (drafts.ts).
 * 4. Decap's Editor component, found in the same tree, to write its draft to the browser a
 *    moment after each change rather than two seconds after the last (drafts.ts).
 * 3. The browser's address, to open an entry in full when the address moves straight from one
 *    entry to another (a link in the status box, the back button, an address typed in): Decap
 *    loads an entry only when its editor appears, and otherwise keeps the form of the one before
 *    under the new address (decaporg/decap-cms#4147).
 */

/** Decap's backends by the names config.yml and `npm run cms` use. */
export const BACKEND_NAMES = ["git-gateway", "github", "proxy", "test-repo"] as const;

/** What the editor calls on a backend implementation (Decap's Implementation interface). */
export type Implementation = {
  getEntry: (
    path: string,
  ) => Promise<{ file: { path: string; id?: string | null }; data: string | null }>;
  entriesByFolder: (
    folder: string,
    extension: string,
    depth: number,
  ) => Promise<{ file: { path: string }; data: string | null }[]>;
  persistEntry: (
    entry: { dataFiles: { path: string; slug: string; raw: string }[]; assets: never[] },
    options: { commitMessage: string; useWorkflow: boolean; status: string; newEntry?: boolean },
  ) => Promise<unknown>;
};

/** Resolves with the implementation Decap makes for whichever backend the config names. */
export const captureBackend = (cms: Cms): Promise<Implementation> =>
  new Promise((resolve) => {
    BACKEND_NAMES.forEach((name) => {
      const record = cms.getBackend(name);
      if (!record) return;
      const make = record.init;
      record.init = (...args: unknown[]) => {
        const implementation = make(...args);
        resolve(implementation as Implementation);
        return implementation;
      };
    });
  });

export type Store = {
  getState: () => { entryDraft: ImmutableValue; entries?: ImmutableValue };
  dispatch: (action: { type: string; payload?: unknown }) => unknown;
  subscribe: (listener: () => void) => () => void;
};

type Fiber = {
  memoizedProps?: { store?: Store } | null;
  child?: Fiber;
  sibling?: Fiber;
  stateNode?: { current?: Fiber } | EditorInstance | null;
};

/** The first fiber of the React tree under Decap's root that passes `test`, looking at `limit`. */
const findFiber = (
  root: Element | null,
  test: (fiber: Fiber) => boolean,
  limit: number,
): Fiber | null => {
  if (!root) return null;
  const key = Object.keys(root).find((name) => name.startsWith("__reactContainer$"));
  const first = key ? (root as unknown as Record<string, Fiber>)[key] : undefined;
  // The container keeps the root's first fiber; the tree on screen hangs from its current one.
  const container = first?.stateNode as { current?: Fiber } | null | undefined;
  const stack: (Fiber | undefined)[] = [container?.current ?? first];
  for (let visited = 0; stack.length > 0 && visited < limit; visited += 1) {
    const fiber = stack.pop();
    if (!fiber) continue;
    if (test(fiber)) return fiber;
    stack.push(fiber.sibling, fiber.child);
  }
  return null;
};

const decapRoot = () => document.getElementById("nc-root");

/** Decap's Redux store, from the props of the Provider at the top of its React tree. */
export const findStore = (root: Element | null = decapRoot()): Store | null =>
  findFiber(root, (fiber) => typeof fiber.memoizedProps?.store?.getState === "function", 200)
    ?.memoizedProps?.store ?? null;

/** Decap's Editor keeps its draft in the browser through a debounced `createBackup`. */
export type EditorInstance = { createBackup: { flush: () => unknown } };

const isEditor = (node: unknown): node is EditorInstance =>
  typeof (node as EditorInstance | null)?.createBackup?.flush === "function";

/** Decap's Editor component while an entry's form is open, else null. */
export const findEditor = (root: Element | null = decapRoot()): EditorInstance | null => {
  const fiber = findFiber(root, (one) => isEditor(one.stateNode), 20_000);
  return isEditor(fiber?.stateNode) ? fiber.stateNode : null;
};

/** Decap's own actions, read by its draft reducer. */
export const LOCAL_BACKUP_RETRIEVED = "DRAFT_LOCAL_BACKUP_RETRIEVED";
export const ENTRY_REQUEST = "ENTRY_REQUEST";
export const DRAFT_CREATE_FROM_ENTRY = "DRAFT_CREATE_FROM_ENTRY";

/** Whether a draft holds an entry: Decap's empty draft holds an empty one. */
const holdsEntry = (draft: ImmutableValue) =>
  Boolean((draft.get("entry") as ImmutableValue | undefined)?.get("collection"));

const entryKey = (draft: ImmutableValue) => {
  const entry = draft.get("entry") as ImmutableValue | undefined;
  return entry ? `${String(entry.get("collection"))}.${String(entry.get("slug"))}` : "";
};

/**
 * Keeps the draft an editor chose to recover. When the editor accepts the backup while the saved
 * entry is still loading, the loaded entry replaces the draft a moment later; the backup is then
 * offered again, and taken without asking, since the editor already said yes.
 *
 * Decap may read the backup before it has even begun to load the saved entry (it first waits
 * for the media library): its form then appears with no saved entry behind it, and its toolbar
 * asks for the entry's "View on site" address from nothing, which fails with a red "Failed to
 * load preview: Cannot read properties of undefined (reading 'get')". So the saved entry is
 * marked as loading at once, with Decap's own action, and the form waits for it.
 */
export const keepRecoveredDrafts = (store: Store, backupQuestion: string): void => {
  let accepted: { key: string; entry: ImmutableValue } | null = null;
  let offeringAgain = false;
  const ask = window.confirm.bind(window);
  window.confirm = (message?: string) => {
    if (offeringAgain && message === backupQuestion) {
      offeringAgain = false;
      return true;
    }
    return ask(message);
  };
  let previous = store.getState();
  store.subscribe(() => {
    const state = store.getState();
    const before = previous.entryDraft;
    const draft = state.entryDraft;
    previous = state;
    const backup = (draft.get("localBackup") as ImmutableValue | undefined)?.get("entry") as
      ImmutableValue | undefined;
    if (backup && !before.get("localBackup") && backup.get("path")) {
      const collection = String(backup.get("collection"));
      const slug = String(backup.get("slug"));
      if (!state.entries?.getIn(["entities", `${collection}.${slug}`])) {
        store.dispatch({ type: ENTRY_REQUEST, payload: { collection, slug } });
      }
      return;
    }
    const key = entryKey(draft);
    if (before.get("localBackup") && !draft.get("localBackup") && draft.get("hasChanged")) {
      // Taken over a draft made from the saved entry, the backup is safe: that load is done.
      const loaded = entryKey(before) === key && !before.get("hasChanged");
      accepted = loaded ? null : { key, entry: draft.get("entry") as ImmutableValue };
      return;
    }
    if (!accepted) return;
    if (key !== accepted.key) {
      accepted = null;
      return;
    }
    if (!draft.get("hasChanged") && draft.get("entry") !== accepted.entry) {
      const { entry } = accepted;
      accepted = null;
      offeringAgain = true;
      store.dispatch({ type: LOCAL_BACKUP_RETRIEVED, payload: { entry: entry.toJS() } });
    }
  });
};

/** The entry an editor address opens, e.g. "#/collections/home/entries/showcase". */
export const entryOfAddress = (hash: string): { collection: string; slug: string } | null => {
  const match = /^#?\/collections\/([^/?]+)\/entries\/([^?]+)/.exec(hash);
  if (!match) return null;
  const [, collection = "", slug = ""] = match;
  return { collection: decodeURIComponent(collection), slug: decodeURIComponent(slug) };
};

/**
 * Opens the entry an address moves to straight from another entry's form by going through its
 * collection's list, as a click through Decap's own pages does, so Decap loads it. Unsaved changes
 * are asked about once, with Decap's own question; "no" stays on the entry as it is. A move made
 * while the form before is still loading reloads the editor at the new address: Decap would
 * otherwise show the entry before under it once it came, and nothing is open yet to lose.
 */
export const openMovedEntries = (
  store: Store,
  leaveQuestion: string,
  reload: () => void = () => window.location.reload(),
): (() => void) => {
  let address = window.location.hash;
  let leaving = false;
  const ask = window.confirm.bind(window);
  window.confirm = (message?: string) => {
    if (leaving && message === leaveQuestion) {
      leaving = false;
      return true;
    }
    return ask(message);
  };
  const moved = (event: Event) => {
    const before = address;
    address = window.location.hash;
    const from = entryOfAddress(before);
    const to = entryOfAddress(address);
    if (!from || !to || (from.collection === to.collection && from.slug === to.slug)) return;
    const draft = store.getState().entryDraft;
    if (!holdsEntry(draft)) {
      event.stopImmediatePropagation();
      reload();
      return;
    }
    if (entryKey(draft) === `${to.collection}.${to.slug}`) return;
    event.stopImmediatePropagation();
    if (draft.get("hasChanged")) {
      if (!ask(leaveQuestion)) {
        window.history.replaceState(window.history.state, "", before);
        address = before;
        return;
      }
      leaving = true;
    }
    const target = address;
    const list = `#/collections/${encodeURIComponent(to.collection)}`;
    address = list;
    window.history.replaceState(window.history.state, "", list);
    const stop = store.subscribe(() => {
      const now = store.getState().entryDraft;
      if (now === draft || holdsEntry(now)) return;
      // Decap has left the form (its editor discards the draft as it goes): open the entry.
      stop();
      leaving = false;
      window.setTimeout(() => {
        if (window.location.hash === list) window.location.replace(target);
      });
    });
    window.dispatchEvent(new HashChangeEvent("hashchange"));
  };
  // Capturing, so it runs before Decap's router reads the new address.
  window.addEventListener("hashchange", moved, { capture: true });
  return () => {
    window.removeEventListener("hashchange", moved, { capture: true });
    window.confirm = ask;
  };
};

/** What the editor reads of the open form's draft: which entry, its names, whether changed. */
export type DraftView = {
  collection: string;
  slug: string;
  hasChanged: boolean;
  newRecord: boolean;
  /** The recipe's name as last saved, else as the form has it. */
  name: string;
  /** The saved entry Decap keeps beside the draft, as plain data, when it has loaded. */
  saved: Record<string, unknown> | undefined;
};

export const draftView = (store: Store): DraftView => {
  const { entryDraft, entries } = store.getState();
  const entry = entryDraft.get("entry") as ImmutableValue | undefined;
  const collection = String(entry?.get("collection") ?? "");
  const slug = String(entry?.get("slug") ?? "");
  const saved = entries?.getIn(["entities", `${collection}.${slug}`]) as ImmutableValue | undefined;
  const savedName = saved?.getIn(["data", "recipeName"]);
  const typed = entry?.getIn(["data", "recipeName"]);
  return {
    collection,
    slug,
    hasChanged: Boolean(entryDraft.get("hasChanged")),
    newRecord: Boolean(entry?.get("newRecord")),
    name: String(
      (typeof savedName === "string" && savedName) || (typeof typed === "string" && typed) || "",
    ),
    saved: saved?.get("data") ? (saved.toJS() as Record<string, unknown>) : undefined,
  };
};

/** Calls `changed` each time the open form's draft changes (each keystroke, each load). */
export const watchDraft = (store: Store, changed: (view: DraftView) => void): (() => void) => {
  let previous = store.getState().entryDraft;
  return store.subscribe(() => {
    const draft = store.getState().entryDraft;
    if (draft === previous) return;
    previous = draft;
    changed(draftView(store));
  });
};

/** Makes the saved entry the form's draft again, with Decap's own action: no changes left. */
export const restoreSaved = (store: Store, saved: Record<string, unknown>): void => {
  store.dispatch({ type: DRAFT_CREATE_FROM_ENTRY, payload: { entry: saved } });
};
