// Whether the first viewport's window list shows the window called name.
(name) => document.querySelector("#nl-viewer .nlv").nlv.vps[0].winSel.value === name;
