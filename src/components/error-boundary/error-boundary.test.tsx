import React from "react";
import { render, screen, waitFor } from "@testing-library/react";
import { DICTIONARIES, en } from "../../i18n/dictionaries";
import { inLanguage } from "../../test-utils/in-language";
import { ErrorBoundary } from "./error-boundary";

const ERROR_PAGE_TITLE = en.errors.title;

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

  it("keeps the error title when the failed page's head is written afterwards", async () => {
    render(
      <ErrorBoundary resetKey="/broken">
        <Broken />
      </ErrorBoundary>,
    );
    const title = document.createElement("title");
    title.textContent = "Broken page | Pantry Chef";
    document.head.replaceChildren(title);
    await waitFor(() => expect(document.title).toBe(ERROR_PAGE_TITLE));
  });

  it("takes away the title it added once the next page brings its own", async () => {
    document.head.replaceChildren();
    const { rerender } = render(
      <ErrorBoundary resetKey="/broken">
        <Broken />
      </ErrorBoundary>,
    );
    expect(document.title).toBe(ERROR_PAGE_TITLE);
    const pageTitle = document.createElement("title");
    pageTitle.textContent = "Broken page | Pantry Chef";
    document.head.append(pageTitle);

    rerender(
      <ErrorBoundary resetKey="/contact">
        <Page broken={false} />
      </ErrorBoundary>,
    );
    pageTitle.textContent = "Contact Us | Pantry Chef";
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect([...document.head.querySelectorAll("title")].map((t) => t.textContent)).toEqual([
      "Contact Us | Pantry Chef",
    ]);
  });

  it("shows the next page once the route changes, and lets it set its title", async () => {
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
    document.title = "Contact Us | Pantry Chef";
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(document.title).toBe("Contact Us | Pantry Chef");
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

describe("ErrorBoundary in another language", () => {
  const Broken = () => {
    throw new Error("boom");
  };

  it.each(["de", "es"] as const)("says what went wrong in %s, and leads home there", (language) => {
    jest.spyOn(console, "error").mockImplementation(() => undefined);
    const { errors } = DICTIONARIES[language];
    render(
      inLanguage(
        language,
        <ErrorBoundary>
          <Broken />
        </ErrorBoundary>,
      ),
    );
    expect(screen.getByRole("heading", { level: 1, name: errors.title })).toBeInTheDocument();
    expect(screen.getByText(errors.text)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: errors.homeLink })).toHaveAttribute(
      "href",
      `/${language}/`,
    );
    expect(document.title).toBe(errors.title);
    jest.mocked(console.error).mockRestore();
  });
});
