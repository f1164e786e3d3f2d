import React, { Suspense } from "react";
import { render, screen } from "@testing-library/react";
import type { HeadProps } from "gatsby";
import { lazyHead } from "./lazy-head";

jest.mock("../../heads/page-heads", () => ({
  ContactHead: () => <title>Contact, drawn</title>,
}));

const headProps = { location: { pathname: "/contact" } } as unknown as HeadProps<never, never>;

describe("lazyHead", () => {
  it("draws the page's head from the lazily loaded heads", async () => {
    const Head = lazyHead("ContactHead");
    render(
      <Suspense fallback={null}>
        <Head {...headProps} />
      </Suspense>,
    );
    expect(await screen.findByText("Contact, drawn")).toBeInTheDocument();
  });
});
