// Everything the page keeps in the browser's storage, as JSON: [localStorage, sessionStorage].
() => JSON.stringify([Object.entries(localStorage), Object.entries(sessionStorage)]);
