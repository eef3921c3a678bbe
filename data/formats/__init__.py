"""File formats a case's images and documents come in, each read into the case model."""
