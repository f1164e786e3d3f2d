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
 *    replaces it (decaporg/decap-cms#5470, #6989).
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

type Store = {
  getState: () => { entryDraft: ImmutableValue };
  dispatch: (action: { type: string; payload?: unknown }) => unknown;
  subscribe: (listener: () => void) => () => void;
};

type Fiber = {
  memoizedProps?: { store?: Store };
  child?: Fiber;
  sibling?: Fiber;
  stateNode?: { current?: Fiber };
};

/** Decap's Redux store, from the props of the Provider at the top of its React tree. */
export const findStore = (
  root: Element | null = document.getElementById("nc-root"),
): Store | null => {
  if (!root) return null;
  const key = Object.keys(root).find((name) => name.startsWith("__reactContainer$"));
  const first = key ? (root as unknown as Record<string, Fiber>)[key] : undefined;
  // The container keeps the root's first fiber; the tree on screen hangs from its current one.
  const stack: (Fiber | undefined)[] = [first?.stateNode?.current ?? first];
  for (let visited = 0; stack.length > 0 && visited < 200; visited += 1) {
    const fiber = stack.pop();
    if (!fiber) continue;
    const store = fiber.memoizedProps?.store;
    if (store && typeof store.getState === "function") return store;
    stack.push(fiber.sibling, fiber.child);
  }
  return null;
};

/** Decap's own action, read by its draft reducer. */
export const LOCAL_BACKUP_RETRIEVED = "DRAFT_LOCAL_BACKUP_RETRIEVED";

const entryKey = (draft: ImmutableValue) => {
  const entry = draft.get("entry") as ImmutableValue | undefined;
  return entry ? `${String(entry.get("collection"))}.${String(entry.get("slug"))}` : "";
};

/**
 * Keeps the draft an editor chose to recover. When the editor accepts the backup while the saved
 * entry is still loading, the loaded entry replaces the draft a moment later; the backup is then
 * offered again, and taken without asking, since the editor already said yes.
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

/** Whether a draft holds an entry: Decap's empty draft holds an empty one. */
const holdsEntry = (draft: ImmutableValue) =>
  Boolean((draft.get("entry") as ImmutableValue | undefined)?.get("collection"));

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
