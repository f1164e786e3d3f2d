import { MOBILE_MAX_SCREEN_WIDTH, PLATFORM } from "./constants";
import { deviceType, readEnvironment, superProperties } from "./super-properties";

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
    });
    expect(PLATFORM).toBe("web");
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
