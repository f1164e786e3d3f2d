import React, { type ReactNode } from "react";
import * as styles from "./page-section.module.css";

type PageSectionProps = { children: ReactNode; width?: "prose" | "wide" };

/**
 * Both widths start on the same grid line; prose keeps a reading measure. Named one by one, so
 * the build keeps the class names as constants (store-badge.tsx).
 */
const WIDTH_CLASS = { prose: ` ${styles.prose}`, wide: "" };

export const PageSection = ({ children, width = "prose" }: PageSectionProps) => (
  <div className={`${styles.section}${WIDTH_CLASS[width]}`}>{children}</div>
);
