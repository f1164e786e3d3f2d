import React from "react";
import { Link } from "gatsby";
import { ROUTES, TOP_BAR_ROUTES } from "../../config/routes";
import { useSiteConfig } from "../../config/use-site-config";
import { classNames } from "../class-names";
import { StoreBadges } from "../store-badge/store-badge";
import { SpriteArt } from "../svg-sprite/sprite-art";
import { GET_THE_APP, GET_THE_APP_SHOWN } from "./top-bar-text";
import * as styles from "./top-bar.module.css";

const BADGES_ID = "get-app";

/*
 * On a phone the small badges wait in a popover behind one button, so the bar keeps one row; the
 * browser opens and closes it without the site's code, from the first tap. Wider, the popover's
 * box is dissolved and the badges stand in the bar.
 */
const popover = { popover: "" };
const opensBadges = { popovertarget: BADGES_ID };

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
        <button
          type="button"
          className={classNames(styles.link, styles.getApp)}
          aria-label={GET_THE_APP}
          {...opensBadges}
        >
          {GET_THE_APP_SHOWN}
        </button>
        <div id={BADGES_ID} className={styles.panel} {...popover}>
          <StoreBadges location="header" className={styles.badges} />
        </div>
      </div>
    </header>
  );
};
