import React, { Suspense } from "react";
import { render, screen } from "@testing-library/react";
import type { HeadProps } from "gatsby";
import { keepsServerHead } from "../../app/arrival-page";
import { lazyHead } from "./lazy-head";

jest.mock("../../app/arrival-page", () => ({ keepsServerHead: jest.fn() }));
jest.mock("../../heads/page-heads", () => ({
  ContactHead: () => <title>Contact, drawn</title>,
}));

const headProps = { location: { pathname: "/contact" } } as unknown as HeadProps<never, never>;

describe("lazyHead", () => {
  it("draws nothing on the arrival page, whose head the server wrote", () => {
    jest.mocked(keepsServerHead).mockReturnValue(true);
    const Head = lazyHead("ContactHead");
    const { container } = render(<Head {...headProps} />);
    expect(container).toBeEmptyDOMElement();
  });

  it("draws the page's head from the lazily loaded heads once the visitor has moved", async () => {
    jest.mocked(keepsServerHead).mockReturnValue(false);
    const Head = lazyHead("ContactHead");
    render(
      <Suspense fallback={null}>
        <Head {...headProps} />
      </Suspense>,
    );
    expect(await screen.findByText("Contact, drawn")).toBeInTheDocument();
  });
});
