import type { GatsbySSR } from "gatsby";
import { withoutPagePathScript } from "./page-path-script";

export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = (
  { pathname, getPostBodyComponents, replacePostBodyComponents },
  options,
) => {
  const { pagePathScriptless } = options as { pagePathScriptless?: string };
  if (!pagePathScriptless) return;
  replacePostBodyComponents(
    withoutPagePathScript(pathname, getPostBodyComponents(), pagePathScriptless),
  );
};
