import { DELETION_SOURCE } from "./constants";
import { EVERY_EVENT_FIELDS, eventCatalogue } from "./event-catalogue";
import { deletionRequested, downloadClicked, pageViewed } from "./events";
import { cookModeStarted, recipePrinted, recipeScaled } from "./recipe-events";
import { pantryMatched } from "../fridge/pantry-event";
import { superProperties } from "./super-properties";
import { webVitalsEvent } from "./web-vitals";
import { redirectEvent } from "../get/redirect";

const namesOf = (fields: { name: string }[]) => fields.map((field) => field.name).sort();
const keysOf = (properties: object) => Object.keys(properties).sort();

describe("eventCatalogue", () => {
  const catalogue = eventCatalogue({ productName: "Pantry Chef", webVitals: true });
  const entry = (name: string) => catalogue.find((event) => event.name === name);

  it("lists each event the code builds, with exactly the fields it carries", () => {
    const built = [
      pageViewed("/"),
      downloadClicked({
        productName: "Pantry Chef",
        location: "hero",
        size: "large",
        destination: "app_store",
      }),
      deletionRequested("cook@example.com"),
      recipeScaled("shakshuka", 6),
      cookModeStarted("shakshuka"),
      recipePrinted("shakshuka"),
      pantryMatched({ ingredientCount: 3, fullMatches: 1, source: "picker" }),
      webVitalsEvent({ LCP: 1, CLS: 0, INP: 1 }),
    ];
    expect(catalogue.map((event) => event.name)).toEqual(built.map((event) => event.name));
    built
      .filter((event) => event.name !== built[1]?.name)
      .forEach((event) => {
        expect(namesOf(entry(event.name)?.fields ?? [])).toEqual(keysOf(event.properties));
      });
    expect(entry(deletionRequested("a@b.co").name)?.fields.map((f) => f.meaning)).toContain(
      `always "${DELETION_SOURCE}"`,
    );
  });

  it("lists every field of the download /get records, campaign and all", () => {
    const event = redirectEvent(
      {
        productName: "Pantry Chef",
      } as Parameters<typeof redirectEvent>[0],
      { destination: "play_store" } as Parameters<typeof redirectEvent>[1],
      {
        location: {
          pathname: "/get",
          search:
            "?utm_source=news&utm_medium=email&utm_campaign=launch&utm_term=t&utm_content=c&src=qr&ct=spring",
        },
        navigator: { userAgent: "UA" },
        screen: { width: 390, height: 844 },
      } as unknown as Window,
    );
    const badgeClick = downloadClicked({
      productName: "Pantry Chef",
      location: "hero",
      size: "large",
      destination: "app_store",
    });
    const everyEvent = namesOf(EVERY_EVENT_FIELDS);
    const sent = new Set([
      ...keysOf(badgeClick.properties),
      ...keysOf(event.properties).filter((key) => !everyEvent.includes(key)),
    ]);
    expect(namesOf(entry(event.name)?.fields ?? [])).toEqual([...sent].sort());
  });

  it("names every place a download is recorded from", () => {
    const meaning = entry(
      downloadClicked({ productName: "Pantry Chef", location: "get", destination: "app_store" })
        .name,
    )?.fields.find((field) => field.name === "location")?.meaning;
    for (const location of ["hero", "header", "recipe", "get"]) {
      expect(meaning).toContain(location);
    }
  });

  it("leaves out the web-vitals event when that reporting is off", () => {
    const names = eventCatalogue({ productName: "P", webVitals: false }).map((e) => e.name);
    expect(names).not.toContain(webVitalsEvent({}).name);
  });

  it("lists exactly the super properties every event carries", () => {
    const environment = { screenWidth: 1, screenHeight: 1, userAgent: "UA", isDevelopment: false };
    expect(namesOf(EVERY_EVENT_FIELDS)).toEqual(keysOf(superProperties(environment, "/")));
  });
});
