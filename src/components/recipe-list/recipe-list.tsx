import React, { type ReactNode } from "react";
import type { RecipeNode } from "../../recipes/recipe";
import { PageHeader } from "../page-header/page-header";
import { PageSection } from "../page-section/page-section";
import { followWithinSite } from "../server-kept/follow-within-site";
import { keptFromServer } from "../server-kept/server-kept";
import { recipeListTitle } from "./recipe-list-text";

/** The cards never change once drawn: a first visit keeps the server's, whose links still work. */
const RecipeCards = keptFromServer(
  () => import(/* webpackChunkName: "recipe-list-parts" */ "./recipe-cards"),
  (cards) => cards.RecipeCards,
  { onClick: followWithinSite },
);

type RecipeListProps = {
  nodes: readonly RecipeNode[];
  page: number;
  pageCount: number;
  /** The fridge picker, on the list's first page. */
  children?: ReactNode;
};

export const RecipeList = ({ nodes, page, pageCount, children }: RecipeListProps) => (
  <PageSection width="wide">
    <PageHeader title={recipeListTitle(page, pageCount)} />
    {children}
    <RecipeCards nodes={nodes} page={page} pageCount={pageCount} />
  </PageSection>
);
