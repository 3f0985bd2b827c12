"""Practice problems: SGF collections, their solution trees, and the checker."""
