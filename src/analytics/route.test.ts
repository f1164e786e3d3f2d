import { pagePath, routeOf } from "./route";

describe("pagePath", () => {
  it("is the pathname plus the query string, without the hash", () => {
    expect(pagePath({ pathname: "/contact", search: "?ref=mail" })).toBe("/contact?ref=mail");
    expect(pagePath({ pathname: "/", search: "" })).toBe("/");
    expect(pagePath({ pathname: "/privacy-policy" })).toBe("/privacy-policy");
  });
});

describe("routeOf", () => {
  it("drops the query and hash", () => {
    expect(routeOf("/contact?ref=mail#top")).toBe("/contact");
    expect(routeOf("/")).toBe("/");
    expect(routeOf("?only=query")).toBe("/");
  });
});
