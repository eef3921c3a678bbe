// Resolves after two animation frames (layout that reacts to a change has run).
() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
