import { navigate } from "gatsby";
import { followWithinSite } from "./follow-within-site";

jest.mock("gatsby", () => ({ navigate: jest.fn() }));

const clickOn = (href: string) => {
  document.body.innerHTML = `<a href="${href}">a link</a>`;
  const event = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0 });
  document.querySelector("a")!.addEventListener("click", followWithinSite);
  document.querySelector("a")!.dispatchEvent(event);
  return event;
};

describe("followWithinSite", () => {
  afterEach(() => {
    delete process.env.LEAN_RUNTIME;
    jest.mocked(navigate).mockClear();
  });

  it("moves within the site without reloading, as Gatsby's Link does", () => {
    const event = clickOn("/contact/?from=policy#form");
    expect(event.defaultPrevented).toBe(true);
    expect(navigate).toHaveBeenCalledWith("/contact/?from=policy#form");
  });

  it("leaves another site's link to the browser", () => {
    const event = clickOn("https://example.org/");
    expect(event.defaultPrevented).toBe(false);
    expect(navigate).not.toHaveBeenCalled();
  });

  it.each(["off:follow-within-site", "off"])(
    "leaves every link to the browser with LEAN_RUNTIME=%s",
    (setting) => {
      process.env.LEAN_RUNTIME = setting;
      const event = clickOn("/contact/");
      expect(event.defaultPrevented).toBe(false);
      expect(navigate).not.toHaveBeenCalled();
    },
  );
});
