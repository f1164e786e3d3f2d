import React from "react";
import { Link } from "gatsby";
import { NOT_FOUND, NOT_FOUND_RECIPES_LINK, ROUTES } from "../../config/routes";
import { recipeListPath } from "../../recipes/list-pages";
import { PageHeader } from "../page-header/page-header";
import { PageSection } from "../page-section/page-section";
import * as styles from "./not-found.module.css";

const NOT_FOUND_HOME_LINK = "Go to the home page";

/** A wrong address still leads somewhere: to the recipes first, which most visitors came for. */
export const NotFound = () => (
  <PageSection>
    <PageHeader title={NOT_FOUND.title}>
      <p>This page isn&apos;t on the menu. It may have moved, or the address may be mistyped.</p>
    </PageHeader>
    <ul className={styles.ways}>
      <li>
        <Link className={styles.primary} to={recipeListPath(1)}>
          {NOT_FOUND_RECIPES_LINK}
        </Link>
      </li>
      <li>
        <Link className={styles.secondary} to={ROUTES.home.path}>
          {NOT_FOUND_HOME_LINK}
        </Link>
      </li>
    </ul>
  </PageSection>
);
