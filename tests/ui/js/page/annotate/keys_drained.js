// Whether the annotate keyboard handler has sent every buffered key press and is idle.
() => !(window.__nlAnn && (window.__nlAnn.busy || window.__nlAnn.buf.length));
