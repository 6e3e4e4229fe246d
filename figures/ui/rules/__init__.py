"""The rules pages, read from the files shipped in the package."""
