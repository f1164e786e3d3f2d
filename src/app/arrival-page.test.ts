type ArrivalModule = typeof import("./arrival-page");

/** A fresh copy of the module, as it starts on a page built as `nodeEnv` builds it. */
const arriveOn = (pathname: string, nodeEnv = "production"): ArrivalModule => {
  window.history.replaceState(null, "", pathname);
  let module: ArrivalModule | undefined;
  jest.isolateModules(() => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- a fresh module per test
    module = require("./arrival-page") as ArrivalModule;
  });
  if (!module) throw new Error("arrival-page did not load");
  const before = process.env.NODE_ENV;
  process.env.NODE_ENV = nodeEnv;
  try {
    module.noteArrival();
  } finally {
    process.env.NODE_ENV = before;
  }
  return module;
};

describe("the arrival page", () => {
  afterEach(() => {
    delete process.env.LEAN_RUNTIME;
  });

  it("is none until the site starts", () => {
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- a fresh module
      const { onArrivalPage } = require("./arrival-page") as ArrivalModule;
      expect(onArrivalPage()).toBe(false);
    });
  });

  it("is the page the built site starts on", () => {
    expect(arriveOn("/contact").onArrivalPage()).toBe(true);
  });

  it("stays through a hash change on the same page", () => {
    const { noteRoute, onArrivalPage } = arriveOn("/contact");
    noteRoute("/contact");
    expect(onArrivalPage()).toBe(true);
  });

  it("ends on leaving, for good", () => {
    const { noteRoute, onArrivalPage } = arriveOn("/contact");
    noteRoute("/privacy-policy");
    expect(onArrivalPage()).toBe(false);
    noteRoute("/contact");
    expect(onArrivalPage()).toBe(false);
  });

  it("never begins on a development server, which writes no page", () => {
    expect(arriveOn("/contact", "development").onArrivalPage()).toBe(false);
  });

  it("keeps nothing with kept-markup off, or the whole lean runtime", () => {
    for (const setting of ["off:kept-markup", "off"]) {
      process.env.LEAN_RUNTIME = setting;
      expect(arriveOn("/contact").onArrivalPage()).toBe(false);
    }
  });
});
