import { loadPhotosAhead } from "./photos-ahead";

type Callback = (entries: Partial<IntersectionObserverEntry>[]) => void;

/** A stand-in that lets the test say what intersects, per observer. */
class FakeObserver {
  static made: FakeObserver[] = [];
  observed = new Set<Element>();
  constructor(
    readonly callback: Callback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeObserver.made.push(this);
  }
  observe(target: Element) {
    this.observed.add(target);
  }
  unobserve(target: Element) {
    this.observed.delete(target);
  }
  disconnect() {
    this.observed.clear();
  }
  report(target: Element, isIntersecting: boolean) {
    this.callback([{ target, isIntersecting }]);
  }
}

const row = () => {
  document.body.innerHTML = `<div><div data-track><ul>${[1, 2, 3]
    .map((n) => `<li><img loading="lazy" src="/${n}.webp" alt=""></li>`)
    .join("")}</ul></div></div>`;
  const track = document.querySelector<HTMLElement>("[data-track]")!;
  return {
    track,
    cards: [...track.querySelectorAll("li")],
    photos: [...track.querySelectorAll("img")],
  };
};

beforeEach(() => {
  FakeObserver.made = [];
  Object.assign(window, { IntersectionObserver: FakeObserver });
});

describe("loadPhotosAhead", () => {
  it("loads nothing ahead while the row is off screen", () => {
    const { track, photos } = row();
    loadPhotosAhead(track);
    const [ahead] = FakeObserver.made;
    expect(ahead?.observed.size).toBe(0);
    expect(photos.map((photo) => photo.getAttribute("loading"))).toEqual(["lazy", "lazy", "lazy"]);
  });

  it("on screen, starts the photo of a card within one card of the row's edge", () => {
    const { track, cards, photos } = row();
    loadPhotosAhead(track);
    const [ahead, onScreen] = FakeObserver.made;
    expect(ahead?.options.root).toBe(track.parentElement);
    onScreen?.report(track.parentElement!, true);
    expect(ahead?.observed.size).toBe(3);
    ahead?.report(cards[1]!, true);
    expect(photos.map((photo) => photo.getAttribute("loading"))).toEqual(["lazy", "eager", "lazy"]);
    expect(ahead?.observed.has(cards[1]!)).toBe(false);
  });

  it("stops looking once the row leaves the screen, and when stopped", () => {
    const { track } = row();
    const stop = loadPhotosAhead(track);
    const [ahead, onScreen] = FakeObserver.made;
    onScreen?.report(track.parentElement!, true);
    onScreen?.report(track.parentElement!, false);
    expect(ahead?.observed.size).toBe(0);
    onScreen?.report(track.parentElement!, true);
    stop();
    expect(ahead?.observed.size).toBe(0);
    expect(onScreen?.observed.size).toBe(0);
  });
});
