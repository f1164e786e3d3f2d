import React from "react";
import { render, screen } from "@testing-library/react";
import { ERROR_PAGE_TITLE, ErrorBoundary } from "./error-boundary";

const Broken = (): never => {
  throw new Error("recipe exploded");
};

describe("ErrorBoundary", () => {
  it("shows its children when nothing fails", () => {
    render(
      <ErrorBoundary>
        <p>All good</p>
      </ErrorBoundary>,
    );
    expect(screen.getByText("All good")).toBeInTheDocument();
  });

  it("shows the error page with a way home when a child throws", () => {
    const consoleError = jest.spyOn(console, "error").mockImplementation(() => undefined);
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
    consoleError.mockRestore();
  });
});
