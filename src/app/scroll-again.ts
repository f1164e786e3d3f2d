import { latestScroll } from "./note-scroll";

/**
 * Scrolls again as the latest move within the site did, once content drawn after its page (see
 * server-kept.tsx) has made the page long enough and drawn its sections: to the section the
 * address names, or back to where the visitor was. Apart from `noteScroll`, which every page
 * runs, so that only pages with such content carry it.
 */
export const scrollAgain = () => {
  const { hash, pathname } = window.location;
  if (hash) {
    document.getElementById(decodeURI(hash).slice(1))?.scrollIntoView();
    return;
  }
  const latest = latestScroll();
  if (latest?.pathname === pathname) window.scrollTo(...latest.position);
};
