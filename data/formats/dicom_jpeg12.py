"""A pydicom decoder plug-in for 12-bit JPEG Extended (1.2.840.10008.1.2.4.51) through GDCM.

pydicom's own plug-ins all refuse 12-bit lossy JPEG: libjpeg (pylibjpeg-libjpeg) stops at the
scan header that some scanners write (Ss/Se not 0/63 in a sequential scan), Pillow reads 8 bits
only, and pydicom's GDCM plug-in declines 12-bit precision outright. GDCM itself (python-gdcm,
a maintained wheel on PyPI) decodes these frames; its output is identical to libjpeg-turbo's
12-bit decoder on pydicom's test file. This plug-in hands the frame to GDCM the way pydicom's
GDCM plug-in does, without the refusal, and is tried after pydicom's own plug-ins.
"""

from __future__ import annotations

import importlib.util
from typing import Any

from pydicom import uid

DECODER_DEPENDENCIES = {uid.JPEGExtended12Bit: ("python-gdcm>=3.0.10",)}
LABEL = "gdcm-12bit"


def is_available(syntax: str) -> bool:
    """True when GDCM is installed (found without importing it: the import costs 0.2 s)."""
    return syntax == uid.JPEGExtended12Bit and importlib.util.find_spec("gdcm") is not None


def register() -> None:
    """Add the plug-in to pydicom's JPEG Extended decoder, once."""
    from pydicom.pixels.decoders.base import JPEGExtended12BitDecoder

    known = set(JPEGExtended12BitDecoder.available_plugins)
    known |= set(getattr(JPEGExtended12BitDecoder, "_unavailable", {}))
    if LABEL not in known:
        JPEGExtended12BitDecoder.add_plugin(LABEL, (__name__, "decode_frame"))


def decode_frame(src: bytes, runner: Any) -> bytes:
    """One encoded frame -> its decoded bytes (pydicom's plug-in signature)."""
    import gdcm

    gdcm.Trace.WarningOff()  # GDCM reports its 8-bit attempt on stderr before the 12-bit one
    gdcm.Trace.ErrorOff()
    fragment = gdcm.Fragment()
    fragment.SetByteStringValue(src)
    fragments = gdcm.SequenceOfFragments.New()
    fragments.AddFragment(fragment)
    element = gdcm.DataElement(gdcm.Tag(0x7FE0, 0x0010))
    element.SetValue(fragments.__ref__())
    image = gdcm.Image()
    image.SetNumberOfDimensions(2)
    image.SetDimensions((runner.columns, runner.rows, 1))
    image.SetDataElement(element)
    kind = gdcm.PhotometricInterpretation.GetPIType(str(runner.photometric_interpretation))
    image.SetPhotometricInterpretation(gdcm.PhotometricInterpretation(kind))
    if runner.samples_per_pixel > 1:
        image.SetPlanarConfiguration(runner.planar_configuration)
    syntax = gdcm.TransferSyntax.GetTSType(str.__str__(runner.transfer_syntax))
    image.SetTransferSyntax(gdcm.TransferSyntax(syntax))
    bits = runner.bits_stored
    image.SetPixelFormat(
        gdcm.PixelFormat(
            runner.samples_per_pixel,
            runner.bits_allocated,
            bits,
            bits - 1,
            runner.pixel_representation,
        )
    )
    decoded: str = image.GetBuffer()
    out = decoded.encode("utf-8", "surrogateescape")  # GDCM hands char* back as str
    expected = runner.rows * runner.columns * runner.samples_per_pixel * runner.bits_allocated // 8
    if len(out) != expected:
        raise ValueError(f"GDCM returned {len(out)} bytes for a frame of {expected}")
    return out
