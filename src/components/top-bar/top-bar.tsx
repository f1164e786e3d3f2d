import React from "react";
import { Link } from "gatsby";
import { useSiteConfig } from "../../config/use-site-config";
import { LogoMark } from "../logo/logo-mark";
import { StoreBadges } from "../store-badge/store-badge";
import * as styles from "./top-bar.module.css";

export const TopBar = () => {
  const { productName } = useSiteConfig();
  return (
    <header className={styles.bar}>
      <div className={styles.inner}>
        <Link to="/" className={styles.brand}>
          <LogoMark className={styles.logo} />
          <span>{productName}</span>
        </Link>
        <nav aria-label="Main" className={styles.nav}>
          <Link to="/" className={styles.link}>
            Home
          </Link>
          <Link to="/contact" className={styles.link}>
            Contact
          </Link>
        </nav>
        <StoreBadges location="header" className={styles.badges} />
      </div>
    </header>
  );
};
