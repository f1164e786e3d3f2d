import { startTransition, type ReactElement } from "react";
import type { Container } from "react-dom";
import { createRoot, hydrateRoot } from "react-dom/client";

/**
 * Gatsby hydrates the server's page as one urgent render: React walks every element of the page
 * without pausing, one long task of a phone's main thread (the home page's two rows of cards are
 * the longest). Started as a transition, the same hydration runs in slices of about 5 ms with the
 * browser free between them, so scrolling, painting and the page's other tasks go on meanwhile. A
 * visitor who clicks or types before it ends loses nothing: React finishes hydrating at once for
 * that event and then handles it.
 *
 * A page with no server markup (none here; Gatsby's own fallback) is drawn, as Gatsby does.
 */
export const hydrateInSlices =
  () =>
  (element: ReactElement, container: Container | null): void => {
    // Gatsby passes its #___gatsby element, which every page's HTML has; React names a missing one.
    const root = container as Element;
    const serverMarkup = document.getElementById("gatsby-focus-wrapper");
    startTransition(() => {
      if (serverMarkup && serverMarkup.children.length > 0) hydrateRoot(root, element);
      else createRoot(root).render(element);
    });
  };
