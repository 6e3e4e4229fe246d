"""Benchmarks of the desktop's drawing (`figures play --bench-draw`)."""
