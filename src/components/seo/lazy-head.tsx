import React, { lazy, type ComponentType } from "react";
import type { HeadProps } from "gatsby";

type PageHeads = typeof import("../../heads/page-heads");
type HeadName = keyof PageHeads;
// Gatsby hands every page's Head the same props; each head reads what its page has.
type AnyHeadProps = HeadProps<never, never>;

/** The bundle's stage (build-steps/webpack/built-site-config.ts); none in tests. */
declare const BUILT_STAGE: string | undefined;

const loadHeads = () => import(/* webpackChunkName: "page-heads" */ "../../heads/page-heads");

/**
 * A page's `Head` whose head-building code (titles, social tags, structured data) comes in a chunk
 * of its own, fetched when Gatsby first draws a head in the browser. On the page a visitor arrives
 * on, the lean runtime's head handler leaves the head the server wrote as it is, so that code
 * comes only with a move within the site.
 */
export const lazyHead = (name: HeadName): ComponentType<AnyHeadProps> => {
  // Gatsby's server render writes heads synchronously (renderToString), so it takes them as they
  // are. The test is written out in full so that webpack drops this branch, and the heads with
  // it, from the browser's bundle.
  if (
    typeof BUILT_STAGE !== "undefined" &&
    (BUILT_STAGE === "build-html" || BUILT_STAGE === "develop-html")
  ) {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- synchronous on the server only
    const heads = require("../../heads/page-heads") as PageHeads;
    return heads[name] as ComponentType<AnyHeadProps>;
  }
  const Drawn = lazy(() =>
    loadHeads().then((heads) => ({ default: heads[name] as ComponentType<AnyHeadProps> })),
  );
  const Head = (props: AnyHeadProps) => <Drawn {...props} />;
  Head.displayName = `LazyHead(${name})`;
  return Head;
};
