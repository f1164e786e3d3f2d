/*
 * Every Publish answers. Decap refuses a save with a field's own error (an ingredient line the
 * site does not know, a name another recipe has) without a word unless a required field is empty,
 * and its notices close by themselves. Here a refused Publish brings the first problem into view,
 * moves the focus to its field, and leaves a notice that stays until the editor closes it. Found
 * in the page as the editor sees it: Decap's field errors, by the component name in their class.
 */

const ERRORS = 'ul[class*="-ControlErrorsList"]';
const FIELD = 'div[class*="-ControlContainer"]';
const NOTICE_CLASS = "publish-answer";

export type Notice = { show: (text: string) => void; close: () => void };

/** The notice at the top of the window: an alert, read out once, kept until closed. */
export const mountNotice = (doc: Document = document): Notice => {
  const box = doc.createElement("div");
  box.className = NOTICE_CLASS;
  box.setAttribute("role", "alert");
  box.hidden = true;
  const text = doc.createElement("p");
  text.className = `${NOTICE_CLASS}-text`;
  const close = doc.createElement("button");
  close.type = "button";
  close.className = `${NOTICE_CLASS}-close`;
  close.textContent = "Close";
  box.append(text, close);
  doc.body.append(box);
  const hide = () => {
    box.hidden = true;
    text.textContent = "";
  };
  close.addEventListener("click", hide);
  return {
    show: (message) => {
      text.textContent = message;
      box.hidden = false;
    },
    close: hide,
  };
};

const labelOf = (field: Element): string =>
  (field.querySelector("label")?.textContent ?? "").replace(/\s*\(optional\)\s*$/i, "").trim();

/** The first field Decap marks, what it says, and how many are marked. */
export const fieldProblems = (
  root: ParentNode = document,
): { field: Element; label: string; message: string; count: number } | undefined => {
  const lists = [...root.querySelectorAll(ERRORS)].filter((list) => list.querySelector("li"));
  const first = lists[0];
  const field = first?.closest(FIELD);
  if (!first || !field) return undefined;
  /** The form's own field a marked one belongs to: a list item's is its list's. */
  const topOf = (one: Element): Element => {
    const above = one.parentElement?.closest(FIELD);
    return above ? topOf(above) : one;
  };
  const marked = new Set(lists.map((list) => topOf(list.closest(FIELD) ?? list)));
  return {
    // Where to type: the marked field itself (a list's item, for an item's problem).
    field,
    label: labelOf(topOf(field)),
    count: marked.size,
    message: (first.querySelector("li")?.textContent ?? "").trim(),
  };
};

export const refusedText = (problem: { label: string; message: string; count: number }) => {
  const more = problem.count - 1;
  return `Not published: ${problem.label ? `“${problem.label}” needs attention. ` : ""}${problem.message}${
    /[.!?]$/.test(problem.message) ? "" : "."
  }${more > 0 ? ` ${more === 1 ? "1 more field needs" : `${more} more fields need`} attention too.` : ""} Nothing was saved.`;
};

/** Brings the field into view and gives the focus to the first thing in it one can type in. */
export const bringIntoView = (field: Element): void => {
  field.scrollIntoView({ block: "center" });
  const input = field.querySelector<HTMLElement>(
    "input:not([type=hidden]), textarea, select, button",
  );
  input?.focus({ preventScroll: true });
};

/** A Publish menu item: the attempt itself. */
const isPublish = (target: EventTarget | null) => {
  const item = (target as Element | null)?.closest?.('[role="menuitem"]');
  return Boolean(item && /^\s*Publish\b/.test(item.textContent ?? ""));
};

/** The Publish button opening its menu: the notice has been read, and the menu is next. */
const opensPublish = (target: EventTarget | null) => {
  const button = (target as Element | null)?.closest?.("button");
  return Boolean(button && /^\s*Publish\s*$/.test(button.textContent ?? ""));
};

const frames = (count: number) =>
  new Promise<void>((resolve) => {
    const next = (left: number) =>
      left === 0 ? resolve() : requestAnimationFrame(() => next(left - 1));
    next(count);
  });

/**
 * Answers each Publish Decap refuses for a field's error; `notice` also carries the refusals of
 * the checks before saving (src/editor/before-save.ts) and is closed by a save.
 */
export const answerPublish = (notice: Notice, doc: Document = document): (() => void) => {
  const clicked = (event: Event) => {
    if (opensPublish(event.target)) notice.close();
    if (!isPublish(event.target)) return;
    notice.close();
    // Decap validates on the click and draws its errors on the next render.
    void frames(2).then(() => {
      const problem = fieldProblems(doc);
      if (!problem) return;
      bringIntoView(problem.field);
      notice.show(refusedText(problem));
    });
  };
  doc.addEventListener("click", clicked, true);
  return () => doc.removeEventListener("click", clicked, true);
};
