import React, { type ReactNode } from "react";
import * as styles from "./page-header.module.css";

type PageHeaderProps = { title: string; children?: ReactNode };

export const PageHeader = ({ title, children }: PageHeaderProps) => (
  <header className={styles.header}>
    <h1 className={styles.title}>{title}</h1>
    {children && <div className={styles.intro}>{children}</div>}
  </header>
);
