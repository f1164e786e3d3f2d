import React from "react";
import { render, screen } from "@testing-library/react";
import { ERROR_PAGE_TITLE, ErrorBoundary } from "./error-boundary";

const Broken = (): never => {
  throw new Error("recipe exploded");
};

const Page = ({ broken }: { broken: boolean }) => (broken ? <Broken /> : <p>Contact page</p>);

describe("ErrorBoundary", () => {
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    consoleError = jest.spyOn(console, "error").mockImplementation(() => undefined);
  });
  afterEach(() => consoleError.mockRestore());

  it("shows its children when nothing fails", () => {
    render(
      <ErrorBoundary>
        <p>All good</p>
      </ErrorBoundary>,
    );
    expect(screen.getByText("All good")).toBeInTheDocument();
  });

  it("shows the error page with a way home when a child throws", () => {
    render(
      <ErrorBoundary>
        <Broken />
      </ErrorBoundary>,
    );
    expect(screen.getByRole("heading", { level: 1, name: ERROR_PAGE_TITLE })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to the home page" })).toHaveAttribute(
      "href",
      "/",
    );
    expect(document.title).toBe(ERROR_PAGE_TITLE);
  });

  it("shows the next page once the route changes", () => {
    const { rerender } = render(
      <ErrorBoundary resetKey="/broken">
        <Page broken />
      </ErrorBoundary>,
    );
    expect(screen.getByRole("heading", { name: ERROR_PAGE_TITLE })).toBeInTheDocument();

    rerender(
      <ErrorBoundary resetKey="/contact">
        <Page broken={false} />
      </ErrorBoundary>,
    );
    expect(screen.getByText("Contact page")).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: ERROR_PAGE_TITLE })).not.toBeInTheDocument();
  });

  it("keeps the error while the route stays the same", () => {
    const { rerender } = render(
      <ErrorBoundary resetKey="/broken">
        <Page broken />
      </ErrorBoundary>,
    );
    rerender(
      <ErrorBoundary resetKey="/broken">
        <Page broken={false} />
      </ErrorBoundary>,
    );
    expect(screen.getByRole("heading", { name: ERROR_PAGE_TITLE })).toBeInTheDocument();
  });

  it("catches a page that fails right after a route change", () => {
    const { rerender } = render(
      <ErrorBoundary resetKey="/">
        <Page broken={false} />
      </ErrorBoundary>,
    );
    rerender(
      <ErrorBoundary resetKey="/broken">
        <Page broken />
      </ErrorBoundary>,
    );
    expect(screen.getByRole("heading", { name: ERROR_PAGE_TITLE })).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith(
      ERROR_PAGE_TITLE,
      expect.objectContaining({ message: "recipe exploded" }),
      expect.anything(),
    );
  });
});
