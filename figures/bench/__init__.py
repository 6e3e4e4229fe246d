"""Benchmarks of the engines and their players, run by `figures bench`."""
