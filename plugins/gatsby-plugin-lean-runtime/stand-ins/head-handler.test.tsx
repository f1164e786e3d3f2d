import { act, render } from "@testing-library/react";
import React, { useEffect } from "react";
import { headHandlerForBrowser, type HeadHandlerArgs } from "./head-handler";

/** Gatsby's handler: like the real one, a single effect without deps on every render. */
const mockDrawnHeads: string[] = [];
const mockGatsbyHandler = jest.fn((args: HeadHandlerArgs) => {
  useEffect(() => {
    mockDrawnHeads.push(String(args.pageComponentProps.path));
  });
});
const mockFetchFails = { next: false };
jest.mock(
  "gatsby-head-handler",
  () => {
    if (mockFetchFails.next) {
      mockFetchFails.next = false;
      throw new Error("chunk failed");
    }
    return { headHandlerForBrowser: mockGatsbyHandler };
  },
  { virtual: true },
);

const Page = () => null;
const Head = () => null;
// jsdom's page is at "/": the visitor arrived there.
const argsFor = (path: string, head: unknown = Head): HeadHandlerArgs => ({
  pageComponent: { default: Page, Head: head },
  staticQueryResults: {},
  pageComponentProps: { path, location: { pathname: path } },
});

/** Calls the handler as Gatsby's page renderer does, on every render. */
const PageRenderer = ({ args }: { args: HeadHandlerArgs }) => {
  headHandlerForBrowser(args);
  return <main>{String(args.pageComponentProps.path)}</main>;
};

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

beforeEach(() => {
  jest.spyOn(console, "error").mockImplementation(() => {});
});

afterEach(() => jest.restoreAllMocks());

// The handler, once fetched, stays for the rest of the visit: one visit, step by step.
it("fetches Gatsby's head handler only once the visitor moves on, and then draws every page's head with it", async () => {
  // The arrival page keeps the server's head: no head code is fetched, however often it renders.
  const view = render(<PageRenderer args={argsFor("/")} />);
  await settle();
  view.rerender(<PageRenderer args={argsFor("/")} />);
  await settle();
  expect(mockGatsbyHandler).not.toHaveBeenCalled();

  // A page without a head needs no head code either.
  view.rerender(<PageRenderer args={argsFor("/no-head", null)} />);
  await settle();
  expect(mockGatsbyHandler).not.toHaveBeenCalled();

  // The code cannot be fetched: the console says so, and the next page tries again.
  mockFetchFails.next = true;
  view.rerender(<PageRenderer args={argsFor("/contact")} />);
  await settle();
  expect(mockDrawnHeads).toEqual([]);
  expect(console.error).toHaveBeenCalledWith(
    "The page's head could not be loaded.",
    expect.any(Error),
  );

  view.rerender(<PageRenderer args={argsFor("/privacy-policy")} />);
  await settle();
  expect(mockDrawnHeads).toEqual(["/privacy-policy"]);

  // From then on every render goes straight to Gatsby's handler, with the page's props.
  view.rerender(<PageRenderer args={argsFor("/data-deletion")} />);
  expect(mockGatsbyHandler).toHaveBeenLastCalledWith(argsFor("/data-deletion"));
  await settle();
  expect(mockDrawnHeads).toEqual(["/privacy-policy", "/data-deletion"]);
  expect(console.error).toHaveBeenCalledTimes(1);
});
