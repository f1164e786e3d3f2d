import {
  draftView,
  entryOfAddress,
  findEditor,
  restoreSaved,
  watchDraft,
  type EditorInstance,
  type Store,
} from "./decap-internals";

/*
 * Unsaved changes, as the editor keeps them in the browser (Decap's "local backup"): written a
 * moment after each change, marked in the list, discarded on request, and named when a recipe
 * is deleted with them. Decap keeps them in localForage's IndexedDB database under
 * "backup.<collection>.<slug>" (its backend's getEntryBackupKey).
 */

/** How soon after a change the draft is in the browser; Decap alone waits 2 s after the last. */
export const BACKUP_AFTER_MS = 300;

const DATABASE = "localforage";
const STORE = "keyvaluepairs";
const BACKUP = "backup";

/** The key Decap keeps an entry's draft under; "backup" alone is its nameless one. */
export const backupKey = (collection: string, slug: string): string =>
  `${BACKUP}.${collection}.${slug}`;

/** The addresses of a collection's entries that have a draft in `keys`. */
export const draftSlugs = (keys: readonly string[], collection: string): Set<string> => {
  const prefix = `${BACKUP}.${collection}.`;
  return new Set(
    keys.filter((key) => key.startsWith(prefix)).map((key) => key.slice(prefix.length)),
  );
};

/** Decap's draft store in the browser: the keys it holds, and removing one entry's draft. */
export type DraftStorage = {
  keys: () => Promise<string[]>;
  remove: (key: string) => Promise<void>;
};

const withStore = <T>(
  mode: IDBTransactionMode,
  ask: (store: IDBObjectStore) => IDBRequest,
  fallback: T,
): Promise<T> =>
  new Promise((resolve) => {
    if (typeof indexedDB === "undefined") return resolve(fallback);
    const open = indexedDB.open(DATABASE);
    // Never create the database here: Decap makes it, with its store, the first time it writes.
    open.onupgradeneeded = () => open.transaction?.abort();
    open.onerror = () => resolve(fallback);
    open.onsuccess = () => {
      const db = open.result;
      if (!db.objectStoreNames.contains(STORE)) {
        db.close();
        return resolve(fallback);
      }
      const request = ask(db.transaction(STORE, mode).objectStore(STORE));
      request.onsuccess = () => {
        db.close();
        resolve(request.result as T);
      };
      request.onerror = () => {
        db.close();
        resolve(fallback);
      };
    };
  });

export const browserDrafts: DraftStorage = {
  keys: () =>
    withStore("readonly", (store) => store.getAllKeys(), [] as IDBValidKey[]).then((keys) =>
      keys.map(String),
    ),
  remove: (key) => withStore("readwrite", (store) => store.delete(key), undefined),
};

/**
 * Writes the open form's draft to the browser within a moment of each change, and at once when
 * the page is hidden or left, through Decap's own (debounced) backup: Decap alone writes it only
 * once the editor has stopped typing for 2 s, so a reload or a closed tab loses what came last.
 */
export const keepBackupsCurrent = (
  store: Store,
  find: () => EditorInstance | null = findEditor,
  win: Window = window,
): (() => void) => {
  let timer: number | undefined;
  const flush = () => {
    if (timer !== undefined) win.clearTimeout(timer);
    timer = undefined;
    find()?.createBackup.flush();
  };
  const stop = watchDraft(store, ({ hasChanged }) => {
    // Decap queues the backup as it renders the change; the flush comes after that.
    if (hasChanged && timer === undefined) timer = win.setTimeout(flush, BACKUP_AFTER_MS);
  });
  const hidden = () => {
    if (win.document.visibilityState === "hidden") flush();
  };
  win.addEventListener("pagehide", flush);
  win.addEventListener("beforeunload", flush);
  win.document.addEventListener("visibilitychange", hidden);
  return () => {
    stop();
    if (timer !== undefined) win.clearTimeout(timer);
    win.removeEventListener("pagehide", flush);
    win.removeEventListener("beforeunload", flush);
    win.document.removeEventListener("visibilitychange", hidden);
  };
};

/** The words beside a recipe in the list that has a draft. */
export const DRAFT_IN_LIST = "unsaved changes";
const MARK = "data-draft-mark";

/** The collection a list address shows, e.g. "#/collections/recipes" → "recipes". */
export const listOfAddress = (hash: string): string | null =>
  /^#?\/collections\/([^/?]+)\/?(?:\?.*)?$/.exec(hash)?.[1] ?? null;

/** Marks each entry of the list on screen that has a draft; returns the marks it placed. */
export const markDrafts = (root: ParentNode, collection: string, slugs: Set<string>): number => {
  let marked = 0;
  const links = root.querySelectorAll<HTMLAnchorElement>(
    `a[href*="/collections/${collection}/entries/"]`,
  );
  links.forEach((link) => {
    const slug = decodeURIComponent(link.getAttribute("href")?.split("/entries/")[1] ?? "");
    const mark = link.querySelector(`[${MARK}]`);
    if (slugs.has(slug)) {
      marked += 1;
      if (mark) return;
      const added = link.ownerDocument.createElement("span");
      added.setAttribute(MARK, "");
      added.className = "draft-mark";
      added.textContent = DRAFT_IN_LIST;
      (link.querySelector("h2") ?? link).append(added);
    } else {
      mark?.remove();
    }
  });
  return marked;
};

/** Keeps the marks on the list as Decap draws it, from the drafts the browser holds. */
export const markDraftsInList = (
  storage: DraftStorage = browserDrafts,
  doc: Document = document,
): (() => void) => {
  let keys: Promise<string[]> | null = null;
  let scheduled = false;
  const update = () => {
    scheduled = false;
    const collection = listOfAddress(doc.location?.hash ?? "");
    if (!collection) {
      keys = null;
      return;
    }
    keys ??= storage.keys();
    void keys.then((all) => markDrafts(doc, collection, draftSlugs(all, collection)));
  };
  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    doc.defaultView?.setTimeout(update, 50);
  };
  const observer = new MutationObserver((changes) => {
    // Its own marks change nothing else.
    const own = changes.every((change) =>
      [...change.addedNodes, ...change.removedNodes].every(
        (node) => node instanceof Element && node.hasAttribute(MARK),
      ),
    );
    if (!own) schedule();
  });
  observer.observe(doc.body, { childList: true, subtree: true });
  const moved = () => {
    keys = null;
    schedule();
  };
  doc.defaultView?.addEventListener("hashchange", moved);
  schedule();
  return () => {
    observer.disconnect();
    doc.defaultView?.removeEventListener("hashchange", moved);
  };
};

/**
 * Decap's delete question, naming the recipe: "Delete “Shakshuka”? …". Decap asks with one
 * phrase for every entry; the phrases here begin "Delete this recipe".
 */
export const nameInDeleteQuestions = (
  store: Store,
  questions: readonly string[],
  win: Window = window,
): (() => void) => {
  const ask = win.confirm.bind(win);
  win.confirm = (message?: string) => {
    const { name } = draftView(store);
    if (message && name && questions.includes(message)) {
      return ask(message.replace("Delete this recipe", `Delete “${name}”`));
    }
    return ask(message);
  };
  return () => {
    win.confirm = ask;
  };
};

export const DISCARD_LABEL = "Discard changes";
export const discardQuestion = (name: string): string =>
  `Discard the changes to “${name || "this entry"}” you have not published? It goes back to how it was last saved.`;

/**
 * Puts the form back as last saved: the draft in the browser is removed and the saved entry,
 * which Decap keeps beside the draft, becomes the form's draft again. A new entry, which has
 * nothing saved, is left for its collection's list (Decap drops its draft as it goes).
 */
export const discardChanges = async (
  store: Store,
  {
    storage = browserDrafts,
    find = findEditor,
    leave,
  }: {
    storage?: DraftStorage;
    find?: () => EditorInstance | null;
    leave: (collection: string) => void;
  },
): Promise<boolean> => {
  const { collection, slug, hasChanged, newRecord, saved } = draftView(store);
  if (!collection || !hasChanged) return false;
  (find()?.createBackup as { cancel?: () => void } | undefined)?.cancel?.();
  if (newRecord || !slug) {
    await storage.remove(BACKUP);
    await storage.remove(`${BACKUP}.${collection}`);
    leave(collection);
    return true;
  }
  if (!saved) return false;
  await storage.remove(backupKey(collection, slug));
  await storage.remove(BACKUP);
  restoreSaved(store, saved);
  return true;
};

/**
 * A "Discard changes" button in the entry's toolbar, beside Decap's own actions, shown while
 * the form has changes it has not published. Asks first, naming the entry.
 */
export const mountDiscardButton = (
  store: Store,
  {
    storage = browserDrafts,
    doc = document,
    leaveQuestion,
  }: { storage?: DraftStorage; doc?: Document; leaveQuestion: string },
): (() => void) => {
  const win = doc.defaultView ?? window;
  const button = doc.createElement("button");
  button.type = "button";
  button.className = "discard-changes";
  // "Discard" alone on a phone's narrow toolbar (editor.css); its name stays whole.
  button.setAttribute("aria-label", DISCARD_LABEL);
  const [first = "", ...rest] = DISCARD_LABEL.split(" ");
  const more = doc.createElement("span");
  more.className = "discard-more";
  more.textContent = ` ${rest.join(" ")}`;
  button.append(first, more);
  let leaving = false;
  const ask = win.confirm.bind(win);
  win.confirm = (message?: string) => {
    if (leaving && message === leaveQuestion) {
      leaving = false;
      return true;
    }
    return ask(message);
  };
  button.addEventListener("click", () => {
    if (!ask(discardQuestion(draftView(store).name))) return;
    void discardChanges(store, {
      storage,
      leave: (collection) => {
        leaving = true;
        win.location.hash = `#/collections/${encodeURIComponent(collection)}`;
      },
    });
  });
  const place = () => {
    const { collection, hasChanged } = draftView(store);
    const open = entryOfAddress(win.location.hash) ?? /\/new(\?|$)/.test(win.location.hash);
    const show = Boolean(open && hasChanged && collection);
    if (!show) {
      button.remove();
      return;
    }
    if (button.isConnected) return;
    // In Decap's toolbar, before its Delete entry, else after the Publish menu.
    const buttons = [...doc.querySelectorAll("button, [role='button']")];
    const named = (name: string) => buttons.find((one) => one.textContent?.trim() === name);
    const remove = named("Delete entry");
    if (remove) {
      remove.before(button);
      return;
    }
    named("Publish")?.parentElement?.after(button);
  };
  const stop = watchDraft(store, place);
  const observer = new MutationObserver(() => {
    if (!button.isConnected) place();
  });
  observer.observe(doc.body, { childList: true, subtree: true });
  place();
  return () => {
    stop();
    observer.disconnect();
    button.remove();
    win.confirm = ask;
  };
};
