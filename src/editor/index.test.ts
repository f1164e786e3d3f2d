import { decapSource } from "./test-utils/decap-source";
import { installDecap } from "./test-utils/decap-window";

describe("the editor's script", () => {
  it("asks Decap to wait, registers the site's fields, formats, previews and checks, then starts it", async () => {
    const cms = installDecap();
    Object.assign(window, { fetch: jest.fn(() => Promise.resolve({ ok: false, status: 500 })) });
    await import("./index");
    expect((window as { CMS_MANUAL_INIT?: boolean }).CMS_MANUAL_INIT).toBe(true);
    expect(cms.init).not.toHaveBeenCalled();
    document.dispatchEvent(new Event("DOMContentLoaded"));
    expect(cms.registerWidget.mock.calls.map(([name]) => name)).toEqual([
      "recipe-name",
      "recipe-address",
      "recipe-photo",
      "ingredient-line",
      "showcase-list",
      "list",
    ]);
    expect(cms.registerCustomFormat.mock.calls.map(([name]) => name)).toEqual([
      "site-json",
      "recipe-json",
      "list-json",
    ]);
    expect(cms.registerPreviewTemplate.mock.calls.map(([name]) => name)).toEqual([
      "recipes",
      "showcase",
    ]);
    expect(cms.registerEventListener.mock.calls.map(([{ name }]) => name)).toEqual([
      "preSave",
      "postSave",
      "preUnpublish",
      "postUnpublish",
    ]);
    expect(cms.registerLocale).toHaveBeenCalledWith("en", expect.any(Object));
    expect(cms.init).toHaveBeenCalledTimes(1);
    expect(cms.registerLocale.mock.invocationCallOrder[0]).toBeLessThan(
      cms.init.mock.invocationCallOrder[0] ?? 0,
    );
    expect(document.querySelector(".site-status")).not.toBeNull();
  });
});

describe("decap-config-collections", () => {
  it("keeps the config Decap loaded, config.yml's collections with it, at the state's `config`", () => {
    expect(decapSource("dist/esm/reducers/combinedReducer.js")).toMatch(
      /combineReducers\(\{\s*\.\.\.reducers\s*\}\)/,
    );
    expect(decapSource("dist/esm/reducers/index.js")).toMatch(
      /const reducers = \{[^}]*\bconfig,[^}]*\}/,
    );
    expect(decapSource("dist/esm/reducers/config.js")).toMatch(
      /case CONFIG_SUCCESS:\s*return \{\s*\.\.\.action\.payload,/,
    );
    expect(decapSource("dist/esm/actions/config.js")).toContain("dispatch(configLoaded(config));");
  });
});
