import type { BuildStatus } from "../../scripts/cms/build-status.cjs";
import { VOCABULARY_FILE } from "../ingredients/problems";
import type { RecipeProblem } from "../recipes/rules/problem";
import { checkRecipeText } from "../recipes/rules/recipe-file";
import { checkSite, type LeftOutRecipe } from "../recipes/rules/site";
import { editorLink, isRecipeFile, sentenceOf, subjectOf, type FieldLabel } from "./plain-words";
import type { Repository } from "./repository";
import type { Session } from "./session";
import type { EditorSettings } from "./settings";
import { readRecipeText } from "./unreadable";

/*
 * The box that says whether the site shows what was saved. With `npm run cms` it follows the
 * build on this machine; on a host, whose build the editor cannot see, it says when the site
 * will update and where the host shows its builds. Recipes left out of the site are named in
 * both, each with a link to open it.
 */

export type Link = { href: string; text: string; external?: boolean };
/** A detail: a problem with its links, a heading over the problems after it, or a build's output. */
export type Detail = { text: string; links: Link[]; heading?: boolean } | { output: string };

/** How many problems the details hold: their headings are no problems. */
export const problemCount = (details: readonly Detail[]): number =>
  details.filter((detail) => !("heading" in detail && detail.heading)).length;
export type Tone = "busy" | "live" | "problem" | "warning" | "note";
export type View = {
  tone: Tone;
  headline: string;
  link?: Link;
  details: Detail[];
  urgent: boolean;
};

export type StatusInput = {
  /** "local": `npm run cms` reports its builds; "host": no build state reaches the editor. */
  mode: "local" | "host";
  build?: BuildStatus;
  lastSaved?: Session["lastSaved"];
  /** On a host: what the editor's own check of the repository found. */
  hostCheck?: { problems: RecipeProblem[]; leftOut: LeftOutRecipe[] };
  deploysUrl: string;
  label: FieldLabel;
  nameOf: (file: string) => string | undefined;
};

const openLink = (file: string, name: string | undefined): Link[] => {
  const href = editorLink(file);
  return href ? [{ href, text: `Open ${name ? `“${name}”` : subjectOf({ file })}` }] : [];
};

/**
 * A problem in full, with links to open the recipe it is about (unless a problem before it on the
 * list has one) and the other recipe involved.
 */
const detailOf = (problem: RecipeProblem, input: StatusInput, linked = true): Detail => {
  const ownName =
    problem.name ?? (isRecipeFile(problem.file) ? input.nameOf(problem.file) : undefined);
  const related = problem.related;
  const relatedName = related ? input.nameOf(related) : undefined;
  const isOther = Boolean(input.lastSaved) && problem.file !== input.lastSaved?.file;
  const lead = isOther && isRecipeFile(problem.file) ? "Another recipe, " : "";
  return {
    text: `${lead}${sentenceOf(problem, input.label)}${
      related ? ` (It concerns ${relatedName ? `“${relatedName}”` : related} too.)` : ""
    }`,
    links: [
      ...(linked && (isOther || !input.lastSaved) ? openLink(problem.file, ownName) : []),
      ...(related ? openLink(related, relatedName) : []),
    ],
  };
};

/** Each recipe's problems, the recipe linked once, at its first. */
const leftOutDetails = (leftOut: readonly LeftOutRecipe[], input: StatusInput): Detail[] =>
  leftOut.flatMap((recipe) =>
    recipe.problems.map((problem, index) => detailOf(problem, input, index === 0)),
  );

const plural = (count: number, one: string, several: string) =>
  count === 1 ? `1 ${one}` : `${count} ${several}`;

/** Others' recipes left out of the site, as a note under whatever else the box says. */
const notesOn = (leftOut: readonly LeftOutRecipe[], input: StatusInput): Detail[] =>
  leftOut.length === 0
    ? []
    : [
        {
          text: `${plural(leftOut.length, "recipe is", "recipes are")} left out of the site until fixed, and ${
            leftOut.length === 1 ? "its address leads" : "their addresses lead"
          } to the recipe list meanwhile:`,
          links: [],
          heading: true,
        },
        ...leftOutDetails(leftOut, input),
      ];

/**
 * The warning for recipes the site is built without: a build makes pages from the files as they
 * are, so a recipe whose file it refuses has no page until fixed (docs/editing-recipes.md).
 */
const offSite = (leftOut: readonly LeftOutRecipe[], input: StatusInput): string => {
  // A file that names no recipe is called by its page's address, never by its path.
  const names = leftOut.map(({ file, fileSlug, name }) => {
    const known = name ?? input.nameOf(file);
    return known ? `“${known}”` : `the recipe at /recipes/${fileSlug}/`;
  });
  return leftOut.length === 1
    ? `Warning: ${names[0]} is off the site until its file is fixed; its page leads to the recipe list meanwhile.`
    : `Warning: ${leftOut.length} recipes are off the site until their files are fixed (${names.join(", ")}); their pages lead to the recipe list meanwhile.`;
};

const hostView = (input: StatusInput): View => {
  const deploys: Link | undefined = input.deploysUrl
    ? { href: input.deploysUrl, text: "See the host's builds", external: true }
    : undefined;
  const check = input.hostCheck;
  const stops = (check?.problems ?? []).map((problem) => detailOf(problem, input));
  const ownLeftOut = check?.leftOut.find(({ file }) => file === input.lastSaved?.file);
  const others = (check?.leftOut ?? []).filter((recipe) => recipe !== ownLeftOut);
  const details = [
    ...(stops.length > 0
      ? [
          { text: "The host's build will stop until this is fixed:", links: [], heading: true },
          ...stops,
        ]
      : []),
    ...(ownLeftOut ? leftOutDetails([ownLeftOut], input) : []),
    ...notesOn(others, input),
  ];
  if (input.lastSaved) {
    return {
      tone: stops.length > 0 || ownLeftOut ? "problem" : "busy",
      headline:
        stops.length > 0 || ownLeftOut
          ? "Saved — not live yet."
          : "Saved. The site updates once the host's build with this change passes, usually within a few minutes.",
      link: deploys,
      details,
      urgent: stops.length > 0 || Boolean(ownLeftOut),
    };
  }
  return {
    tone: stops.length > 0 ? "problem" : others.length > 0 ? "warning" : "note",
    headline:
      stops.length > 0
        ? "The site cannot be rebuilt until this is fixed."
        : others.length > 0
          ? `${offSite(others, input)} Changes go live once the host's build passes.`
          : "Changes go live once the host's build passes.",
    link: deploys,
    details,
    urgent: stops.length > 0,
  };
};

const localView = (input: StatusInput): View => {
  const { build, lastSaved } = input;
  if (!build) return { tone: "note", headline: "Checking the site…", details: [], urgent: false };
  const savedSince = lastSaved ? Date.parse(build.at) < lastSaved.at : false;
  const leftOut = build.leftOut ?? [];
  const ownLeftOut = lastSaved ? leftOut.find(({ file }) => file === lastSaved.file) : undefined;
  const others = leftOut.filter((recipe) => recipe !== ownLeftOut);
  const notes = [
    ...notesOn(others, input),
    ...(build.warnings ?? []).map((w) => detailOf(w, input)),
  ];
  if (build.state === "building" || savedSince) {
    return {
      tone: "busy",
      headline: lastSaved
        ? "Saved — the site is being rebuilt with your change…"
        : "The site is being rebuilt…",
      details: [],
      urgent: false,
    };
  }
  if (build.state === "failed") {
    const why: Detail[] = build.problems
      ? build.problems.map((problem) => detailOf(problem, input))
      : [{ output: build.message ?? "" }];
    return {
      tone: "problem",
      headline: lastSaved
        ? "Saved — not live yet. The site could not be rebuilt, so it still shows the last good version:"
        : "The site could not be rebuilt, so it still shows the last good version:",
      details: [...why, ...notes],
      urgent: true,
    };
  }
  if (ownLeftOut && lastSaved) {
    return {
      tone: "problem",
      headline: `Saved — not live yet. “${lastSaved.name}” is left out of the site until this is fixed, and its address leads to the recipe list:`,
      details: [...leftOutDetails([ownLeftOut], input), ...notes],
      urgent: true,
    };
  }
  const warning = others.length > 0 ? offSite(others, input) : "";
  return {
    tone: warning ? "warning" : notes.length > 0 ? "note" : "live",
    headline: lastSaved
      ? `Live: the site shows your change.${warning ? ` ${warning}` : ""}`
      : warning || "The site is up to date.",
    link: lastSaved
      ? { href: lastSaved.sitePath, text: "View it on the site", external: true }
      : undefined,
    details: notes,
    urgent: false,
  };
};

/** What the box says, from the build's state (or the host's) and the last save in this window. */
export const viewOf = (input: StatusInput): View =>
  input.mode === "host" ? hostView(input) : localView(input);

const anchor = ({ href, text, external }: Link) => {
  const link = document.createElement("a");
  link.href = href;
  link.textContent = text;
  if (external) {
    link.target = "_blank";
    link.rel = "noopener";
  }
  return link;
};

/** Draws the view into the box; the details open by themselves when something needs fixing. */
export const renderView = (box: HTMLElement, view: View, open: boolean): void => {
  box.dataset.tone = view.tone;
  box.replaceChildren();
  const line = document.createElement("p");
  line.className = "site-status-line";
  const headline = document.createElement("span");
  headline.textContent = view.headline;
  line.append(headline);
  if (view.link) line.append(" ", anchor(view.link));
  box.append(line);
  if (view.details.length === 0) return;
  const toggle = document.createElement("button");
  toggle.type = "button";
  toggle.className = "site-status-toggle";
  toggle.setAttribute("aria-expanded", String(open));
  toggle.textContent = open ? "Hide details" : `Show details (${problemCount(view.details)})`;
  line.append(" ", toggle);
  if (!open) return;
  const list = document.createElement("ul");
  list.className = "site-status-details";
  view.details.forEach((detail) => {
    const item = document.createElement("li");
    if ("output" in detail) {
      const output = document.createElement("pre");
      output.textContent = detail.output;
      item.append(output);
    } else {
      item.append(detail.text);
      if ("heading" in detail && detail.heading) item.className = "site-status-heading";
      if (detail.links.length > 0) {
        // On their own line under the words, one apart from the next.
        const links = document.createElement("span");
        links.className = "site-status-links";
        detail.links.forEach((link, index) => {
          if (index > 0) links.append(" · ");
          links.append(anchor(link));
        });
        item.append(links);
      }
    }
    list.append(item);
  });
  box.append(list);
};

const POLL_MS = 2000;

/** The site check of the repository as it is, for a host whose build the editor cannot see. */
const checkRepository = async (repository: Repository) => {
  const snapshot = await repository.snapshot(true);
  const site = checkSite({
    recipes: snapshot.recipes,
    showcase: snapshot.showcase,
    removed: snapshot.removed,
    vocabulary: snapshot.vocabularyProblems.length === 0 ? snapshot.vocabulary : undefined,
    photo: () => undefined,
  });
  const vocabulary = snapshot.vocabularyProblems.map((message): RecipeProblem => ({
    file: VOCABULARY_FILE,
    message,
    fix: "Correct it in Ingredients, or in data/ingredients.json.",
  }));
  return { problems: [...vocabulary, ...site.problems], leftOut: site.leftOut };
};

/** The room the box takes at the bottom of the window, for the page to scroll past it. */
export const ROOM_PROPERTY = "--site-status-room";

/**
 * Keeps ROOM_PROPERTY on the root at the box's height and its gap, so the end of a form is never
 * left under the box (editor.css adds the room to the bottom of what scrolls).
 */
const keepRoom = (box: HTMLElement) => {
  const update = () => {
    const { bottom } = getComputedStyle(box);
    const room = box.offsetHeight > 0 ? box.offsetHeight + 2 * (parseFloat(bottom) || 0) : 0;
    document.documentElement.style.setProperty(ROOM_PROPERTY, `${room}px`);
  };
  if (typeof ResizeObserver === "undefined") return update;
  new ResizeObserver(update).observe(box);
  return update;
};

/** Puts the box on the page and keeps it up to date. */
export const mountStatus = ({
  session,
  repository,
  settings,
  label,
}: {
  session: Session;
  repository: Repository;
  settings: EditorSettings;
  label: FieldLabel;
}): HTMLElement => {
  const box = document.createElement("aside");
  box.className = "site-status";
  box.setAttribute("role", "status");
  box.setAttribute("aria-label", "The site");
  document.body.append(box);
  const updateRoom = keepRoom(box);
  const input: StatusInput = {
    mode: "local",
    deploysUrl: settings.deploysUrl,
    label,
    nameOf: () => undefined,
  };
  let open = false;
  let shown = "";
  const draw = () => {
    const view = viewOf(input);
    const key = JSON.stringify(view);
    if (key === shown) return;
    if (view.urgent && key !== shown) open = true;
    shown = key;
    renderView(box, view, open);
    updateRoom();
  };
  box.addEventListener("click", (event) => {
    if (!(event.target as Element).closest(".site-status-toggle")) return;
    open = !open;
    renderView(box, viewOf(input), open);
    updateRoom();
  });
  repository.onChange((snapshot) => {
    const names = new Map(
      snapshot.recipes.flatMap(({ file, text }) => {
        const { entry } = checkRecipeText(file, text);
        // A file that is not JSON may still say its name, as the editor's list shows it.
        const read = entry ? undefined : readRecipeText(text);
        const name = entry?.recipeName ?? (read && "name" in read ? read.name : undefined);
        return name ? [[file, name] as const] : [];
      }),
    );
    input.nameOf = (file) => names.get(file);
    draw();
  });
  const checkHost = () =>
    checkRepository(repository).then(
      (hostCheck) => {
        input.hostCheck = hostCheck;
        draw();
      },
      () => undefined,
    );
  session.onSaved(() => {
    input.lastSaved = session.lastSaved;
    draw();
    if (input.mode === "host") void checkHost();
  });
  const poll = () =>
    fetch(settings.buildStatusUrl, { cache: "no-store" })
      .then((response) => {
        if (response.status === 404) {
          input.mode = "host";
          void checkHost();
          return;
        }
        return response.ok
          ? response.json().then((build: BuildStatus) => {
              input.build = build;
              draw();
            })
          : undefined;
      })
      .catch(() => undefined)
      .then(() => {
        if (input.mode === "local") window.setTimeout(poll, POLL_MS);
      });
  draw();
  void poll();
  return box;
};
