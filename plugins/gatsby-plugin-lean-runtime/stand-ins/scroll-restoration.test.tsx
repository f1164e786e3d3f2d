import path from "node:path";
import { act, render } from "@testing-library/react";
import React from "react";
import { ScrollContext, scrollStorage, useScrollRestoration } from "./scroll-restoration";

type Location = { pathname: string; hash?: string; key?: string };

const scrollTo = jest.fn();
const scrollIntoView = jest.fn();

beforeEach(() => {
  window.sessionStorage.clear();
  scrollTo.mockClear();
  scrollIntoView.mockClear();
  window.scrollTo = scrollTo as typeof window.scrollTo;
  Element.prototype.scrollIntoView = scrollIntoView;
  document.body.innerHTML = "";
});

const Page = ({ sectionId }: { sectionId?: string }) => (
  <main>{sectionId ? <h2 id={sectionId}>Section</h2> : null}</main>
);

const renderAt = (location: Location, shouldUpdateScroll?: () => boolean, sectionId?: string) => {
  const view = render(
    <ScrollContext location={location} shouldUpdateScroll={shouldUpdateScroll}>
      <Page sectionId={sectionId} />
    </ScrollContext>,
  );
  const move = (next: Location, nextSection?: string) =>
    view.rerender(
      <ScrollContext location={next} shouldUpdateScroll={shouldUpdateScroll}>
        <Page sectionId={nextSection} />
      </ScrollContext>,
    );
  return { ...view, move };
};

const scrollWindowTo = async (y: number) => {
  Object.defineProperty(window, "scrollY", { value: y, configurable: true });
  await act(async () => {
    window.dispatchEvent(new Event("scroll"));
    await new Promise((resolve) => requestAnimationFrame(resolve));
  });
};

describe("scroll restoration", () => {
  it("saves the position of each history entry, under the keys Gatsby uses", async () => {
    renderAt({ pathname: "/privacy-policy", key: "k1" });
    await scrollWindowTo(640);
    expect(window.sessionStorage.getItem("@@scroll|/privacy-policy|k1")).toBe("640");
    expect(scrollStorage.read({ pathname: "/privacy-policy" }, "k1")).toBe(640);
  });

  it("leaves the browser's position alone on arrival unless one was saved", () => {
    renderAt({ pathname: "/contact", key: "initial" });
    expect(scrollTo).not.toHaveBeenCalled();

    scrollStorage.save({ pathname: "/contact" }, "initial", 300);
    renderAt({ pathname: "/contact", key: "initial" });
    expect(scrollTo).toHaveBeenCalledWith(0, 300);
  });

  it("opens a new page at its top and returns to a saved position", () => {
    const { move } = renderAt({ pathname: "/privacy-policy", key: "k1" });
    scrollStorage.save({ pathname: "/privacy-policy" }, "k1", 900);

    move({ pathname: "/contact", key: "k2" });
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);

    move({ pathname: "/privacy-policy", key: "k1" });
    expect(scrollTo).toHaveBeenLastCalledWith(0, 900);
  });

  it("scrolls to the section an address names", () => {
    const { move } = renderAt({ pathname: "/contact", key: "k1" });
    move({ pathname: "/privacy-policy", hash: "#how-we-use", key: "k2" }, "how-we-use");
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it("does not scroll when Gatsby's shouldUpdateScroll says no", () => {
    const { move } = renderAt({ pathname: "/contact", key: "k1" }, () => false);
    move({ pathname: "/privacy-policy", key: "k2" });
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it("keeps positions in memory when session storage refuses them", async () => {
    const setItem = jest.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new Error("QuotaExceededError");
    });
    const getItem = jest.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new Error("SecurityError");
    });
    try {
      scrollStorage.save({ pathname: "/recipes/shakshuka" }, "k9", 420);
      expect(scrollStorage.read({ pathname: "/recipes/shakshuka" }, "k9")).toBe(420);
      expect(scrollStorage.read({ pathname: "/recipes/shakshuka" }, "k8")).toBe(0);
    } finally {
      setItem.mockRestore();
      getItem.mockRestore();
    }
  });
});

describe("useScrollRestoration", () => {
  const List = () => {
    const { ref, onScroll } = useScrollRestoration("ingredients");
    return (
      <ul ref={ref as React.RefObject<HTMLUListElement>} onScroll={onScroll} data-testid="list" />
    );
  };

  it("keeps an element's own position per page", () => {
    const elementScrollTo = jest.fn();
    Element.prototype.scrollTo = elementScrollTo;
    scrollStorage.save({ pathname: "/recipes/shakshuka" }, "ingredients", 75);
    const { getByTestId } = render(
      <ScrollContext location={{ pathname: "/recipes/shakshuka", key: "k1" }}>
        <List />
      </ScrollContext>,
    );
    expect(elementScrollTo).toHaveBeenCalledWith(0, 75);

    const list = getByTestId("list");
    Object.defineProperty(list, "scrollTop", { value: 120, configurable: true });
    list.dispatchEvent(new Event("scroll"));
    expect(scrollStorage.read({ pathname: "/recipes/shakshuka" }, "ingredients")).toBe(120);
  });
});

describe("lean runtime, scroll-restoration stand-in: guard", () => {
  it("reads and writes the positions of gatsby-react-router-scroll's own session storage", () => {
    // The copy Gatsby's runtime imports, wherever npm placed it (beside gatsby or under it).
    const fromGatsby = require.resolve("gatsby-react-router-scroll/session-storage", {
      paths: [path.dirname(require.resolve("gatsby/package.json"))],
    });
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- the real package, as Gatsby's runtime has it
    const { SessionStorage } = require(fromGatsby);
    const packageStorage = new SessionStorage();
    packageStorage.save({ pathname: "/privacy-policy" }, "k1", 640);
    expect(scrollStorage.read({ pathname: "/privacy-policy" }, "k1")).toBe(640);
    scrollStorage.save({ pathname: "/contact" }, "k2", 300);
    expect(packageStorage.read({ pathname: "/contact" }, "k2")).toBe(300);
  });
});
