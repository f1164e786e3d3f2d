import React, { useMemo, type ReactNode } from "react";
import { PageHeader } from "../page-header/page-header";
import { PageSection } from "../page-section/page-section";
import { followWithinSite } from "../server-kept/follow-within-site";
import { keptFromServer } from "../server-kept/server-kept";
import { listCards, type ListNode } from "./list-node";
import { useLanguage, useTexts } from "../../i18n/texts";
import { recipeListTitle } from "./list-words";
import { StoredMatches } from "./stored-matches";
// The kept part's rules, inlined with this page's (see keptFromServer).
import "../recipe-card/recipe-card.module.css";
import "./recipe-list.module.css";

/** The cards never change once drawn: a first visit keeps the server's, whose links still work. */
const RecipeCards = keptFromServer(
  () => import(/* webpackChunkName: "recipe-list-parts" */ "./recipe-cards"),
  (cards) => cards.RecipeCards,
  { onClick: followWithinSite },
);

type RecipeListProps = {
  nodes: readonly ListNode[];
  page: number;
  pageCount: number;
  /** The staples' keys, which count as had when this browser's fridge says so. */
  staples: readonly string[];
  /** The fridge picker, on the list's first page: it shows the cards' matches itself. */
  children?: ReactNode;
};

export const RecipeList = ({ nodes, page, pageCount, staples, children }: RecipeListProps) => {
  const language = useLanguage();
  const cards = useMemo(() => listCards(nodes, language), [nodes, language]);
  const t = useTexts("recipeList");
  return (
    <PageSection width="wide">
      <PageHeader title={recipeListTitle(t, page, pageCount)} />
      {children ?? <StoredMatches cards={cards} staples={staples} />}
      <RecipeCards nodes={nodes} page={page} pageCount={pageCount} />
    </PageSection>
  );
};
