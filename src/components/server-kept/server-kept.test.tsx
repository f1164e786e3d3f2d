import React, { act } from "react";
import { hydrateRoot } from "react-dom/client";
import { render, screen } from "@testing-library/react";
import { navigate } from "gatsby";
import { onArrivalPage } from "../../app/arrival-page";
import { followWithinSite } from "./follow-within-site";
import { keptFromServer, reloadOnFailure } from "./server-kept";

jest.mock("../../app/arrival-page", () => ({ onArrivalPage: jest.fn() }));

type TextProps = { name: string };
const Text = ({ name }: TextProps) => (
  <p>
    A long text about {name}, with <a href="/contact">a link</a>.
  </p>
);

const clickOn = (link: HTMLElement, init: MouseEventInit = {}) => {
  const event = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0, ...init });
  link.addEventListener("click", followWithinSite, { once: true });
  link.dispatchEvent(event);
  return event;
};

const linkTo = (href: string, attributes: Record<string, string> = {}) => {
  const link = document.createElement("a");
  link.href = href;
  for (const [name, value] of Object.entries(attributes)) link.setAttribute(name, value);
  document.body.append(link);
  return link;
};

beforeEach(() => {
  jest.mocked(navigate).mockClear();
  window.history.replaceState(null, "", "/privacy-policy");
});

describe("keptFromServer", () => {
  it("keeps the server's markup on the arrival page and never loads the code", async () => {
    jest.mocked(onArrivalPage).mockReturnValue(true);
    const load = jest.fn(() => Promise.resolve({ Text }));
    const Kept = keptFromServer(load, (module) => module.Text, { onClick: followWithinSite });
    const container = document.createElement("div");
    // As the server wrote it: React adopts this markup without drawing it again.
    container.innerHTML = `<div><p>A long text about privacy, with <a href="/contact">a link</a>.</p></div>`;
    document.body.append(container);
    const errors = jest.spyOn(console, "error").mockImplementation(() => undefined);
    await act(async () => {
      hydrateRoot(container, <Kept name="privacy" />);
    });
    expect(container).toHaveTextContent("A long text about privacy, with a link.");
    expect(load).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();

    // Its links still move within the site.
    container.querySelector("a")?.click();
    expect(navigate).toHaveBeenCalledWith("/contact");
  });

  it("hands the kept markup to onKept once the page runs, and drawn content never", async () => {
    const onKept = jest.fn();
    jest.mocked(onArrivalPage).mockReturnValue(true);
    const load = () => Promise.resolve({ Text });
    const Kept = keptFromServer(load, (module) => module.Text, { onKept });
    const container = document.createElement("div");
    container.innerHTML = `<div><p>A long text about privacy, with <a href="/contact">a link</a>.</p></div>`;
    document.body.append(container);
    await act(async () => {
      hydrateRoot(container, <Kept name="privacy" />);
    });
    expect(onKept).toHaveBeenCalledTimes(1);
    expect(onKept).toHaveBeenCalledWith(container.firstElementChild);

    jest.mocked(onArrivalPage).mockReturnValue(false);
    const Drawn = keptFromServer(load, (module) => module.Text, { onKept });
    render(<Drawn name="cooking" />);
    expect(await screen.findByText(/A long text about cooking/)).toBeInTheDocument();
    expect(onKept).toHaveBeenCalledTimes(1);
  });

  it("draws the content from the lazily loaded code once the visitor has moved", async () => {
    jest.mocked(onArrivalPage).mockReturnValue(false);
    const load = jest.fn(() => Promise.resolve({ Text }));
    const Kept = keptFromServer(load, (module) => module.Text);
    render(<Kept name="cooking" />);
    expect(await screen.findByText(/A long text about cooking/)).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe("reloadOnFailure", () => {
  it("passes a loaded chunk through", async () => {
    const reload = jest.fn();
    await expect(reloadOnFailure(() => Promise.resolve("chunk"), reload)()).resolves.toBe("chunk");
    expect(reload).not.toHaveBeenCalled();
  });

  it("loads the server's page again when the chunk cannot be fetched, and never settles", async () => {
    const reload = jest.fn();
    const settled = jest.fn();
    reloadOnFailure(() => Promise.reject(new Error("ChunkLoadError")), reload)().then(
      settled,
      settled,
    );
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(settled).not.toHaveBeenCalled();
  });
});

describe("followWithinSite", () => {
  it("moves within the site without reloading", () => {
    const event = clickOn(linkTo("/data-deletion?from=policy#form"));
    expect(event.defaultPrevented).toBe(true);
    expect(navigate).toHaveBeenCalledWith("/data-deletion?from=policy#form");
  });

  it.each([
    ["another site", linkTo("https://example.org/page"), {}],
    ["an anchor on this page", linkTo("/privacy-policy#analytics"), {}],
    ["a new tab", linkTo("/contact", { target: "_blank" }), {}],
    ["a download", linkTo("/contact", { download: "" }), {}],
    ["a click with a modifier key", linkTo("/contact"), { metaKey: true }],
    ["a middle click", linkTo("/contact"), { button: 1 }],
  ])("leaves %s to the browser", (_, link, init) => {
    const event = clickOn(link, init);
    expect(event.defaultPrevented).toBe(false);
    expect(navigate).not.toHaveBeenCalled();
  });
});
