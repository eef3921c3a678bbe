"""Cases and their images: reading every source a user can point at, and the case library.

Lower parts never import higher ones:

- `errors`, `model`, `results`: the error type, the frozen case values, what loading returns;
- `formats/`: one file format each (DICOM, NIfTI and other volumes, PNG/JPEG, gzip seek
  indexes, safe JSON/YAML, case manifests, montage grids), returning Volumes and Sequences;
- `medbench/`: Neural-MedBench sources (project-page JSON, Hugging Face datasets);
- `sources`: `load_cases(path)`, the one entry point that picks the reader for a path;
  `inspect` prints what it finds (`python -m data.inspect PATH`);
- `catalog/`: summaries without pixels in a Parquet catalog, the scan that keeps it current,
  search, and the `CaseLibrary` that opens cases on demand through a bounded cache;
- `demo/`: the bundled demo cases, built from the MNI template on first start.

Only `settings` is imported from outside this package.
"""
