// Whether the hover readout names a voxel (the pointer is over the image).
() => /voxel/.test(document.querySelector("#nl-viewer .nlv-readout").textContent);
