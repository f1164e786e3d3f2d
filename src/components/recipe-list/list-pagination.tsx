import React from "react";
import { Link } from "gatsby";
import { listNavigation } from "../../recipes/list-navigation";
import { PAGES_LABEL } from "./recipe-cards-text";
import * as styles from "./recipe-list.module.css";

type ListPaginationProps = { page: number; pageCount: number };

export const ListPagination = ({ page, pageCount }: ListPaginationProps) => {
  if (pageCount <= 1) return null;
  const { previous, next, pages } = listNavigation({ page, pageCount });
  return (
    <nav className={styles.pagination} aria-label={PAGES_LABEL}>
      {previous ? (
        <Link className={styles.step} to={previous} rel="prev">
          ← Previous
        </Link>
      ) : null}
      <ol className={styles.numbers}>
        {pages.map((link) => (
          <li key={link.page} className={link.afterGap ? styles.afterGap : undefined}>
            {link.current ? (
              <span className={styles.current} aria-current="page">
                <span className="visually-hidden">Page </span>
                {link.page}
              </span>
            ) : (
              <Link className={styles.number} to={link.path}>
                <span className="visually-hidden">Page </span>
                {link.page}
              </Link>
            )}
          </li>
        ))}
      </ol>
      {next ? (
        <Link className={styles.step} to={next} rel="next">
          Next →
        </Link>
      ) : null}
    </nav>
  );
};
