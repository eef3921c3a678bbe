// Whether the selected tab is the one named name.
(name) => document.querySelector("[role=tab][aria-selected=true]").innerText.trim() === name;
