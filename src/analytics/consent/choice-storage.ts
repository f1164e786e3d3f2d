import { persistenceCookieName } from "../mixpanel/ingestion";
import { CONSENT_STORAGE, type ChoiceStorage, type ConsentChoice } from "./consent";

// Only the consent bar's chunk writes the answer or clears storage: none of this is first-load code.

export const saveChoice = (storage: () => ChoiceStorage, choice: ConsentChoice, now: number) => {
  try {
    storage().setItem(CONSENT_STORAGE.key, JSON.stringify({ choice, at: now }));
  } catch {
    // The choice still holds for this page.
  }
};

/** The library's keys all name the token: mp_<token>_mixpanel, __mpq_<token>_ev, mp_tab_id_… */
const isLibraryKey = (token: string) => (key: string) =>
  /^(mp_|__mp)/.test(key) && key.includes(token);

/** Removes what the library stored, when a visitor who had agreed declines. */
export const forgetStored = (token: string, win: Window) => () => {
  try {
    win.document.cookie = `${persistenceCookieName(token)}=; max-age=0; path=/`;
    [win.localStorage, win.sessionStorage].forEach((storage) =>
      Object.keys(storage)
        .filter(isLibraryKey(token))
        .forEach((key) => storage.removeItem(key)),
    );
  } catch {
    // Storage that cannot be reached holds nothing of ours either.
  }
};
