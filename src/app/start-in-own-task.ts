import { builtLeverOn } from "../../plugins/gatsby-plugin-lean-runtime/built-switch";

/**
 * What the site's `onClientEntry` hands back to Gatsby, which waits for it before it starts the
 * page: its router made, the page's data requested, then hydration. With the lean runtime's
 * `start-in-own-task` lever, a promise kept in the next task, so that start does not share the
 * task that has just evaluated every module of the app, React's among them: on a phone those are
 * two shorter tasks where there was one long one. Off, and under `gatsby develop` (whose levers
 * are all off), nothing: Gatsby starts at once, as it would.
 */
export const startInOwnTask = (win: Window): Promise<void> | undefined =>
  process.env.NODE_ENV === "production" && builtLeverOn("start-in-own-task")
    ? new Promise((resolve) => {
        win.setTimeout(resolve, 0);
      })
    : undefined;
