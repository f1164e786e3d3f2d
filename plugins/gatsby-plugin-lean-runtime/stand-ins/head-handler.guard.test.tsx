/**
 * Guard of the head-handler stand-in: Gatsby's real browser head handler, from node_modules, run
 * through the stand-in as a visitor moves within the site. The stand-in switches from its own
 * effect to Gatsby's handler between two renders of Gatsby's page renderer, which React allows only
 * while that handler calls exactly one hook.
 */
import { act, render } from "@testing-library/react";
import React from "react";
import { headHandlerForBrowser, type HeadHandlerArgs } from "./head-handler";

// The build aliases this name to the handler in Gatsby's runtime (see unused-runtime.ts).
jest.mock(
  "gatsby-head-handler",
  () => jest.requireActual("gatsby/cache-dir/head/head-export-handler-for-browser.js"),
  { virtual: true },
);
// Gatsby writes its list of browser plugins at build time; this site's add nothing to heads.
jest.mock("gatsby/cache-dir/api-runner-browser-plugins", () => [], { virtual: true });

const Page = () => null;
const headFor = (title: string) => {
  const PageHead = () => <title>{title}</title>;
  return PageHead;
};
const argsFor = (pathname: string, title: string): HeadHandlerArgs => ({
  pageComponent: { default: Page, Head: headFor(title) },
  staticQueryResults: {},
  pageComponentProps: { path: pathname, location: { pathname } },
});

/** Gatsby's page renderer calls the handler in its body, on every render. */
const PageRenderer = ({ args }: { args: HeadHandlerArgs }) => {
  headHandlerForBrowser(args);
  return <main>{String(args.pageComponentProps.path)}</main>;
};

const headTitle = () => document.head.querySelector("title")?.textContent ?? null;

it("lean runtime, head-handler stand-in: Gatsby's own handler takes over without breaking React's hooks", async () => {
  const errors = jest.spyOn(console, "error");
  // jsdom's page is at "/": the visitor arrived there, and the server's head stays.
  const view = render(<PageRenderer args={argsFor("/", "Home")} />);
  expect(headTitle()).toBeNull();

  view.rerender(<PageRenderer args={argsFor("/contact", "Contact")} />);
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  for (let tries = 0; headTitle() !== "Contact" && tries < 50; tries += 1) {
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
  }
  expect(headTitle()).toBe("Contact");

  // Every later page runs Gatsby's handler straight away.
  view.rerender(<PageRenderer args={argsFor("/privacy-policy", "Privacy policy")} />);
  for (let tries = 0; headTitle() !== "Privacy policy" && tries < 50; tries += 1) {
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
  }
  expect(headTitle()).toBe("Privacy policy");
  expect(errors).not.toHaveBeenCalled();
});
