import React, { lazy, type ComponentType } from "react";
import type { HeadProps } from "gatsby";
import { keepsServerHead } from "../../app/arrival-page";

type PageHeads = typeof import("../../heads/page-heads");
type HeadName = keyof PageHeads;
// Gatsby hands every page's Head the same props; each head reads what its page has.
type AnyHeadProps = HeadProps<never, never>;

const loadHeads = () => import(/* webpackChunkName: "page-heads" */ "../../heads/page-heads");

/**
 * A page's `Head` that sends the head-building code (titles, social tags, structured data) only
 * to visitors who move to the page within the site. The page a visitor arrives on keeps the head
 * the server wrote (a development server writes none, so there every head is drawn).
 */
export const lazyHead = (name: HeadName): ComponentType<AnyHeadProps> => {
  // Gatsby's server render writes heads synchronously (renderToString), so it takes them as they
  // are. The test is written out in full so that webpack drops this branch, and the heads with
  // it, from the browser's bundle.
  if (process.env.BUILD_STAGE === "build-html" || process.env.BUILD_STAGE === "develop-html") {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- synchronous on the server only
    const heads = require("../../heads/page-heads") as PageHeads;
    return heads[name] as ComponentType<AnyHeadProps>;
  }
  const Drawn = lazy(() =>
    loadHeads().then((heads) => ({ default: heads[name] as ComponentType<AnyHeadProps> })),
  );
  const Head = (props: AnyHeadProps) => (keepsServerHead() ? null : <Drawn {...props} />);
  Head.displayName = `LazyHead(${name})`;
  return Head;
};
