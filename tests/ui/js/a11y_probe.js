// The page side of tests/ui/test_contrast_focus.py (page.add_init_script): contrast of every
// text element computed from its rendered colours, and whether keyboard focus shows on every
// focusable control. The test calls nlA11y.contrast() and nlA11y.focus() via page.evaluate.
(() => {
  // Any CSS colour (rgb, oklch, color-mix...) as [r, g, b, a] through a 1x1 canvas.
  const pad = document.createElement("canvas");
  pad.width = pad.height = 1;
  const pen = pad.getContext("2d", { willReadFrequently: true });
  const rgba = (css) => {
    pen.clearRect(0, 0, 1, 1);
    pen.fillStyle = "rgba(0, 0, 0, 0)";
    pen.fillStyle = css;
    pen.fillRect(0, 0, 1, 1);
    const [r, g, b, a] = pen.getImageData(0, 0, 1, 1).data;
    return [r, g, b, a / 255];
  };
  const over = (top, under) => {
    const a = top[3];
    return [0, 1, 2].map((i) => top[i] * a + under[i] * (1 - a)).concat([1]);
  };
  const luminance = (c) => {
    const lin = c.slice(0, 3).map((v) => {
      const s = v / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * lin[0] + 0.7152 * lin[1] + 0.0722 * lin[2];
  };
  const ratio = (a, b) => {
    const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
    return (hi + 0.05) / (lo + 0.05);
  };
  const visible = (el) => {
    const cs = getComputedStyle(el);
    if (cs.visibility !== "visible" || cs.display === "none") return false;
    const r = el.getBoundingClientRect();
    return r.width > 0 && r.height > 0 && !el.closest("[hidden], [inert]");
  };
  // What is painted under an element: its ancestors' background colours composited, from the
  // page (white, or the theme's body colour) up; null where an image or gradient is under it.
  const backdrop = (el) => {
    const layers = [];
    for (let e = el; e; e = e.parentElement) {
      const cs = getComputedStyle(e);
      if (cs.backgroundImage !== "none" && !cs.backgroundImage.startsWith("url(\"data:image/svg")) {
        return null;
      }
      const c = rgba(cs.backgroundColor);
      if (c[3] > 0) layers.push(c);
      if (c[3] >= 1) break;
    }
    let base = [255, 255, 255, 1];
    for (let i = layers.length - 1; i >= 0; i -= 1) base = over(layers[i], base);
    return base;
  };
  const opacity = (el) => {
    let o = 1;
    for (let e = el; e; e = e.parentElement) o *= Number(getComputedStyle(e).opacity);
    return o;
  };
  const describe = (el) => {
    const id = el.closest("[id]:not([id=''])");
    const cls = typeof el.className === "string" ? el.className.split(" ")[0] : "";
    return `${id ? "#" + id.id + " " : ""}${el.tagName.toLowerCase()}${cls ? "." + cls : ""}`;
  };
  const ownText = (el) => [...el.childNodes]
    .filter((n) => n.nodeType === Node.TEXT_NODE).map((n) => n.textContent).join("").trim();

  const FIELDS = "input:not([type=range]):not([type=checkbox]):not([type=radio]):not([type=color])"
    + ":not([type=file]):not([type=hidden]), textarea, select";

  // Every visible text (an element's own text, a field's value or placeholder) below 4.5:1.
  const contrast = (minimum = 4.5) => {
    settle();
    const failures = [];
    let checked = 0;
    for (const el of document.querySelectorAll("body *")) {
      if (el.closest("svg, canvas, script, style, noscript, option")) continue;
      const field = el.matches(FIELDS);
      let text = field ? (el.value || "") : ownText(el);
      let fg = getComputedStyle(el).color;
      if (field && !text && el.placeholder) {
        text = el.placeholder;
        fg = getComputedStyle(el, "::placeholder").color;
      }
      if (!text || !visible(el) || el.closest(":disabled, [aria-disabled=true]")) continue;
      const under = backdrop(el);
      if (under === null) continue;  // text over an image: judged by eye, not by this test
      const colour = rgba(fg);
      colour[3] *= opacity(el);
      if (colour[3] === 0) continue;
      checked += 1;
      const r = ratio(over(colour, under), under);
      if (r < minimum) {
        failures.push(`${describe(el)} "${text.slice(0, 40)}": ${r.toFixed(2)}:1 (${fg} on rgb(${under.slice(0, 3).join(", ")}))`);
      }
    }
    return { checked, failures };
  };

  const FOCUSABLE = "a[href], button, input:not([type=hidden]), select, textarea, [tabindex]";
  const clipRect = (el) => {
    let box = { left: -Infinity, top: -Infinity, right: Infinity, bottom: Infinity };
    for (let e = el.parentElement; e; e = e.parentElement) {
      const cs = getComputedStyle(e);
      if (cs.overflowX === "visible" && cs.overflowY === "visible") continue;
      const r = e.getBoundingClientRect();
      box = { left: Math.max(box.left, r.left), top: Math.max(box.top, r.top),
        right: Math.min(box.right, r.right), bottom: Math.min(box.bottom, r.bottom) };
    }
    return box;
  };
  const look = (el) => {
    const cs = getComputedStyle(el);
    return { outline: cs.outlineStyle !== "none" ? parseFloat(cs.outlineWidth) : 0,
      offset: parseFloat(cs.outlineOffset) || 0, outlineColor: cs.outlineColor,
      shadow: cs.boxShadow, border: cs.borderColor, background: cs.backgroundColor };
  };
  // Whether one element draws a focus indicator: an outline (not cut off by a scrolling or
  // clipping ancestor, 3:1 against what is under it), or a box shadow, border or background
  // that focus changes. "" when it does, else why not.
  const ringOf = (el, before, after) => {
    let why = "no visible focus";
    if (after.outline >= 1) {
      const r = el.getBoundingClientRect();
      const reach = Math.max(after.outline + after.offset, 0);
      const clip = clipRect(el);
      const cut = r.left - reach < clip.left - 0.5 || r.top - reach < clip.top - 0.5
        || r.right + reach > clip.right + 0.5 || r.bottom + reach > clip.bottom + 0.5;
      const under = after.offset < 0 ? backdrop(el) : backdrop(el.parentElement || el);
      const shown = under === null || ratio(over(rgba(after.outlineColor), under), under) >= 3;
      if (!cut && shown) return "";
      why = cut ? "outline cut off by a clipping ancestor"
        : `outline ${after.outlineColor} below 3:1 on rgb(${under.slice(0, 3).join(", ")})`;
    }
    if (after.shadow !== before.shadow && after.shadow !== "none") return "";
    if (after.border !== before.border || after.background !== before.background) return "";
    return why;
  };
  // Does focusing `el` by keyboard draw something a person sees, on it or on the label or
  // wrapper right around it (a checkbox's label, a dropdown's box)?
  const focusShows = (el) => {
    if (document.activeElement && document.activeElement !== document.body) {
      document.activeElement.blur();
    }
    const around = [el, el.parentElement, el.parentElement && el.parentElement.parentElement]
      .filter(Boolean);
    const before = around.map(look);
    el.focus({ focusVisible: true });
    if (document.activeElement !== el) return "cannot take focus";
    const whys = around.map((e, i) => ringOf(e, before[i], look(e)));
    return whys.includes("") ? "" : whys[0];
  };
  // Styles as they settle: a control's focus ring is measured after gradio's 0.2 s
  // transitions, not on their first frame.
  const settle = () => {
    if (document.getElementById("nl-a11y-settle")) return;
    const style = document.createElement("style");
    style.id = "nl-a11y-settle";
    style.textContent = "*, *::before, *::after { transition: none !important; }";
    document.head.appendChild(style);
  };
  const focus = () => {
    settle();
    const failures = [];
    let checked = 0;
    const seen = new Set();
    for (const el of document.querySelectorAll(FOCUSABLE)) {
      if (el.tabIndex < 0 || el.disabled || !visible(el)) continue;
      if (el.closest("[aria-hidden=true]")) continue;
      // one of each kind per block: a table's cells, a radio group's options look alike
      const block = el.closest(".block, [role=tablist], .nlv") || document.body;
      const kind = `${block.id || block.className}|${el.tagName}|${el.type || ""}|${el.getAttribute("role") || ""}|${el.className}`;
      if (seen.has(kind)) continue;
      seen.add(kind);
      checked += 1;
      const why = focusShows(el);
      if (why) failures.push(`${describe(el)} [${el.type || el.getAttribute("role") || ""}]: ${why}`);
    }
    document.activeElement && document.activeElement.blur && document.activeElement.blur();
    return { checked, failures };
  };

  window.nlA11y = { contrast, focus, ratio: (a, b) => ratio(rgba(a), rgba(b)) };
})();
