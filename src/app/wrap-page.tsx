import React from "react";
import type { GatsbyBrowser } from "gatsby";
import { Layout } from "../components/layout/layout";
import { isLanguageContext, LanguageProvider } from "../i18n/texts";

export const wrapPageElement: GatsbyBrowser["wrapPageElement"] = ({ element, props }) => {
  const { pageContext } = props;
  if (!isLanguageContext(pageContext)) {
    throw new Error(`The page ${props.location.pathname} was made without its language's words.`);
  }
  return (
    <LanguageProvider value={pageContext}>
      <Layout pathname={props.location.pathname}>{element}</Layout>
    </LanguageProvider>
  );
};
