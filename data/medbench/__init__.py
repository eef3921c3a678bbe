"""Neural-MedBench as a case source: project-page JSON files and Hugging Face datasets."""
