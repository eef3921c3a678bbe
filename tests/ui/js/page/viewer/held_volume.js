// The first volume held in the browser: complete, bytes, slabs arrived, slices (nz).
() => {
  const S = document.querySelector("#nl-viewer .nlv").nlv;
  const e = [...S.volumes.values()].find((v) => v.vol);
  return { complete: e.vol.complete, bytes: e.vol.bytes, arrived: e.vol.arrived, nz: e.vol.shape[2] };
};
