// Whether the i-th tab is the selected one.
(i) => document.querySelectorAll("[role=tab]")[i].getAttribute("aria-selected") === "true";
