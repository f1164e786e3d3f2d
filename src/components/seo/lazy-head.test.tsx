import React, { Suspense } from "react";
import { render, screen } from "@testing-library/react";
import type { HeadProps } from "gatsby";

jest.mock("../../heads/page-heads", () => ({
  ContactHead: () => <title>Contact, drawn</title>,
}));

type LazyHeadModule = typeof import("./lazy-head");

const SERVER_HEAD = `
  <title data-gatsby-head="true">Contact | Pantry Chef</title>
  <meta name="description" content="Write to us." data-gatsby-head="true">
  <meta charset="utf-8">`;

/** A fresh copy of the module, read as it is when the app starts on a page with this head. */
const arriveOn = (pathname: string, head: string): LazyHeadModule => {
  document.head.innerHTML = head;
  window.history.replaceState(null, "", pathname);
  let module: LazyHeadModule | undefined;
  jest.isolateModules(() => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- a fresh module per test
    module = require("./lazy-head") as LazyHeadModule;
  });
  if (!module) throw new Error("lazy-head did not load");
  return module;
};

const headProps = { location: { pathname: "/contact" } } as unknown as HeadProps<never, never>;

describe("lazyHead", () => {
  it("hands the server's tags on the arrival page over from Gatsby and draws nothing there", () => {
    const { lazyHead, onArrivalPage, GATSBY_HEAD_MARK } = arriveOn("/contact", SERVER_HEAD);
    expect(document.head.querySelectorAll(`[${GATSBY_HEAD_MARK}]`)).toHaveLength(0);
    expect(document.head.querySelectorAll("title, meta")).toHaveLength(3);
    expect(onArrivalPage()).toBe(true);
    const Head = lazyHead("ContactHead");
    const { container } = render(<Head {...headProps} />);
    expect(container).toBeEmptyDOMElement();
  });

  it("keeps them through a hash change on the same page", () => {
    const { noteRoute, onArrivalPage } = arriveOn("/contact", SERVER_HEAD);
    noteRoute("/contact");
    expect(onArrivalPage()).toBe(true);
    expect(document.title).toBe("Contact | Pantry Chef");
  });

  it("removes them on leaving, and draws each later head from the lazily loaded heads", async () => {
    const { lazyHead, noteRoute, onArrivalPage } = arriveOn("/contact", SERVER_HEAD);
    noteRoute("/privacy-policy");
    expect(onArrivalPage()).toBe(false);
    expect(document.head.querySelector("title")).toBeNull();
    // The tag Gatsby did not write stays.
    expect(document.head.querySelector("meta[charset]")).not.toBeNull();
    noteRoute("/contact");
    expect(onArrivalPage()).toBe(false);
    const Head = lazyHead("ContactHead");
    render(
      <Suspense fallback={null}>
        <Head {...headProps} />
      </Suspense>,
    );
    expect(await screen.findByText("Contact, drawn")).toBeInTheDocument();
  });

  it("draws every head where the server wrote none, as a development server does", () => {
    const { onArrivalPage } = arriveOn("/contact", '<meta charset="utf-8">');
    expect(onArrivalPage()).toBe(false);
  });
});
