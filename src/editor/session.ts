import type { PhotoFact } from "../recipes/rules/photo";

/** What this editor window did: what the status reports on, and the photos it read. */
export type Session = {
  /** The last save: the file, what to call it and where it shows on the site. */
  lastSaved?: { file: string; name: string; sitePath: string; at: number };
  /** Photos chosen in this window, by their `image` value, with what the browser read of them. */
  photos: Map<string, PhotoFact>;
  /** Calls each listener after a save. */
  saved: (details: NonNullable<Session["lastSaved"]>) => void;
  onSaved: (listener: () => void) => void;
};

export const createSession = (): Session => {
  const listeners: (() => void)[] = [];
  const session: Session = {
    photos: new Map(),
    saved: (details) => {
      session.lastSaved = details;
      listeners.forEach((listener) => listener());
    },
    onSaved: (listener) => {
      listeners.push(listener);
    },
  };
  return session;
};
