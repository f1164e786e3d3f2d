/*
 * Two words of Decap's top bars that say something untrue or say nothing:
 *
 * - The site link shows config.yml's `display_url` as its text (Decap strips the protocol from
 *   it, so `site_url: /` reads "/"); Decap has no option for the text of that link. It reads the
 *   site's name instead, from the site's configuration (GATSBY_PRODUCT_NAME), and still leads to
 *   the site's home page.
 * - A new entry nothing has been written in yet is not "Changes saved", as Decap says of any entry
 *   without unsaved changes: it says "Not published yet".
 *
 * Both are found by the class names Decap's components give them (contracts
 * `decap-site-link-class`, `decap-back-status-class` in docs/private-contracts.md); if those change,
 * Decap's own words come back.
 */

/** Decap's site link in the top bar of the lists and of an entry (its SettingsDropdown). */
export const SITE_LINK = 'a[class*="-AppHeaderSiteLink"]';
/** Decap's "Changes saved" under the way back in an entry's toolbar. */
export const BACK_STATUS_UNCHANGED = '[class*="-BackStatusUnchanged"]';

/** What the site link says when the site has no name. */
export const SITE_LINK_FALLBACK = "View site";
export const NEW_ENTRY_STATUS = "Not published yet";
/** Marks a status this module rewrote, for editor.css to show it as a state, not a success. */
export const NEW_ENTRY_MARK = "data-new-entry";

/** Whether the address is a new entry's form, e.g. "#/collections/recipes/new". */
export const isNewEntryAddress = (hash: string): boolean =>
  /^#?\/collections\/[^/]+\/new(\?|$)/.test(hash);

/** Gives the words to whatever of the two is on screen under `root`; returns how many changed. */
export const nameToolbar = (root: ParentNode, siteName: string, hash: string): number => {
  let changed = 0;
  const words = siteName.trim() || SITE_LINK_FALLBACK;
  root.querySelectorAll<HTMLAnchorElement>(SITE_LINK).forEach((link) => {
    if (link.textContent === words) return;
    link.textContent = words;
    changed += 1;
  });
  const isNew = isNewEntryAddress(hash);
  root.querySelectorAll<HTMLElement>(BACK_STATUS_UNCHANGED).forEach((status) => {
    if (!isNew) {
      // Decap's own words, once the entry is saved and has its own address.
      if (status.hasAttribute(NEW_ENTRY_MARK)) {
        status.removeAttribute(NEW_ENTRY_MARK);
        status.textContent = status.dataset.decapWords ?? status.textContent;
        changed += 1;
      }
      return;
    }
    if (status.hasAttribute(NEW_ENTRY_MARK) && status.textContent === NEW_ENTRY_STATUS) return;
    status.dataset.decapWords = status.textContent ?? "";
    status.setAttribute(NEW_ENTRY_MARK, "");
    status.textContent = NEW_ENTRY_STATUS;
    changed += 1;
  });
  return changed;
};

/** Keeps those words as Decap draws its top bars. */
export const keepToolbarWords = (siteName: string, doc: Document = document): (() => void) => {
  let scheduled = false;
  const update = () => {
    scheduled = false;
    nameToolbar(doc.body, siteName, doc.location?.hash ?? "");
  };
  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    queueMicrotask(update);
  };
  const observer = new MutationObserver(schedule);
  observer.observe(doc.body, { childList: true, subtree: true, characterData: true });
  doc.defaultView?.addEventListener("hashchange", schedule);
  schedule();
  return () => {
    observer.disconnect();
    doc.defaultView?.removeEventListener("hashchange", schedule);
  };
};
