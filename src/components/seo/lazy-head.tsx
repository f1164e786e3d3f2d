import React, { lazy, type ComponentType } from "react";
import type { HeadProps } from "gatsby";

type PageHeads = typeof import("../../heads/page-heads");
type HeadName = keyof PageHeads;
// Gatsby hands every page's Head the same props; each head reads what its page has.
type AnyHeadProps = HeadProps<never, never>;

/** Gatsby marks the tags a page's `Head` wrote, on the server and in the browser alike. */
export const GATSBY_HEAD_MARK = "data-gatsby-head";

/**
 * The tags the server wrote into the head of the page the visitor arrived on. Unmarked, they are
 * no longer Gatsby's: it removes its marked tags whenever a page re-renders and writes the new
 * page's `Head` in their place, and on this page that `Head` draws nothing.
 */
const arrivalTags: Element[] =
  typeof document === "undefined"
    ? []
    : Array.from(document.head.querySelectorAll(`[${GATSBY_HEAD_MARK}]`));
for (const tag of arrivalTags) tag.removeAttribute(GATSBY_HEAD_MARK);
let arrivalPath: string | null =
  typeof window === "undefined" || arrivalTags.length === 0 ? null : window.location.pathname;

/** Whether the visitor is still on the page they arrived on, whose head the server wrote. */
export const onArrivalPage = () => arrivalPath !== null;

/** Called before each route change: leaving the arrival page takes its server-written head away. */
export const noteRoute = (pathname: string) => {
  if (arrivalPath === null || pathname === arrivalPath) return;
  arrivalPath = null;
  for (const tag of arrivalTags) tag.remove();
};

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
  const Head = (props: AnyHeadProps) => (onArrivalPage() ? null : <Drawn {...props} />);
  Head.displayName = `LazyHead(${name})`;
  return Head;
};
