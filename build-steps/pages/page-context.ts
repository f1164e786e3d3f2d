import type { Actions, Page } from "gatsby";

/** Adds to the context of a page Gatsby made from src/pages: Gatsby's way is to make it anew. */
export const addPageContext = (
  actions: Pick<Actions, "createPage" | "deletePage">,
  page: Page,
  context: Record<string, unknown>,
): void => {
  actions.deletePage(page);
  actions.createPage({ ...page, context: { ...page.context, ...context } });
};
