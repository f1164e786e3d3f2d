import React, { type ReactNode } from "react";
import * as styles from "./page-section.module.css";

type PageSectionProps = { children: ReactNode; width?: "prose" | "wide" };

export const PageSection = ({ children, width = "prose" }: PageSectionProps) => (
  <div className={`${styles.section} ${styles[width]}`}>{children}</div>
);
