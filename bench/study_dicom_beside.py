"""A second browser stepping while the first opens the viewer study as DICOM series, alone:
`python -m bench study_dicom_beside` (the rows are part of `study_dicom` and `viewer_study`)."""

from __future__ import annotations

from bench.table import Row


def run() -> list[Row]:
    from bench.launch import chromium_path
    from bench.study_dicom import dicom_beside_rows
    from bench.viewer_study import fresh_app, write_study

    exe = chromium_path()
    if exe is None:
        return [Row("DICOM series beside", 0.0, "", note="skipped: Chromium not installed")]
    return dicom_beside_rows(fresh_app, exe, write_study())


if __name__ == "__main__":
    from bench.table import format_table

    print(format_table(run()))
