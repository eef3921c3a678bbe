// axe-core's critical and serious violations of the given WCAG tags on the page, one line each
// (axe.min.js must be on the page).
/* global axe */
async (tags) => {
  const r = await axe.run(document, { runOnly: { type: "tag", values: tags } });
  return r.violations
    .filter((v) => v.impact === "critical" || v.impact === "serious")
    .map((v) => `${v.impact} ${v.id}: ` + v.nodes.slice(0, 3).map((n) => n.target.join(" ")).join(" | "));
};
