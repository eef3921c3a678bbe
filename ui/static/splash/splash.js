// The start-up page (ui/splash.py): shows a demo MRI slice and what the server is doing while
// gradio loads, then reloads into the real app once the splash server has handed its port over.
(function () {
  const stage = document.getElementById("nl-splash-stage");
  const img = document.getElementById("nl-splash-mri");
  const caption = document.getElementById("nl-splash-caption");
  let shown = false;

  async function appIsUp() {
    try {
      const res = await fetch("./", { cache: "no-store" });
      const text = await res.text();
      return res.ok && !text.includes("data-nl-splash");
    } catch {
      return false; // the port is changing hands
    }
  }

  async function poll() {
    let status = null;
    try {
      const res = await fetch("splash/status", { cache: "no-store" });
      if (res.ok && (res.headers.get("content-type") || "").includes("json")) status = await res.json();
    } catch {
      status = null;
    }
    if (status && status.splash) {
      stage.textContent = status.stage;
      if (status.image && !shown) {
        shown = true;
        img.src = "splash/mri.png?v=" + status.image;
        img.alt = "Demo MRI: " + status.caption;
        img.hidden = false;
        caption.textContent = status.caption;
      }
    } else if (await appIsUp()) {
      window.location.reload();
      return;
    }
    setTimeout(poll, 250);
  }
  poll();
})();
