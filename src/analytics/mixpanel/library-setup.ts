import { LIBRARY_DATABASES } from "./library-databases";

/**
 * The library keeps its database connections open for the life of the page, which would hold up
 * their deletion until the visitor leaves. Closing each when a deletion asks for it (the standard
 * answer to `versionchange`) lets a decline remove them at once.
 */
const closeOnDeletion = (factory: IDBFactory | undefined) => {
  if (!factory) return;
  const open = factory.open.bind(factory);
  factory.open = (name: string, version?: number) => {
    const request = open(name, version);
    if ((LIBRARY_DATABASES as ReadonlyArray<string>).includes(name)) {
      request.addEventListener("success", () => {
        const database = request.result;
        database.addEventListener("versionchange", () => database.close());
      });
    }
    return request;
  };
};

/**
 * The library copies a search engine's query words from the referrer into its cookie, and no
 * setting stops it; it is shown the referrer without its query, as events record it.
 */
const referrerWithoutQuery = (doc: Document) => {
  const [address = ""] = doc.referrer.split(/[?#]/);
  if (address !== doc.referrer) {
    Object.defineProperty(doc, "referrer", { configurable: true, get: () => address });
  }
};

/** Run once, before the library starts. */
export const prepareForLibrary = (win: Window) => {
  closeOnDeletion(win.indexedDB);
  referrerWithoutQuery(win.document);
};

/**
 * The library's scroll tracking measures when a scroll ends; a visitor whose first input was a
 * scroll finished it before the library arrived, so it is told where the page now stands.
 */
export const reportScrollSoFar = (win: Window) => {
  if (win.scrollY > 0) win.dispatchEvent(new Event("onscrollend" in win ? "scrollend" : "scroll"));
};
