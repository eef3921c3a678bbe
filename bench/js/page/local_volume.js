// Switches the in-browser volume path on or off.
async (on) => {
  // Switch the in-browser volume path on/off; when on, wait (bounded) for the volume.
  const root = document.querySelector('#nl-viewer .nlv');
  const S = root.nlv, vp = S.vps[0];
  S.local = on;
  if (!on) return 0;
  const entry = S.ensureVolume(vp.seqId);
  await entry.promise;
  if (!entry.vol) throw new Error('volume not sent: ' + entry.failed);
  return entry.ms;  // request to decoded, timed when the viewer fetched it in the background
};
