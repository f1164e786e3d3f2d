import { MOBILE_MAX_SCREEN_WIDTH, PLATFORM } from "./constants";
import { deviceType, readEnvironment, routeProperty, superProperties } from "./super-properties";

describe("deviceType", () => {
  it("is mobile up to and including 768 pixels", () => {
    expect(deviceType(320)).toBe("mobile");
    expect(deviceType(MOBILE_MAX_SCREEN_WIDTH)).toBe("mobile");
  });

  it("is desktop from 769 pixels", () => {
    expect(deviceType(MOBILE_MAX_SCREEN_WIDTH + 1)).toBe("desktop");
    expect(deviceType(1920)).toBe("desktop");
  });
});

describe("superProperties", () => {
  it("describes the screen, the browser and the route", () => {
    const environment = {
      screenWidth: 390,
      screenHeight: 844,
      userAgent: "Mozilla/5.0 (iPhone)",
      isDevelopment: false,
    };
    expect(superProperties(environment, "/contact")).toEqual({
      screen_width: 390,
      screen_height: 844,
      is_development: false,
      device_type: "mobile",
      browser: "Mozilla/5.0 (iPhone)",
      platform: "web",
      current_route: "/contact",
      locale: "en",
    });
    expect(PLATFORM).toBe("web");
  });

  it("names the page's language, read from its address", () => {
    expect(routeProperty("/de/contact/")).toEqual({ current_route: "/de/contact/", locale: "de" });
    expect(routeProperty("/es/")).toEqual({ current_route: "/es/", locale: "es" });
    expect(routeProperty("/de")).toEqual({ current_route: "/de", locale: "de" });
    // Recipe pages are English wherever the visitor came from; so is an English page named "de…".
    expect(routeProperty("/recipes/dal/")).toEqual({
      current_route: "/recipes/dal/",
      locale: "en",
    });
    expect(routeProperty("/desserts/")).toEqual({ current_route: "/desserts/", locale: "en" });
  });

  it("reads the environment from the window, outside development", () => {
    expect(readEnvironment(window)).toEqual({
      screenWidth: window.screen.width,
      screenHeight: window.screen.height,
      userAgent: window.navigator.userAgent,
      isDevelopment: false,
    });
  });
});
