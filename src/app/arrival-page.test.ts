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
});
