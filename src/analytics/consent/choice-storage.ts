import { LIBRARY_DATABASES } from "../mixpanel/library-databases";
import { persistenceCookieName } from "../mixpanel/ingestion";
import {
  CONSENT_STORAGE,
  type ChoiceStorage,
  type ConsentChoice,
  type ConsentTerms,
  type StoredChoice,
} from "./consent";

// Only the consent bar's chunk writes the answer or clears storage: none of this is first-load code.

export const saveChoice = (
  storage: () => ChoiceStorage,
  terms: ConsentTerms,
  choice: ConsentChoice,
  now: number,
) => {
  const record: StoredChoice = { ...terms, choice, at: now };
  try {
    storage().setItem(CONSENT_STORAGE.key, JSON.stringify(record));
  } catch {
    // The choice still holds for this page.
  }
};

/** The mark the library keeps while it refuses to send anything (`opt_out_tracking`). */
export const optOutKey = (token: string) => `__mp_opt_in_out_${token}`;

/** The library's keys all name the token: mp_<token>_mixpanel, __mpq_<token>_ev, mp_tab_id_… */
const isLibraryKey = (token: string) => (key: string) =>
  /^(mp_|__mp)/.test(key) && key.includes(token);

const removeKeys = (win: Window, matches: (key: string) => boolean) => {
  try {
    [win.localStorage, win.sessionStorage].forEach((storage) =>
      Object.keys(storage)
        .filter(matches)
        .forEach((key) => storage.removeItem(key)),
    );
  } catch {
    // Storage that cannot be reached holds nothing of ours either.
  }
};

export type ForgetOptions = {
  /**
   * A session recorder may still be uploading its last seconds; the library refuses that upload
   * while its opt-out mark is there, so the mark stays until the visitor leaves the page.
   */
  keepOptOutUntilLeave: boolean;
};

/**
 * Removes what analytics stored, when a visitor declines: the identity cookie, the library's
 * local and session storage, and its IndexedDB databases.
 */
export const forgetStored =
  (token: string, win: Window, { keepOptOutUntilLeave }: ForgetOptions) =>
  () => {
    try {
      win.document.cookie = `${persistenceCookieName(token)}=; max-age=0; path=/`;
    } catch {
      // No cookie can have been written either.
    }
    const optOut = optOutKey(token);
    const library = isLibraryKey(token);
    removeKeys(win, (key) => library(key) && (key !== optOut || !keepOptOutUntilLeave));
    // A request the library sent before the decline may still answer, and it then rewrites its
    // (now empty) queue: everything goes again as the page does.
    win.addEventListener("pagehide", () => removeKeys(win, library), { once: true });
    LIBRARY_DATABASES.forEach((name) => {
      try {
        win.indexedDB?.deleteDatabase(name);
      } catch {
        // A browser without IndexedDB has none to remove.
      }
    });
  };
