// @ts-check
// A dependency-free SVG bar chart: per page, our median beside the zero-JS limit, with min–max
// whiskers, so the gap reads at a glance.

const PANEL = { width: 520, height: 330, left: 64, right: 16, top: 48, bottom: 56 };
const FONT = 'font-family="system-ui, sans-serif"';

/** @type {Record<string, string>} */
const ENTITIES = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" };

/** @param {unknown} text */
const escape = (text) => String(text).replace(/[&<>"]/g, (c) => ENTITIES[c] ?? c);

/** @param {number} value */
const niceMax = (value) => {
  if (!(value > 0)) return 1;
  const magnitude = 10 ** Math.floor(Math.log10(value));
  const step = ([1, 2, 2.5, 5, 10].find((s) => s * magnitude >= value / 4) ?? 10) * magnitude;
  return Math.ceil(value / step) * step;
};

/**
 * @typedef {{ value: number, min: number, max: number }} Bar
 * @typedef {{ label: string, bars: Bar[] }} Group
 * @param {{ title: string, unit: string, groups: Group[], colors: string[], x: number }} panel
 */
const panelSvg = ({ title, unit, groups, colors, x }) => {
  const plotWidth = PANEL.width - PANEL.left - PANEL.right;
  const plotHeight = PANEL.height - PANEL.top - PANEL.bottom;
  const top = niceMax(Math.max(...groups.flatMap((g) => g.bars.map((b) => b.max))));
  /** @param {number} value */
  const y = (value) => PANEL.top + plotHeight - (value / top) * plotHeight;
  const groupWidth = plotWidth / groups.length;
  const barWidth = Math.min(28, (groupWidth * 0.7) / colors.length);
  const parts = [`<g transform="translate(${x},0)">`];
  parts.push(
    `<text x="${PANEL.left}" y="24" font-size="15" font-weight="700" ${FONT}>${escape(title)}</text>`,
  );
  for (let i = 0; i <= 4; i += 1) {
    const value = (top / 4) * i;
    parts.push(
      `<line x1="${PANEL.left}" x2="${PANEL.width - PANEL.right}" y1="${y(value)}" y2="${y(value)}" stroke="#e5ded6"/>`,
      `<text x="${PANEL.left - 6}" y="${y(value) + 4}" font-size="11" text-anchor="end" fill="#555" ${FONT}>${Math.round(value)}</text>`,
    );
  }
  parts.push(
    `<text x="14" y="${PANEL.top + plotHeight / 2}" font-size="11" fill="#555" transform="rotate(-90 14 ${PANEL.top + plotHeight / 2})" text-anchor="middle" ${FONT}>${escape(unit)}</text>`,
  );
  groups.forEach((group, g) => {
    const centre = PANEL.left + groupWidth * (g + 0.5);
    const start = centre - (barWidth * group.bars.length) / 2;
    group.bars.forEach((bar, b) => {
      const bx = start + b * barWidth;
      const mid = bx + barWidth / 2;
      parts.push(
        `<rect x="${bx + 1}" y="${y(bar.value)}" width="${barWidth - 2}" height="${Math.max(0, y(0) - y(bar.value))}" fill="${colors[b]}"><title>${escape(`${group.label}: ${Math.round(bar.value)} ${unit} (${Math.round(bar.min)}–${Math.round(bar.max)})`)}</title></rect>`,
        `<line x1="${mid}" x2="${mid}" y1="${y(bar.min)}" y2="${y(bar.max)}" stroke="#222" stroke-width="1.2"/>`,
        `<line x1="${mid - 4}" x2="${mid + 4}" y1="${y(bar.min)}" y2="${y(bar.min)}" stroke="#222"/>`,
        `<line x1="${mid - 4}" x2="${mid + 4}" y1="${y(bar.max)}" y2="${y(bar.max)}" stroke="#222"/>`,
      );
    });
    parts.push(
      `<text x="${centre}" y="${PANEL.top + plotHeight + 18}" font-size="11" text-anchor="middle" ${FONT}>${escape(group.label)}</text>`,
    );
  });
  parts.push("</g>");
  return parts.join("\n");
};

/**
 * @param {{ title: string, series: string[], colors: string[],
 *   panels: { title: string, unit: string, groups: Group[] }[] }} chart
 */
export const renderChart = ({ title, series, colors, panels }) => {
  const width = PANEL.width * panels.length;
  const height = PANEL.height + 40;
  const legend = series
    .map(
      (name, i) =>
        `<rect x="${PANEL.left + i * 190}" y="${height - 26}" width="12" height="12" fill="${colors[i]}"/>` +
        `<text x="${PANEL.left + i * 190 + 18}" y="${height - 16}" font-size="12" ${FONT}>${escape(name)}</text>`,
    )
    .join("\n");
  const note = `<text x="${width - PANEL.right}" y="${height - 16}" font-size="11" text-anchor="end" fill="#555" ${FONT}>bars: median; whiskers: min–max</text>`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escape(title)}">`,
    `<title>${escape(title)}</title>`,
    `<rect width="100%" height="100%" fill="#fff"/>`,
    ...panels.map((panel, i) => panelSvg({ ...panel, colors, x: i * PANEL.width })),
    legend,
    note,
    "</svg>",
    "",
  ].join("\n");
};
