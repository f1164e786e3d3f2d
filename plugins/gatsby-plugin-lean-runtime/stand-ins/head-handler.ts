/**
 * Gatsby's head handler as the production browser bundle carries it (see unused-runtime.ts).
 *
 * Gatsby's page renderer calls `headHandlerForBrowser` on every render: an effect that draws the
 * page's `Head` into a hidden element and copies the result into `<head>`. On the first
 * server-rendered page a visitor arrives on, the site's `Head`s draw nothing and the tags the
 * server wrote stay, so the handler has nothing to do there. Gatsby's handler, with its diffing of
 * head tags, therefore comes in its own chunk, once the visitor moves to another page within the
 * site.
 *
 * Contract: Gatsby's handler calls exactly one hook (see head-handler.guard.test.tsx).
 */
import { useEffect, useReducer } from "react";
import type { ComponentType } from "react";
// Gatsby's own handler, from its `.cache` runtime (the build aliases this name to it).
import type { HeadHandlerArgs } from "gatsby-head-handler";

export type { HeadHandlerArgs };
type HeadHandler = (args: HeadHandlerArgs) => void;

let gatsbyHandler: HeadHandler | undefined;
let loading: Promise<HeadHandler> | undefined;

const loadGatsbyHandler = (): Promise<HeadHandler> => {
  loading ??= import(/* webpackChunkName: "page-heads" */ "gatsby-head-handler").then(
    (module) => (gatsbyHandler = module.headHandlerForBrowser),
    (error: unknown) => {
      // The next page's render tries again (a dropped connection may be back by then).
      loading = undefined;
      throw error;
    },
  );
  return loading;
};

/** The address the visitor arrived on, until they move to another page within the site. */
let arrivalPath: string | null = typeof window === "undefined" ? null : window.location.pathname;

const onArrivalPage = ({ pageComponentProps }: HeadHandlerArgs) => {
  const { pathname } = (pageComponentProps.location ?? {}) as { pathname?: string };
  if (arrivalPath !== null && pathname !== undefined && pathname !== arrivalPath) {
    arrivalPath = null;
  }
  return arrivalPath !== null;
};

const hasHead = ({ pageComponent }: HeadHandlerArgs) =>
  typeof (pageComponent as { Head?: ComponentType } | undefined)?.Head === "function";

function useHeadHandler(args: HeadHandlerArgs): void {
  const [, drawAgain] = useReducer((draws: number) => draws + 1, 0);
  // Both branches call exactly one effect hook on every render, so React sees the same hooks in
  // the same order whichever branch runs: Gatsby's handler is itself one effect without deps.
  if (gatsbyHandler) return gatsbyHandler(args);
  // eslint-disable-next-line react-hooks/rules-of-hooks -- one effect in either branch (see above)
  useEffect(() => {
    if (onArrivalPage(args) || !hasHead(args)) return;
    let current = true;
    loadGatsbyHandler().then(
      // A new render now runs Gatsby's handler, which draws this page's head.
      () => current && drawAgain(),
      (error: unknown) => console.error("The page's head could not be loaded.", error),
    );
    return () => {
      current = false;
    };
  });
}

/** Under the name Gatsby's page renderer calls, as a hook (it runs in the renderer's body). */
export const headHandlerForBrowser = useHeadHandler;
