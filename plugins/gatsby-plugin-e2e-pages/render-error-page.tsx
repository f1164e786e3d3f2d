import React, { useSyncExternalStore } from "react";
import type { HeadProps } from "gatsby";
import { Seo } from "../../src/components/seo/seo";
import type { LanguageContext } from "../../src/i18n/texts";
import { RENDER_ERROR_MESSAGE } from "./e2e-pages";

const subscribe = () => () => undefined;

/** Renders on the server and hydrates cleanly, then fails in the browser as a broken page would. */
const RenderErrorPage = () => {
  const inBrowser = useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
  if (inBrowser) throw new Error(RENDER_ERROR_MESSAGE);
  return <p>Loading the test page…</p>;
};

export default RenderErrorPage;

export const Head = ({ location, pageContext }: HeadProps<object, LanguageContext>) => (
  <Seo
    page={pageContext}
    title="Render error test"
    pathname={location.pathname}
    description="A page that fails to render, for the end-to-end tests."
    noindex
  />
);
