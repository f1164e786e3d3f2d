import React from "react";
import { Link } from "gatsby";
import { ROUTES, TOP_BAR_ROUTES } from "../../config/routes";
import { useSiteConfig } from "../../config/use-site-config";
import { StoreBadges } from "../store-badge/store-badge";
import { SpriteArt } from "../svg-sprite/sprite-art";
import * as styles from "./top-bar.module.css";

export const TopBar = () => {
  const { productName } = useSiteConfig();
  return (
    <header className={styles.bar}>
      <div className={styles.inner}>
        <Link to={ROUTES.home.path} className={styles.brand}>
          <SpriteArt name="logo" className={styles.logo} />
          <span>{productName}</span>
        </Link>
        <nav aria-label="Main" className={styles.nav}>
          {TOP_BAR_ROUTES.map(({ path, navLabel }) => (
            <Link key={path} to={path} className={styles.link}>
              {navLabel}
            </Link>
          ))}
        </nav>
        <StoreBadges location="header" className={styles.badges} />
      </div>
    </header>
  );
};
