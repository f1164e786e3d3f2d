import { detectPlatform } from "./platform";
import { USER_AGENTS } from "./user-agents";

describe("detectPlatform", () => {
  it.each([
    ["an iPhone", USER_AGENTS.iPhone, 5, "ios"],
    ["an iPad that says iPad", USER_AGENTS.iPadLegacy, 5, "ios"],
    [
      "an iPad asking for the desktop site (Mac user agent, touch screen)",
      USER_AGENTS.iPadDesktopMode,
      5,
      "ios",
    ],
    ["an Android phone", USER_AGENTS.androidPhone, 5, "android"],
    ["an Android tablet", USER_AGENTS.androidTablet, 10, "android"],
    ["a Mac (no touch screen)", USER_AGENTS.macSafari, 0, "other"],
    ["a Mac reporting a single touch point", USER_AGENTS.macSafari, 1, "other"],
    ["Windows with a touch screen", USER_AGENTS.windowsChrome, 10, "other"],
    ["Linux", USER_AGENTS.linuxFirefox, 0, "other"],
    ["an empty user agent", "", 0, "other"],
  ] as const)("treats %s as %s", (_name, userAgent, maxTouchPoints, platform) => {
    expect(detectPlatform({ userAgent, maxTouchPoints })).toBe(platform);
  });
});
