import type { Texts } from "../../i18n/texts";
import { fill } from "../../i18n/words";

type ListTexts = Texts["recipeList"];

const where = (page: number, pageCount: number) => ({
  page: String(page),
  pageCount: String(pageCount),
});

/** The first page is plain "Recipes"; later ones say where in the list they are. */
export const recipeListTitle = (t: ListTexts, page: number, pageCount: number): string =>
  page <= 1 ? t.title : fill(t.titlePage, where(page, pageCount));

/** Each page of the list its own description, as search results show them side by side. */
export const recipeListDescription = (t: ListTexts, page: number, pageCount: number): string =>
  page <= 1 ? t.description : fill(t.descriptionPage, where(page, pageCount));
