/**
 * The browser loads a lazy photo once its card is inside the row's visible part, so a card sliding
 * in from the edge showed its flat colour until the photo came. While a moving row is on screen,
 * each card's photo starts one card before the edge instead: the next card per side, a few seconds
 * before it shows. Nothing more loads at first, and nothing for a row off screen. Returns what
 * stops it.
 */
export const loadPhotosAhead = (track: HTMLElement): (() => void) => {
  const row = track.parentElement;
  const cards = track.querySelectorAll("li");
  const first = cards[0];
  if (!row || !first || typeof IntersectionObserver === "undefined") return () => undefined;
  const ahead = new IntersectionObserver(
    (entries) => {
      for (const { isIntersecting, target } of entries) {
        if (!isIntersecting) continue;
        ahead.unobserve(target);
        for (const photo of target.querySelectorAll("img")) photo.setAttribute("loading", "eager");
      }
    },
    { root: row, rootMargin: `0px ${first.getBoundingClientRect().width}px` },
  );
  const onScreen = new IntersectionObserver(([entry]) => {
    for (const card of cards) {
      if (entry?.isIntersecting) ahead.observe(card);
      else ahead.unobserve(card);
    }
  });
  onScreen.observe(row);
  return () => {
    onScreen.disconnect();
    ahead.disconnect();
  };
};
