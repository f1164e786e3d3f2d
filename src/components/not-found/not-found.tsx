import React from "react";
import { Link } from "gatsby";
import { ROUTES } from "../../config/routes";
import { useLocalPath, useTexts } from "../../i18n/texts";
import { recipeListPath } from "../../recipes/list-pages";
import { PageHeader } from "../page-header/page-header";
import { PageSection } from "../page-section/page-section";
import * as styles from "./not-found.module.css";

/** A wrong address still leads somewhere: to the recipes first, which most visitors came for. */
export const NotFound = () => {
  const { notFound } = useTexts("site");
  const texts = useTexts("notFound");
  const local = useLocalPath();
  return (
    <PageSection>
      <PageHeader title={notFound.title}>
        <p>{texts.text}</p>
      </PageHeader>
      <ul className={styles.ways}>
        <li>
          <Link className={styles.primary} to={local(recipeListPath(1))}>
            {notFound.browseRecipes}
          </Link>
        </li>
        <li>
          <Link className={styles.secondary} to={local(ROUTES.home.path)}>
            {texts.homeLink}
          </Link>
        </li>
      </ul>
    </PageSection>
  );
};
