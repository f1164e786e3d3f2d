type ArrivalModule = typeof import("./arrival-page");

const SERVER_HEAD = `
  <title data-gatsby-head="true">Contact | Pantry Chef</title>
  <meta name="description" content="Write to us." data-gatsby-head="true">
  <meta charset="utf-8">`;

/** A fresh copy of the module, as it starts on a page with this head. */
const arriveOn = (pathname: string, head: string): ArrivalModule => {
  document.head.innerHTML = head;
  window.history.replaceState(null, "", pathname);
  let module: ArrivalModule | undefined;
  jest.isolateModules(() => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- a fresh module per test
    module = require("./arrival-page") as ArrivalModule;
  });
  if (!module) throw new Error("arrival-page did not load");
  module.noteArrival();
  return module;
};

describe("the arrival page", () => {
  it("changes nothing until the site starts", () => {
    document.head.innerHTML = SERVER_HEAD;
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- a fresh module
      const { onArrivalPage, GATSBY_HEAD_MARK } = require("./arrival-page") as ArrivalModule;
      expect(onArrivalPage()).toBe(false);
      expect(document.head.querySelectorAll(`[${GATSBY_HEAD_MARK}]`)).toHaveLength(2);
    });
  });

  it("takes the server's head tags from Gatsby, leaving them in place", () => {
    const { onArrivalPage, GATSBY_HEAD_MARK } = arriveOn("/contact", SERVER_HEAD);
    expect(document.head.querySelectorAll(`[${GATSBY_HEAD_MARK}]`)).toHaveLength(0);
    expect(document.head.querySelectorAll("title, meta")).toHaveLength(3);
    expect(onArrivalPage()).toBe(true);
  });

  it("stays through a hash change on the same page", () => {
    const { noteRoute, onArrivalPage } = arriveOn("/contact", SERVER_HEAD);
    noteRoute("/contact");
    expect(onArrivalPage()).toBe(true);
    expect(document.title).toBe("Contact | Pantry Chef");
  });

  it("ends on leaving, which removes the server's tags for good", () => {
    const { noteRoute, onArrivalPage } = arriveOn("/contact", SERVER_HEAD);
    noteRoute("/privacy-policy");
    expect(onArrivalPage()).toBe(false);
    expect(document.head.querySelector("title")).toBeNull();
    // The tag Gatsby did not write stays.
    expect(document.head.querySelector("meta[charset]")).not.toBeNull();
    noteRoute("/contact");
    expect(onArrivalPage()).toBe(false);
  });

  it("never begins where the server wrote no head, as on a development server", () => {
    const { onArrivalPage } = arriveOn("/contact", '<meta charset="utf-8">');
    expect(onArrivalPage()).toBe(false);
  });

  describe("with a lever of the lean runtime off", () => {
    afterEach(() => {
      delete process.env.LEAN_RUNTIME;
    });

    it("leaves the server's head to Gatsby with lazy-heads off, and keeps the content", () => {
      process.env.LEAN_RUNTIME = "off:lazy-heads";
      const { keepsServerHead, onArrivalPage, noteRoute, GATSBY_HEAD_MARK } = arriveOn(
        "/contact",
        SERVER_HEAD,
      );
      expect(document.head.querySelectorAll(`[${GATSBY_HEAD_MARK}]`)).toHaveLength(2);
      expect(keepsServerHead()).toBe(false);
      expect(onArrivalPage()).toBe(true);
      // Gatsby's head handler replaces its marked tags itself.
      noteRoute("/privacy-policy");
      expect(document.head.querySelectorAll(`[${GATSBY_HEAD_MARK}]`)).toHaveLength(2);
    });

    it("draws the content with kept-markup off, and keeps the head", () => {
      process.env.LEAN_RUNTIME = "off:kept-markup";
      const { keepsServerHead, onArrivalPage } = arriveOn("/contact", SERVER_HEAD);
      expect(onArrivalPage()).toBe(false);
      expect(keepsServerHead()).toBe(true);
    });

    it("keeps nothing with the whole lean runtime off", () => {
      process.env.LEAN_RUNTIME = "off";
      const { keepsServerHead, onArrivalPage, GATSBY_HEAD_MARK } = arriveOn(
        "/contact",
        SERVER_HEAD,
      );
      expect(onArrivalPage()).toBe(false);
      expect(keepsServerHead()).toBe(false);
      expect(document.head.querySelectorAll(`[${GATSBY_HEAD_MARK}]`)).toHaveLength(2);
    });
  });
});
