import React from "react";
import { Link } from "gatsby";
import { ROUTES, TOP_BAR_ROUTES } from "../../config/routes";
import { useSiteConfig } from "../../config/use-site-config";
import { classNames } from "../class-names";
import { StoreBadges } from "../store-badge/store-badge";
import { SpriteArt } from "../svg-sprite/sprite-art";
import { useLocalPath, useTexts } from "../../i18n/texts";
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
  const texts = useTexts("topBar");
  const { routes } = useTexts("site");
  const local = useLocalPath();
  return (
    <header className={styles.bar}>
      <div className={styles.inner}>
        <Link to={local(ROUTES.home.path)} className={styles.brand}>
          <SpriteArt name="logo" className={styles.logo} />
          <span>{productName}</span>
        </Link>
        <nav aria-label={texts.nav} className={styles.nav}>
          {TOP_BAR_ROUTES.map((name) => (
            <Link key={name} to={local(ROUTES[name].path)} className={styles.link}>
              {routes[name].navLabel}
            </Link>
          ))}
        </nav>
        <button
          type="button"
          className={classNames(styles.link, styles.getApp)}
          aria-label={texts.getTheApp}
          {...opensBadges}
        >
          {texts.getTheAppShown}
        </button>
        <div id={BADGES_ID} className={styles.panel} {...popover}>
          <StoreBadges location="header" className={styles.badges} />
        </div>
      </div>
    </header>
  );
};
