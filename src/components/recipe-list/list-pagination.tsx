import React from "react";
import { Link } from "gatsby";
import { listNavigation } from "../../recipes/list-navigation";
import { useLocalPath, useTexts } from "../../i18n/texts";
import * as styles from "./recipe-list.module.css";

type ListPaginationProps = { page: number; pageCount: number };

export const ListPagination = ({ page, pageCount }: ListPaginationProps) => {
  const t = useTexts("recipeList");
  const local = useLocalPath();
  if (pageCount <= 1) return null;
  const { previous, next, pages } = listNavigation({ page, pageCount });
  return (
    <nav className={styles.pagination} aria-label={t.pagesLabel}>
      {previous ? (
        <Link className={styles.step} to={local(previous)} rel="prev">
          {t.previous}
        </Link>
      ) : null}
      <ol className={styles.numbers}>
        {pages.map((link) => (
          <li key={link.page} className={link.afterGap ? styles.afterGap : undefined}>
            {link.current ? (
              <span className={styles.current} aria-current="page">
                <span className="visually-hidden">{`${t.page} `}</span>
                {link.page}
              </span>
            ) : (
              <Link className={styles.number} to={local(link.path)}>
                <span className="visually-hidden">{`${t.page} `}</span>
                {link.page}
              </Link>
            )}
          </li>
        ))}
      </ol>
      {next ? (
        <Link className={styles.step} to={local(next)} rel="next">
          {t.next}
        </Link>
      ) : null}
    </nav>
  );
};
