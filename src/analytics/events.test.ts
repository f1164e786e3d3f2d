import { DELETION_SOURCE, EVENT_NAMES } from "./constants";
import { deletionRequested, downloadClicked, pageViewed } from "./events";
import { PANTRY_MATCHED, pantryMatched } from "../fridge/pantry-event";

const NOW = new Date("2025-06-06T12:00:00.000Z");

describe("event builders", () => {
  it("builds Page Viewed with the path and query", () => {
    expect(pageViewed("/contact?ref=mail")).toEqual({
      name: "Page Viewed",
      properties: { pathname: "/contact?ref=mail" },
    });
  });

  it("builds the deletion request with an ISO timestamp and the web form source", () => {
    expect(deletionRequested("cook@example.com", NOW)).toEqual({
      name: "User Data Deletion Requested",
      properties: { email: "cook@example.com", timestamp: NOW.toISOString(), source: "web_form" },
    });
    expect(DELETION_SOURCE).toBe("web_form");
  });

  it("builds the badge click named after the product", () => {
    const event = downloadClicked(
      { productName: "Pantry Chef", location: "header", size: "small", destination: "play_store" },
      NOW,
    );
    expect(event).toEqual({
      name: "Download Pantry Chef Clicked",
      properties: {
        location: "header",
        button_size: "small",
        timestamp: NOW.toISOString(),
        destination: "play_store",
      },
    });
    expect(EVENT_NAMES.downloadClicked("Pantry Chef")).toBe(event.name);
  });

  it("leaves out button_size when no badge was clicked", () => {
    const event = downloadClicked(
      { productName: "Pantry Chef", location: "get", destination: "app_store" },
      NOW,
    );
    expect(event.properties).toEqual({
      location: "get",
      timestamp: NOW.toISOString(),
      destination: "app_store",
    });
  });
});

describe("pantryMatched", () => {
  it("carries counts and the source, never an ingredient", () => {
    expect(pantryMatched({ ingredientCount: 4, fullMatches: 2, source: "link" })).toEqual({
      name: PANTRY_MATCHED,
      properties: { ingredient_count: 4, full_matches: 2, source: "link" },
    });
  });
});
