import { noteScroll } from "./note-scroll";
import { scrollAgain } from "./scroll-again";

const scrollTo = jest.fn();
const scrollIntoView = jest.fn();

const moveTo = (url: string, saved: [number, number] | null) => {
  window.history.pushState({}, "", url);
  const { pathname } = window.location;
  noteScroll({
    routerProps: { location: { pathname } },
    getSavedScrollPosition: () => saved,
  });
};

beforeEach(() => {
  scrollTo.mockClear();
  scrollIntoView.mockClear();
  window.scrollTo = scrollTo as typeof window.scrollTo;
  // eslint-disable-next-line no-restricted-syntax -- jsdom has no scrollIntoView to spy on
  Element.prototype.scrollIntoView = scrollIntoView;
  document.body.innerHTML = "";
});

describe("scrollAgain", () => {
  it("returns to the position Gatsby restored, once the page is long enough", () => {
    moveTo("/privacy-policy", [0, 900]);
    scrollAgain();
    expect(scrollTo).toHaveBeenCalledWith(0, 900);
  });

  it("opens a new page at its top", () => {
    moveTo("/contact", null);
    scrollAgain();
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it("scrolls to the section the address names once it is drawn", () => {
    moveTo("/privacy-policy#how-we-use", null);
    const section = document.createElement("h2");
    section.id = "how-we-use";
    document.body.append(section);
    scrollAgain();
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it("does nothing for a page Gatsby has not scrolled", () => {
    moveTo("/contact", [0, 300]);
    window.history.pushState({}, "", "/data-deletion");
    scrollAgain();
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
